import type { StateCreator } from 'zustand';
import type { Store } from './index';

// The socket's state as the player sees it (data-testid="connection" data-state=...).

export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'offline';

export type ConnectionSlice = {
  readonly connection: ConnectionState;
  readonly setConnection: (connection: ConnectionState) => void;
};

export const connectionSlice: StateCreator<Store, [], [], ConnectionSlice> = (set) => ({
  connection: 'offline',
  setConnection: (connection) => set({ connection }),
});

import type { ContentSummary } from '@senjutsu/protocol';
import { newSoloGame } from '../solo/config';
import type { Port } from './client';
import { createHost, type Host } from './host';
import type { LocalGame } from './protocol';

// Test helpers for the local-game modules: a solo game of the real content and the worker's host
// behind a Port in this thread.

/** The home form's content for the local-game tests: two characters, a battlefield with horde start hexes. */
export const CONTENT: ContentSummary = {
  characters: [
    { id: 'ronin', name: 'Ronin', weapons: [], signatureDeck: [] },
    { id: 'warrior', name: 'Warrior', weapons: [], signatureDeck: [] },
  ],
  battlefields: [{ id: 'burnt-village', name: 'Burnt Village', startAreas: 4 }],
  terrain: ['rock'],
};

const SETUP = {
  mode: 'coop',
  seats: [{ character: 'ronin', deck: { kind: 'signature' } }],
  battlefield: 'burnt-village',
  terrain: ['rock', 'cart'],
  coop: { automata: [{ automaton: 'katana-ashigaru' }] },
};

/** A solo game (Player 1 ronin against a katana ashigaru, two terrain pieces) seeded with `seed`. */
export function soloGame(seed: string, setup: unknown = SETUP): LocalGame {
  const made = newSoloGame(setup, seed, 0);
  if (!made.ok) throw new Error(made.message);
  return made.value.game;
}

/** The host behind a Port, as the Worker would be: replies come later and as structured clones. */
export function inProcessPort(host: Host = createHost()): Port {
  const port: Port = {
    onmessage: null,
    postMessage: (msg) => {
      const reply = structuredClone(host.handle(structuredClone(msg)));
      setTimeout(() => port.onmessage?.({ data: reply }), 0);
    },
    terminate: () => undefined,
  };
  return port;
}


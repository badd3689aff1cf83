import type { Action } from '@senjutsu/engine';
import type { ClientMessage, ServerMessage } from '@senjutsu/protocol';
import { io, type Socket } from 'socket.io-client';
import { useStore } from '../store';
import { messageId } from './ids';
import { linkRefused, noteFinished } from './saved';
import { rememberToken, tokenWorks } from './tokens';

// The one connection of an online game. It joins with the seat's token (again after every
// reconnect, with `since` = the last version seen, so the missed events arrive), hands each server
// message to the store's action for its kind, and resends unanswered actions with their ids after
// a reconnect (the server answers an already accepted id as a duplicate and applies it once).

/** @senjutsu/protocol's MESSAGE_EVENT (checked by socket.test.ts); importing it would bring zod into the page. */
export const MESSAGE_EVENT = 'msg';

type Live = {
  readonly socket: Socket;
  readonly room: string;
  /** The seat's token: a new one once this page replaced the link (a reconnect joins with it). */
  token: string;
  joined: boolean;
  joinId: string | null;
  /** The server's retention of finished games, from its join answer (saved.ts). */
  retentionDays: number | null | undefined;
  readonly offline: () => void;
  readonly online: () => void;
};
let live: Live | null = null;

const emit = (l: Live, msg: ClientMessage) => l.socket.emit(MESSAGE_EVENT, msg);

function join(l: Live, whole = false): void {
  l.joinId = messageId('join');
  // 0 on the first join: the whole log so far. A version ahead of the server's (a restored backup)
  // is answered with the whole game too, which replaces this tab's (store/match.ts applyJoined).
  const since = whole ? 0 : (useStore.getState().view?.version ?? 0);
  emit(l, { type: 'join', id: l.joinId, room: l.room, token: l.token, since });
}

function receive(l: Live, msg: ServerMessage): void {
  const store = useStore.getState();
  switch (msg.type) {
    case 'joined':
      l.joined = true;
      l.retentionDays = msg.retentionDays;
      tokenWorks(l.room);
      store.applyJoined(msg);
      if (msg.status.result !== null) noteFinished(l.room, l.retentionDays);
      store.setConnection('connected');
      for (const sent of Object.values(useStore.getState().inFlight)) emit(l, { type: 'action', id: sent.id, version: sent.version, action: sent.action });
      return;
    case 'update':
      // An update that does not fit the view (one was missed, or a bad patch): join again, which
      // sends the current view and the events since this view's version.
      if (!store.applyUpdate(msg)) return join(l);
      // The acknowledgement of this seat's action rides in the update it made (no separate ack).
      if (msg.ack !== undefined) store.applyAck({ type: 'ack', id: msg.ack, version: msg.version, duplicate: false });
      if (msg.status.result !== null) noteFinished(l.room, l.retentionDays);
      return;
    case 'ack':
      store.applyAck(msg);
      return;
    case 'error':
      // A server from before issue 21 refused a join ahead of its game: ask for the whole game.
      if (msg.id !== null && msg.id === l.joinId && msg.code === 'STALE_VERSION') return join(l, true);
      store.applyError(msg);
      // A refused join will not succeed by retrying: the link is wrong or the room cannot load.
      if (msg.id !== null && msg.id === l.joinId) {
        l.socket.disconnect();
        store.setConnection('offline');
        // The server does not know this link (a wrong one, a removed game, a replaced link): not one of "your games".
        // (The room stays if this browser holds another link for it: a newer one, or the one a wrong link replaced.)
        if (msg.code === 'BAD_TOKEN') {
          linkRefused(l.room, l.token);
          store.setLink('bad');
        }
      }
      return;
    case 'status':
      store.applyStatus(msg);
      if (msg.status.result !== null) noteFinished(l.room, l.retentionDays);
      return;
    case 'newLink':
      // This page replaced a link: its own seat's now opens only with the new token (here and on reload).
      if (msg.link === store.viewer) {
        l.token = msg.token;
        rememberToken(l.room, msg.token);
      }
      store.linkMade({ room: msg.room, link: msg.link, token: msg.token });
      return;
    case 'seatControl':
      store.applySeatControl(msg);
      return;
    case 'linkReplaced':
      // Replaced from another tab or device: this page no longer holds the seat and must not come back with the old link.
      store.setLink('replaced');
      disconnect();
      return;
    default: {
      const never: never = msg;
      return never;
    }
  }
}

/** Trying again: 'offline' while the browser itself has no network. */
const lost = () => (navigator.onLine === false ? 'offline' : 'reconnecting');

/** Open the connection for `room` (closing any other) and join it with `token`. */
export function connect(room: string, token: string, url?: string): void {
  disconnect();
  const store = useStore.getState();
  store.enterRoom(room);
  store.setLink('ok');
  store.linkMade(null);
  store.setConnection('connecting');
  // Same origin in the page; `url` for tests. The room in the query (sent with every request of the
  // session) lets several server processes route all of a room's connections to one (docs/hosting.md).
  const query = { room };
  const socket = url === undefined ? io({ reconnectionDelayMax: 5_000, query }) : io(url, { reconnectionDelayMax: 500, transports: ['websocket'], query });
  // The browser knows first when the network is gone; socket.io keeps trying and rejoins after.
  const offline = () => useStore.getState().setConnection('offline');
  // Back online with the socket still joined (it never noticed): connected again.
  const online = () => {
    if (l.joined && socket.connected) useStore.getState().setConnection('connected');
  };
  const l: Live = { socket, room, token, joined: false, joinId: null, retentionDays: undefined, offline, online };
  live = l;
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  socket.on('connect', () => join(l));
  socket.on(MESSAGE_EVENT, (msg: ServerMessage) => receive(l, msg));
  socket.on('disconnect', (reason) => {
    l.joined = false;
    if (live !== l || reason === 'io client disconnect') return; // we closed it ourselves
    // The server closed us (an idle or misbehaving connection): come back by ourselves.
    if (reason === 'io server disconnect') socket.connect();
    useStore.getState().setConnection(lost());
  });
  socket.on('connect_error', () => {
    if (live === l) useStore.getState().setConnection(socket.active ? lost() : 'offline');
  });
}

export function disconnect(): void {
  if (live === null) return;
  const l = live;
  live = null;
  window.removeEventListener('offline', l.offline);
  window.removeEventListener('online', l.online);
  l.socket.removeAllListeners();
  l.socket.disconnect();
  useStore.getState().setConnection('offline');
}

/** Send one of the seat's listed options, made against the version on screen. */
export function sendAction(action: Action): void {
  const { view, viewer, actionSent } = useStore.getState();
  if (view === null || viewer === 'spectator' || live === null) return;
  const sent = { id: messageId('act'), version: view.version, action };
  actionSent(sent);
  if (live.joined) emit(live, { type: 'action', ...sent });
  // Not joined (reconnecting): the join's answer sends it.
}

export function requestRematch(): void {
  if (live?.joined) emit(live, { type: 'rematch', id: messageId('rematch') });
}

export function declineRematch(): void {
  if (live?.joined) emit(live, { type: 'declineRematch', id: messageId('decline') });
}

export function claimWin(): void {
  if (live?.joined) emit(live, { type: 'claim', id: messageId('claim') });
}

/** Replace this seat's invite link (`seat`: its own) or the spectators' ('spectator'); the answer brings the new link (store `newLink`). */
export function replaceLink(link: number | 'spectator'): void {
  if (!live?.joined) return;
  emit(live, link === 'spectator' ? { type: 'replaceSpectatorLink', id: messageId('link') } : { type: 'replaceLink', id: messageId('link'), seat: link });
}

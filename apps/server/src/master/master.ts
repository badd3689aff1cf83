import { applyAction, type SeatId, type Viewer } from '@senjutsu/engine';
import type { ErrorCode, RoomSetup } from '@senjutsu/protocol';
import { defaultContent } from '../content';
import { currentRecord, ROOM_FORMAT, tokenHashes, type LogEntry, type RoomRecord } from '../storage/storage';
import { hashToken, newRoomId, newSeed, newToken } from '../tokens';
import { afterAction, outOfTime, runningSeats } from './clock';
import { joinedMessage, publicEvents, spectatorView, statusOf, updateMessage } from './outgoing';
import { ackMessage, errorMessage, type ActionMessage, type Actor, type Answer, type Created, type CreateError, type MasterDeps, type Rejoin } from './deps';
import { holdsLink, replaceLink } from './links';
import { dueRooms, newExpiry, removeRooms } from './expiry';
import { claimRefusal, coalescer, firstJoin, markJoined, noteConnection, type Departure } from './presence';
import { openRoom, priorAction, rememberAction, rulesResult, seatViews, type LiveRoom } from './room';
import { restoreRoom, takeSnapshot } from './snapshot';
import { clockPastHold, heldUntil, holdOf, noteWindow, withHold } from './hold';
import type { ReplayBuild } from './replay';
import { replayThread } from './replay-thread';
import { absences, computerTurns, type ComputerTurn } from '../computer/turns';
import { handBack, takenOver, takeOver } from '../computer/control';

// The master (boardgame.io's split, style.md §2.10): one work queue per room, seat checks, the
// game version, the engine, storage before acknowledgement, then the transport. It never touches
// a socket or a file itself, so it is tested with in-memory storage and a spy transport.

export type { ActionMessage, Actor, ComputerHooks, Created, CreateError, MasterDeps, Rejoin, Transport } from './deps';

export function createMaster(deps: MasterDeps) {
  const { storage, transport, logger, now } = deps;
  const seed = deps.newSeed ?? newSeed;
  const content = deps.content ?? defaultContent();
  const rooms = new Map<string, LiveRoom>();
  /** Rooms whose stored log could not be replayed, and why. */
  const unavailable = new Map<string, string>();
  /** Rooms kept only in storage (finished ones, and live ones not joined since the start); a join reads one. */
  const unloaded = new Set<string>();
  /** The live ones among them: they count against `maxRooms`. */
  const resting = new Set<string>();
  /**
   * The token hashes of rooms not in memory (unloaded or unavailable), where known: a wrong link
   * to such a room is answered BAD_TOKEN like a wrong link to any room, so no answer tells that
   * a room exists.
   */
  const tokensOf = new Map<string, readonly string[]>();
  const reloading = new Map<string, Promise<LiveRoom | null>>();
  /** A shared storage: rooms another process held the lease of when this one tried to read them, and which. */
  const elsewhere = new Map<string, string>();
  /** Rooms in memory that no seat has joined (a spectator is watching one): they do not count against `maxRooms`. */
  const unjoinedInMemory = new Set<string>();
  /** Of the rooms kept only in storage: those no seat has joined (their creation time), and finished ones (their last entry's time). */
  const expiry = newExpiry();
  const ttlMs = deps.unjoinedRoomTtlMs ?? 24 * 3600_000;
  const retentionMs = deps.retentionMs ?? 0;
  let sweeping = false;
  /** Only rooms a seat has joined count against the cap (issue 21): creating rooms nobody joins cannot fill it. */
  const full = () => rooms.size - unjoinedInMemory.size + resting.size >= deps.maxRooms;
  const roomLimit = { code: 'ROOM_LIMIT', message: 'The server holds as many rooms as it may.' } as const;
  const unloadAfterMs = deps.unloadFinishedAfterMs ?? 10 * 60_000;
  const snapshotEvery = deps.snapshotEvery ?? 32;
  const downtimes = deps.downtimes ?? [];
  const wait = deps.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  /** Finished games' replays built or being built (they never change), the most recent last; a few are kept. */
  const replays = new Map<string, Promise<ReplayBuild>>();
  /** Builds them off the event loop (replay-thread.ts). */
  const replayBuilder = replayThread();

  const viewersOf = (room: LiveRoom): Viewer[] => [...room.record.seatTokens.map((_, seat) => seat), 'spectator'];

  function broadcastStatus(room: LiveRoom): void {
    presence.sent(room);
    const status = statusOf(room, now());
    transport.broadcast(room.id, viewersOf(room), () => ({ type: 'status', status }));
  }
  const presence = coalescer<LiveRoom>(deps.presenceDelayMs ?? 0, broadcastStatus, (room) => rooms.get(room.id) === room);
  /** Issue 26: the room may need the computer now (a new version, read back, a seat came or went). */
  const changed = (room: LiveRoom): void => deps.computer?.changed(room.id);
  /** Tell every connection of the room `message`, then the room's status. */
  const tell = (room: LiveRoom, message: Answer): void => {
    transport.broadcast(room.id, viewersOf(room), () => message);
    broadcastStatus(room);
  };
  const control = { append: (room: LiveRoom, entry: LogEntry, id: string) => append(room, entry, id), tell, logger, now };

  /** Run `work` after everything queued before it in this room; a throw is a bug, answered INTERNAL. */
  function enqueue(room: LiveRoom, id: string | null, work: () => Promise<Answer>): Promise<Answer> {
    room.busy++;
    const run = room.queue
      .then(work)
      .catch((e: unknown) => {
        logger.error({ err: e, room: room.id }, 'bug while handling a message');
        return errorMessage(id, 'INTERNAL', 'The server failed to handle this message.');
      })
      .finally(() => room.busy--);
    room.queue = run;
    return run;
  }

  async function append(room: LiveRoom, entry: LogEntry, id: string): Promise<Answer | null> {
    const stored = await storage.append(room.id, entry, room.entries);
    if (stored.ok) {
      room.entries++;
      unjoinedInMemory.delete(room.id); // any entry means a seat has joined (the first is `joined`)
      return null;
    }
    logger.error({ room: room.id, error: stored.error }, 'storage refused an entry');
    // Another process plays it now; or the entry may have been written after all, and the room's
    // memory is read again from storage (the truth) rather than left one entry behind it.
    if (stored.error.fenced || stored.error.owner !== undefined || stored.error.uncertain) evict(room.id);
    return errorMessage(id, 'STORAGE_FAILED', 'The server could not store this; nothing changed. Try again.');
  }

  async function addRoom(record: RoomRecord): Promise<{ ok: true } | { ok: false; error: CreateError }> {
    if (full()) return { ok: false, error: roomLimit };
    // Checks the setup; the game is made again at the first join: until then the room is only stored.
    const opened = openRoom(record, now(), content);
    if (!opened.ok) {
      const { code, message, rule } = opened.error;
      const known = code === 'UNKNOWN_CONTENT' || code === 'INVALID_DECK' ? code : 'INVALID_CONFIG';
      return { ok: false, error: rule === undefined ? { code: known, message } : { code: known, message, rule } };
    }
    const stored = await storage.create(record);
    if (!stored.ok) {
      logger.error({ room: record.room, error: stored.error }, 'storage refused a room');
      return { ok: false, error: { code: 'STORAGE_FAILED', message: 'The server could not store the room.' } };
    }
    shelveUnjoined(record);
    logger.info({ room: record.room, seats: record.setup.seats.map((s) => s.character), previous: record.previous }, 'room created');
    return { ok: true };
  }

  /** Store `seat`'s first join (once), then tell the room: its clock may have started. A failed write is tried again at the next join. */
  async function storeJoin(room: LiveRoom, seat: SeatId): Promise<Answer> {
    const at = now();
    if (!firstJoin(room, seat)) return ackMessage('join', room.state.version, true);
    const refused = await append(room, { kind: 'joined', seat, at }, 'join');
    if (refused !== null) return refused;
    markJoined(room, seat, at);
    broadcastStatus(room);
    changed(room); // the computer starts once every person has come
    return ackMessage('join', room.state.version, false);
  }

  /**
   * A shared storage (Redis) gave the room to another process (this one lost its lease), or may
   * hold an entry this memory lacks (a write left unanswered): the room leaves memory unwritten; a
   * later message reads it again or is served by its new owner.
   */
  function evict(roomId: string): void {
    const room = rooms.get(roomId);
    if (room === undefined) return;
    rooms.delete(roomId);
    unjoinedInMemory.delete(roomId);
    unloaded.add(roomId);
    tokensOf.set(roomId, tokenHashes(room.record));
    logger.warn({ room: roomId }, 'room left memory: another process holds its lease, or storage may hold more of it');
  }

  /** A room no seat has joined: kept only in storage (its links' hashes in memory) until its first join or its expiry. */
  function shelveUnjoined(record: RoomRecord): void {
    unloaded.add(record.room);
    tokensOf.set(record.room, tokenHashes(record));
    expiry.unjoined.set(record.room, record.createdAt);
  }

  /**
   * The first join of any seat to a room no seat has joined: refused when the cap is reached, else
   * the seat's `joined` entry is stored (storeJoin), so the room never expires and counts against
   * the cap from now on.
   */
  async function admitSeat(room: LiveRoom, seat: SeatId): Promise<{ ok: false; code: ErrorCode; message: string } | null> {
    if (!unjoinedInMemory.has(room.id)) return null;
    if (full()) return { ok: false, code: 'ROOM_UNAVAILABLE', message: 'The server holds as many games as it may; try again later.' };
    const stored = await enqueue(room, null, () => storeJoin(room, seat));
    if (stored.type === 'error') return { ok: false, code: 'STORAGE_FAILED', message: 'The server could not store your arrival; try again.' };
    unjoinedInMemory.delete(room.id);
    return null;
  }

  /** A room read back from storage (from its snapshot and the log after it); one read however many joins wait for it. */
  function reload(roomId: string): Promise<LiveRoom | null> {
    if (!unloaded.has(roomId)) return Promise.resolve(null);
    let pending = reloading.get(roomId);
    if (pending === undefined) {
      pending = (async () => {
        const stored = await storage.read(roomId);
        if (!stored.ok && stored.error.owner !== undefined) {
          elsewhere.set(roomId, stored.error.owner);
          return null; // stays unloaded: its owner plays it
        }
        if (!stored.ok && stored.error.damaged !== true) {
          logger.error({ room: roomId, error: stored.error }, 'stored room cannot be read back');
          return null; // stays unloaded: a later join tries again
        }
        const replayed = stored.ok ? restoreRoom(stored.value, now(), content, logger, downtimes) : { ok: false as const, error: stored.error };
        unloaded.delete(roomId);
        resting.delete(roomId);
        expiry.unjoined.delete(roomId);
        expiry.finished.delete(roomId);
        if (!replayed.ok) {
          unavailable.set(roomId, replayed.error.message); // its tokens stay known: a wrong link is still BAD_TOKEN
          logger.error({ room: roomId, message: replayed.error.message }, 'stored room cannot be replayed');
          return null;
        }
        tokensOf.delete(roomId);
        rooms.set(roomId, replayed.value);
        if (replayed.value.entries === 0) unjoinedInMemory.add(roomId);
        changed(replayed.value); // a computer seat the game waits on thinks again (issue 26)
        return replayed.value;
      })().finally(() => reloading.delete(roomId));
      reloading.set(roomId, pending);
    }
    return pending;
  }

  /** Apply `seat`'s action in the room's queue: at most once, stored before it is acknowledged, then broadcast. */
  function applyOne(room: LiveRoom, seat: SeatId, msg: ActionMessage, by: Actor): Promise<Answer> {
    return enqueue(room, msg.id, async () => {
      const prior = priorAction(room, seat, msg.id, msg.action);
    if (prior !== undefined) {
      return prior.same
        ? ackMessage(msg.id, prior.version, true)
        : errorMessage(msg.id, 'ACTION_ID_REUSED', `Action id ${msg.id} was already used for another action.`);
    }
    // Issue 26: a seat is played by its person or by the computer, never both at once.
    if (((room.computer[seat] ?? null) !== null) !== (by === 'computer')) {
      return errorMessage(msg.id, 'NOT_YOUR_DECISION', by === 'computer' ? `Seat ${seat}'s player has the seat again.` : `The computer plays seat ${seat} now.`);
    }
    if (room.result !== null) return errorMessage(msg.id, 'GAME_OVER', 'The game is over.');
    const version = room.state.version;
    // The action must be made against the current version, or against an older one at which
    // this seat already faced the very decision it faces now (the other seats' simultaneous
    // choices change nothing for it).
    if (msg.version > version || msg.version < room.decisionSince[seat]!) {
      return errorMessage(msg.id, 'STALE_VERSION', `The game is at version ${version}; this action was made against version ${msg.version}.`);
    }
    const applied = applyAction(room.state, seat, msg.action);
    if (!applied.ok) return errorMessage(msg.id, applied.error.code, applied.error.message, applied.error.rule);
    const at = now();
    const clockSetup = room.record.setup.clock;
    const clock = room.clock === null || clockSetup === null ? null : afterAction(room.clock, runningSeats(room.clock, room.waiting, false), seat, clockSetup.incrementSeconds * 1000, at);
    const entry: LogEntry = { kind: 'action', seat, id: msg.id, action: msg.action, at, clock: clock?.remaining.slice() ?? null };
    const refused = await append(room, entry, msg.id);
    if (refused !== null) return refused;
    // Stored: commit (synchronously), then tell everyone.
    room.state = applied.value.state;
    room.history.push(applied.value.events);
    rememberAction(room, seat, msg.id, msg.action, room.state.version);
    room.clock = clock;
    if (room.joined[seat] === false) markJoined(room, seat, at); // as the replay does (room.ts noteEntry)
    room.result = rulesResult(room.state);
    const views = seatViews(room);
    noteWindow(room, at); // OP-68: a window opened now is held from now, and no bank runs in its hold
    room.clock = clockPastHold(room, room.clock);
    const events = publicEvents(applied.value.events, logger, deps.validateOutgoing ?? false);
    const status = statusOf(room, at);
    presence.sent(room); // the update carries the room's status, presence included
    transport.broadcast(room.id, viewersOf(room), (viewer) =>
      updateMessage(room, viewer, viewer === 'spectator' ? spectatorView(room.state) : views[viewer]!, events, status, viewer === seat ? msg.id : undefined),
    );
    changed(room);
    if (room.result !== null) {
      logger.info({ room: room.id, result: room.result, version: room.state.version }, 'game over');
      // Lets a starting server leave this room unread; without it (a failed write) it is replayed.
      const marked = await append(room, { kind: 'over', winners: room.result.winners, at }, msg.id);
      if (marked !== null) logger.warn({ room: room.id }, 'the end of the game could not be marked in storage');
    } else if (snapshotEvery > 0 && room.state.version - room.snapshotVersion >= snapshotEvery) takeSnapshot(storage, room, entry, logger);
    return ackMessage(msg.id, room.state.version, false);
    });
  }

  return {
    /** The content this master's rooms are made of. */
    content,

    /** Resume the stored rooms (a starting server): those read whole now, those left unread at their first join. */
    async load(): Promise<{ rooms: number; resting: number; finished: number; unjoined: number; unavailable: number; actions: number }> {
      const loaded = await storage.load();
      for (const [room, hashes] of loaded.tokens ?? []) tokensOf.set(room, hashes);
      let actions = 0;
      for (const { room, message } of loaded.broken) {
        unavailable.set(room, message);
        logger.error({ room, message }, 'stored room unreadable');
      }
      for (const room of loaded.finished) {
        unloaded.add(room); // read when someone comes back to it
        expiry.finished.set(room, loaded.finishedAt?.get(room) ?? now());
      }
      for (const { room, createdAt } of loaded.unjoined ?? []) {
        unloaded.add(room); // its tokens came with `loaded.tokens`
        expiry.unjoined.set(room, createdAt);
      }
      for (const room of loaded.live ?? []) [unloaded, resting].forEach((set) => set.add(room)); // read at its first join
      for (const stored of loaded.rooms) {
        if (stored.entries.length === 0) {
          shelveUnjoined(stored.record);
          continue;
        }
        const replayed = restoreRoom(stored, now(), content, logger, downtimes);
        if (replayed.ok) {
          actions += replayed.value.state.version;
          if (replayed.value.result === null) {
            rooms.set(stored.record.room, replayed.value);
            changed(replayed.value);
          }
          else {
            unloaded.add(stored.record.room); // finished: read again if someone comes back
            tokensOf.set(stored.record.room, tokenHashes(replayed.value.record));
            expiry.finished.set(stored.record.room, stored.entries.at(-1)?.at ?? stored.record.createdAt);
          }
        } else {
          unavailable.set(stored.record.room, replayed.error.message);
          tokensOf.set(stored.record.room, tokenHashes(currentRecord(stored.record, stored.entries)));
          logger.error({ room: stored.record.room, message: replayed.error.message }, 'stored room cannot be replayed');
        }
      }
      return { rooms: rooms.size, resting: resting.size, finished: expiry.finished.size, unjoined: expiry.unjoined.size, unavailable: unavailable.size, actions };
    },

    /** A new room, with a fresh secret token per seat and one for spectators. */
    async createRoom(setup: RoomSetup): Promise<{ ok: true; value: Created } | { ok: false; error: CreateError }> {
      const seatTokens = setup.seats.map(() => newToken());
      const spectatorToken = newToken();
      const record: RoomRecord = {
        kind: 'room', format: ROOM_FORMAT, room: newRoomId(), createdAt: now(), setup: withHold(setup, deps.windowHoldMs), seed: seed(setup),
        seatTokens: seatTokens.map(hashToken), spectatorToken: hashToken(spectatorToken), previous: null,
      };
      const added = await addRoom(record);
      return added.ok ? { ok: true, value: { room: record.room, seatTokens, spectatorToken } } : added;
    },

    /** Who a token makes its holder in a room (reading a finished room back into memory if need be). */
    async authenticate(roomId: string, token: string): Promise<{ ok: true; viewer: Viewer } | { ok: false; code: ErrorCode; message: string; owner?: string }> {
      const hash = hashToken(token);
      const badToken = { ok: false, code: 'BAD_TOKEN', message: 'No seat of this room answers to this link: it is wrong, or it was replaced by a new one.' } as const;
      // A shared storage: a room another process created is unknown here until its links are read.
      if (!rooms.has(roomId) && !tokensOf.has(roomId) && storage.links !== undefined) {
        const links = await storage.links(roomId);
        if (links !== null && !rooms.has(roomId)) {
          tokensOf.set(roomId, links);
          unloaded.add(roomId);
        }
      }
      // A room not in memory is read back only for a right link: a wrong one costs no reading.
      if (!rooms.has(roomId) && !tokensOf.get(roomId)?.includes(hash)) return badToken;
      elsewhere.delete(roomId);
      const room = rooms.get(roomId) ?? (await reload(roomId));
      if (room === null) {
        const owner = elsewhere.get(roomId);
        if (owner !== undefined) return { ok: false, code: 'ROOM_UNAVAILABLE', message: 'This room is played by another server process.', owner };
        // The link is right (checked above): now it may learn that the room exists.
        if (unavailable.has(roomId)) return { ok: false, code: 'ROOM_UNAVAILABLE', message: 'This room is stored but cannot be played on this server version.' };
        return { ok: false, code: 'ROOM_UNAVAILABLE', message: 'This room could not be read from storage just now; try again.' };
      }
      const seat = room.record.seatTokens.indexOf(hash);
      if (seat >= 0) return (await admitSeat(room, seat)) ?? { ok: true, viewer: seat };
      if (hash === room.record.spectatorToken) return { ok: true, viewer: 'spectator' };
      return badToken;
    },

    /**
     * Let finished rooms that nobody has been connected to for a while leave memory; they stay
     * stored and a join reads them back. Returns how many left.
     */
    unloadIdle(): number {
      const at = now();
      let count = 0;
      for (const room of rooms.values()) {
        if (room.busy > 0 || room.spectators > 0) continue;
        // A room no seat has joined leaves as soon as nobody watches it; a finished one after a while.
        const unjoined = unjoinedInMemory.has(room.id) && room.connections.every((c) => c === 0);
        const idle = unjoined || (room.result !== null && room.awaySince.every((since) => since !== null && at - since >= unloadAfterMs));
        if (!idle) continue;
        rooms.delete(room.id);
        unloaded.add(room.id);
        tokensOf.set(room.id, tokenHashes(room.record));
        void storage.release?.(room.id); // a shared storage: another process may take it now
        if (unjoined) {
          unjoinedInMemory.delete(room.id);
          expiry.unjoined.set(room.id, room.record.createdAt);
        } else expiry.finished.set(room.id, at); // its last entry is at most this old: retention counts from here
        count++;
      }
      if (count > 0) logger.info({ rooms: count, inMemory: rooms.size }, 'finished rooms unloaded');
      return count;
    },

    /**
     * Remove from storage the rooms no seat joined within the TTL and the finished games past
     * retention (never one in memory or being read). A join arriving meanwhile finds no room.
     */
    async sweep(): Promise<{ expired: number; retired: number }> {
      if (sweeping) return { expired: 0, retired: 0 };
      sweeping = true;
      try {
        return await removeRooms(dueRooms(expiry, now(), ttlMs, retentionMs), storage, logger, (room) => {
          if (rooms.has(room) || reloading.has(room) || !unloaded.has(room)) return false;
          unloaded.delete(room);
          tokensOf.delete(room);
          expiry.unjoined.delete(room);
          expiry.finished.delete(room);
          return true;
        });
      } finally {
        sweeping = false;
      }
    },

    /**
     * The answer to a join: current view and the events after `since`. `rejoin`: the connection
     * is already in the room as this viewer and has the view of that version; it gets the view
     * again only once the game has moved on (a join repeated in a loop costs a short error), and
     * it does not count against the spectator limit again. A `since` ahead of the game is answered
     * like a first join (the whole game), never refused.
     */
    joined(roomId: string, viewer: Viewer, id: string, since: number | undefined, rejoin?: Rejoin): Answer {
      const room = rooms.get(roomId);
      if (room === undefined) return errorMessage(id, 'ROOM_UNAVAILABLE', 'This room is not open.');
      // A client ahead of the game saw versions this server no longer has (a backup was restored):
      // it gets the whole game as a first join does, and replaces what it holds (issue 21).
      if (since !== undefined && since > room.state.version) since = 0;
      if (rejoin !== undefined && rejoin.version === room.state.version) {
        return errorMessage(id, 'ALREADY_JOINED', `This connection already has the view of version ${room.state.version}.`);
      }
      if (viewer === 'spectator' && rejoin === undefined && room.spectators >= (deps.maxSpectators ?? Number.POSITIVE_INFINITY)) {
        return errorMessage(id, 'SPECTATOR_LIMIT', `This room already has ${room.spectators} spectators, as many as this server allows.`);
      }
      const joined = joinedMessage(room, viewer, id, since, statusOf(room, now()), logger, deps.validateOutgoing ?? false);
      if (joined.type !== 'joined') return joined;
      const hold = holdOf(room.record.setup); // OP-68: every player is told the room's hold, 0 (no protection) included
      return { ...joined, ...(deps.retentionDays === undefined ? {} : { retentionDays: deps.retentionDays }), ...(hold === null ? {} : { windowHoldMs: hold }) };
    },

    /** Replace `link` (the seat's own, or the spectators') of a room: the answer carries the new token. */
    replaceLink(roomId: string, seat: SeatId, link: Viewer, id: string): Promise<Answer> {
      const room = rooms.get(roomId);
      if (room === undefined) return Promise.resolve(errorMessage(id, 'ROOM_UNAVAILABLE', 'This room is not open.'));
      return enqueue(room, id, () => replaceLink({ append, logger, now }, room, seat, link, id));
    },

    /**
     * A finished game's replay (replay.ts) for whoever holds one of its links, seat or spectator: all
     * get the same public replay. A wrong link is NOT_FOUND, as for a room that does not exist, and
     * costs no reading.
     */
    async replay(roomId: string, token: string): Promise<ReplayBuild | { ok: false; code: 'NOT_FOUND' | 'STORAGE_FAILED'; message: string }> {
      const known = rooms.get(roomId)?.record;
      const hashes = known === undefined ? tokensOf.get(roomId) : tokenHashes(known);
      if (hashes === undefined || !hashes.includes(hashToken(token))) return { ok: false, code: 'NOT_FOUND', message: 'No game answers to this replay link.' };
      const cached = replays.get(roomId);
      if (cached !== undefined) return cached;
      const stored = await storage.read(roomId);
      if (!stored.ok) return { ok: false, code: 'STORAGE_FAILED', message: 'The game could not be read from storage just now; try again.' };
      const again = replays.get(roomId); // another request read it meanwhile: one build serves both
      if (again !== undefined) return again;
      const building = replayBuilder.build(stored.value, content.name);
      replays.set(roomId, building);
      if (replays.size > 16) replays.delete(replays.keys().next().value!);
      const built = await building;
      if (!built.ok) {
        if (replays.get(roomId) === building) replays.delete(roomId); // not over yet, or a failure: asked again later
        if (built.code === 'INTERNAL') logger.error({ room: roomId, message: built.message }, 'replay cannot be built');
      }
      return built;
    },

    /** Whether `token` still opens `viewer`'s place in a room in memory (a link may have been replaced since it was checked). */
    holdsLink(roomId: string, viewer: Viewer, token: string): boolean {
      const room = rooms.get(roomId);
      return room !== undefined && holdsLink(room, viewer, token);
    },

    /**
     * A connection of `viewer` opened (+1) or closed (-1; `how`: closed by its page, or lost). A
     * seat's first connection is stored (`joined`): the clock starts once every human seat has one.
     */
    presence(roomId: string, viewer: Viewer, delta: 1 | -1, how: Departure = 'left'): void {
      const room = rooms.get(roomId);
      if (room === undefined) return;
      if (viewer === 'spectator') room.spectators = Math.max(0, room.spectators + delta);
      else {
        noteConnection(room, viewer, delta, how, now());
        if (delta === 1 && firstJoin(room, viewer)) void enqueue(room, null, () => storeJoin(room, viewer));
        // Issue 26: a person whose seat the computer took over has it back as they return.
        if (delta === 1 && takenOver(room, viewer)) void enqueue(room, null, () => handBack(control, room, viewer)).then(() => changed(room));
        changed(room); // an absence starts or ends (the take-over's timer)
      }
      presence.soon(room);
    },

    /**
     * One action of `seat`: applied at most once, stored before it is acknowledged. A fresh
     * acknowledgement (not a duplicate) has already reached the seat's connections inside its
     * update (`ack`) when this resolves; the transport sends the returned one only to a
     * connection that asked for a callback.
     */
    act(roomId: string, seat: SeatId, msg: ActionMessage, by: Actor = 'player'): Promise<Answer> {
      const room = rooms.get(roomId);
      if (room === undefined) return Promise.resolve(errorMessage(msg.id, 'ROOM_UNAVAILABLE', 'This room is not open.'));
      // OP-68: an answer to a hidden-card window waits, unapplied, for the end of the window's hold.
      const early = heldUntil(room, seat) - now();
      if (early > 0) return wait(early).then(() => applyOne(room, seat, msg, by));
      return applyOne(room, seat, msg, by);
    },

    /** Issue 26: the decisions of the computer's seats the room waits on, each with its seat's view (computer/turns.ts). */
    computerTurns(roomId: string): ComputerTurn[] {
      const room = rooms.get(roomId);
      return room === undefined ? [] : computerTurns(room, content);
    },

    /** Issue 26: the seats of a room with `takeOver` whose people are away, and when the computer may take each over. */
    absences(roomId: string): { readonly seat: SeatId; readonly dueAt: number }[] {
      const room = rooms.get(roomId);
      return room === undefined ? [] : absences(room);
    },

    /** Issue 26: the computer takes `seat` over if it still may (stored, then everyone told); see computer/control.ts. */
    takeOver(roomId: string, seat: SeatId): Promise<Answer> {
      const room = rooms.get(roomId);
      if (room === undefined) return Promise.resolve(errorMessage('takeOver', 'ROOM_UNAVAILABLE', 'This room is not open.'));
      return enqueue(room, null, () => takeOver(control, room, seat)).then((answer) => {
        changed(room);
        return answer;
      });
    },


    /**
     * Claim the win: every opponent still fighting has come and is out of time (its clock ran only
     * once every seat had come) or away longer than the room allows.
     */
    claim(roomId: string, seat: SeatId, id: string): Promise<Answer> {
      const room = rooms.get(roomId);
      if (room === undefined) return Promise.resolve(errorMessage(id, 'ROOM_UNAVAILABLE', 'This room is not open.'));
      return enqueue(room, id, async () => {
        if (room.result !== null) return errorMessage(id, 'GAME_OVER', 'The game is over.');
        const at = now();
        const seats = spectatorView(room.state).seats;
        const team = seats[seat]!.team;
        const abandonMs = room.record.setup.abandonSeconds * 1000;
        const running = runningSeats(room.clock, room.waiting, false);
        const timedOut = (s: SeatId) => room.clock !== null && outOfTime(room.clock, running, s, at);
        const opponents = seats.filter((s) => s.team !== team && s.defeated === null).map((s) => s.seat);
        // Co-op (section 20): the automaton seats follow the humans'; they have no bank and no connection to lose.
        if (opponents.some((s) => s >= room.record.seatTokens.length)) {
          return errorMessage(id, 'CLAIM_NOT_ALLOWED', 'Automata never run out of time nor leave: a co-op game is played to its end.');
        }
        // Issue 26: the computer never leaves (it may still run out of time).
        // With `takeOver`, a player away long enough is replaced by the computer, not claimed against.
        const computerSeat = opponents.find((s) => ((room.computer[s] ?? null) !== null || room.record.setup.takeOver !== undefined) && !timedOut(s));
        if (computerSeat !== undefined) return errorMessage(id, 'CLAIM_NOT_ALLOWED', `The computer plays seat ${computerSeat} (or will, if its player stays away): it does not leave.`);
        const refusal = opponents.map((s) => claimRefusal(room, running, s, abandonMs, at)).find((r) => r !== null);
        if (refusal !== undefined) return errorMessage(id, 'CLAIM_NOT_ALLOWED', refusal);
        const winners = seats.filter((s) => s.team === team).map((s) => s.seat);
        const reason = opponents.every(timedOut) ? 'timeout' : 'abandoned';
        const refused = await append(room, { kind: 'claim', seat, winners, reason, at }, id);
        if (refused !== null) return refused;
        room.result = { winners, reason };
        logger.info({ room: room.id, result: room.result }, 'win claimed');
        broadcastStatus(room);
        return ackMessage(id, room.state.version, false);
      });
    },

    /**
     * Ask for a rematch; when every seat has asked, the rematch room opens for the same links. The
     * new room is a creation of `address` (the last to ask): its rate limit and the cap apply, and
     * a refusal leaves the request unrecorded, so asking again later works.
     */
    rematch(roomId: string, seat: SeatId, id: string, address = 'unknown'): Promise<Answer> {
      const room = rooms.get(roomId);
      if (room === undefined) return Promise.resolve(errorMessage(id, 'ROOM_UNAVAILABLE', 'This room is not open.'));
      return enqueue(room, id, async () => {
        if (room.result === null) return errorMessage(id, 'REMATCH_NOT_ALLOWED', 'A rematch can be asked for once the game is over.');
        // The computer's own seat (issue 26) never asks: the people decide.
        const seats = room.record.seatTokens.length - (room.record.setup.computer === undefined ? 0 : 1);
        const asked = room.rematch.requested.has(seat);
        if (room.rematch.room !== null || (asked && room.rematch.requested.size < seats)) return ackMessage(id, room.state.version, true);
        // Every seat has asked but no room is linked (its creation failed, or a crash or a backup
        // copy fell between the two writes): asking again creates it.
        const completes = asked || room.rematch.requested.size + 1 === seats;
        if (completes) {
          if (deps.creations !== undefined && !deps.creations.allow(address)) return errorMessage(id, 'RATE_LIMITED', 'Too many rooms created from this address; ask again in a little while.');
          if (full()) {
            deps.creations?.refused(address, 'cap');
            return errorMessage(id, 'REMATCH_NOT_ALLOWED', roomLimit.message);
          }
        }
        if (!asked) {
          const refused = await append(room, { kind: 'rematchRequested', seat, at: now() }, id);
          if (refused !== null) return refused;
          room.rematch.requested.add(seat);
          room.rematch.declined.delete(seat);
        }
        if (completes) {
          const record: RoomRecord = { ...room.record, format: ROOM_FORMAT, room: newRoomId(), createdAt: now(), seed: seed(room.record.setup), previous: room.id };
          const added = await addRoom(record);
          if (!added.ok) return errorMessage(id, added.error.code === 'ROOM_LIMIT' ? 'REMATCH_NOT_ALLOWED' : 'STORAGE_FAILED', added.error.message);
          const linked = await append(room, { kind: 'rematch', room: record.room, at: now() }, id);
          if (linked !== null) return linked;
          room.rematch.room = record.room;
        }
        broadcastStatus(room);
        return ackMessage(id, room.state.version, false);
      });
    },

    /** Turn down the rematch (the others see it); asking for it later takes that back. */
    declineRematch(roomId: string, seat: SeatId, id: string): Promise<Answer> {
      const room = rooms.get(roomId);
      if (room === undefined) return Promise.resolve(errorMessage(id, 'ROOM_UNAVAILABLE', 'This room is not open.'));
      return enqueue(room, id, async () => {
        if (room.result === null || room.rematch.room !== null) return errorMessage(id, 'REMATCH_NOT_ALLOWED', room.result === null ? 'The game is not over.' : 'The rematch has already started.');
        if (room.rematch.declined.has(seat)) return ackMessage(id, room.state.version, true);
        const refused = await append(room, { kind: 'rematchDeclined', seat, at: now() }, id);
        if (refused !== null) return refused;
        room.rematch.declined.add(seat);
        room.rematch.requested.delete(seat);
        broadcastStatus(room);
        return ackMessage(id, room.state.version, false);
      });
    },

    /** `resting`: live rooms not read since the start (counted in `playing` and `unloaded`, not in `rooms`). */
    stats(): { rooms: number; playing: number; unloaded: number; resting: number; unjoined: number; unavailable: number } {
      let playing = resting.size;
      for (const room of rooms.values()) if (room.result === null && !unjoinedInMemory.has(room.id)) playing++;
      return { rooms: rooms.size, playing, unloaded: unloaded.size, resting: resting.size, unjoined: expiry.unjoined.size + unjoinedInMemory.size, unavailable: unavailable.size };
    },

    evict,
    /** Whether a room is in this master's memory (a shared storage: this process plays it). */
    has: (roomId: string): boolean => rooms.has(roomId),

    /** Wait for every room's queue to drain (a stopping server). */
    async drain(): Promise<void> {
      presence.stop();
      await Promise.all([...rooms.values()].map((r) => r.queue));
      await replayBuilder.close();
    },
  };
}

export type Master = ReturnType<typeof createMaster>;

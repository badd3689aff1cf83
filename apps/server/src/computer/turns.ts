import { createHash } from 'node:crypto';
import type { CardLists } from '@senjutsu/ai';
import type { GameView, SeatId } from '@senjutsu/engine';
import type { ComputerLevel, RoomSetup, RulesetInfo } from '@senjutsu/protocol';
import type { Content } from '../content';
import type { LiveRoom } from '../master/live-room';
import { viewOf } from '../master/outgoing';

// What the computer must do in a room now (issue 26): the seats it plays that the game waits on,
// each with what a client of that seat would hold (its view, from outgoing.ts, the one door where
// game state becomes a message), and the seats away long enough to be taken over.

/** One decision of a computer seat, everything the thinking worker gets (and nothing more). */
export type ComputerTurn = {
  readonly room: string;
  readonly seat: SeatId;
  /** The game's version now, and the one since which the seat has faced this very decision (the other seat's choice may come in between). */
  readonly version: number;
  readonly since: number;
  readonly task: ThinkTask;
};

/** What a worker thread thinks about: the seat's view (its decisions listed in it), the room's ruleset, the level, a seed. */
export type ThinkTask = {
  readonly view: GameView;
  readonly rules: RulesetInfo;
  readonly level: ComputerLevel;
  /** Derived one way from the room's seed: the room's seed deals every hand and never leaves the master. */
  readonly seed: string;
  /** Its own card list (it knows its deck); the opponent's is left to the AI's default, the signature deck. */
  readonly lists: CardLists;
};

/**
 * The seed the computer plays `seat` with: a hash of the room's seed, so its choices are the same
 * every time the room is replayed, and nothing of the deal can be worked back from it.
 */
export const computerSeed = (roomSeed: string, seat: SeatId): string =>
  createHash('sha256').update(`senjutsu-computer:${roomSeed}:${seat}`).digest('base64url');

/** Per room setup (fixed for the room's life): the computer's card lists by seat, so the setup is resolved once, not at every decision. */
const listsOfSetup = new WeakMap<RoomSetup, Map<SeatId, CardLists>>();

/** The computer's own full card list for `seat` (deck, weapon, core card), as the setup made it. */
export function ownLists(room: LiveRoom, content: Content, seat: SeatId): CardLists {
  const setup = room.record.setup;
  let bySeat = listsOfSetup.get(setup);
  if (bySeat === undefined) listsOfSetup.set(setup, (bySeat = new Map()));
  const known = bySeat.get(seat);
  if (known !== undefined) return known;
  const config = content.gameConfig(setup, 'lists');
  const own = config.ok ? config.value.seats[seat] : undefined;
  const core = own === undefined ? undefined : content.ruleset.characters[own.character]?.coreCard;
  const lists = setup.seats.map((_, i) => (i === seat && own !== undefined && core !== undefined ? [...own.deck, ...(own.weapons ?? []), core] : undefined));
  bySeat.set(seat, lists);
  return lists;
}

/**
 * The computer's decisions the game waits on. None before every person has opened their link (as
 * the clocks, the game starts for the computer when its opponent came) nor once the game is over.
 */
export function computerTurns(room: LiveRoom, content: Content): ComputerTurn[] {
  if (room.result !== null || !room.joined.every(Boolean)) return [];
  const turns: ComputerTurn[] = [];
  room.computer.forEach((level, seat) => {
    if (level === null || (room.decisions[seat]?.length ?? 0) === 0) return;
    const view = viewOf(room, seat);
    if (view.decisions.length === 0) return;
    turns.push({ room: room.id, seat, version: view.version, since: room.decisionSince[seat] ?? view.version, task: { view, rules: room.ruleset, level, seed: computerSeed(room.record.seed, seat), lists: ownLists(room, content, seat) } });
  });
  return turns;
}

/**
 * Seats the computer may take over (the room's `takeOver`, duels only) and when: each person who
 * came and is away, while the game is played (in a duel a defeated seat has ended it).
 */
export function absences(room: LiveRoom): { readonly seat: SeatId; readonly dueAt: number }[] {
  if (room.record.setup.takeOver === undefined || room.result !== null) return [];
  const abandonMs = room.record.setup.abandonSeconds * 1000;
  const out: { seat: SeatId; dueAt: number }[] = [];
  room.awaySince.forEach((since, seat) => {
    if (since === null || room.computer[seat] !== null || room.joined[seat] !== true) return;
    out.push({ seat, dueAt: since + abandonMs });
  });
  return out;
}

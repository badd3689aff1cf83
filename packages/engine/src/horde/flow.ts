import { HORDE_BEHAVIOUR } from '@senjutsu/cards';
import { emit, type Ctx } from '../context';
import type { Action, Decision } from '../decisions';
import { addHex, DIRECTIONS, hexEquals, wrapDirection, type Direction, type Hex } from '../hex';
import { hexIsFree } from '../movement';
import { shuffled } from '../rng';
import { emitBecause, recordOf, setRecord } from '../solo/game';
import { SOLO_STUN } from '../solo/types';
import { newAutomaton } from '../solo/round';
import { characterOf, seatOf, withoutKey, type GameState, type SeatId } from '../state';
import { lordAttacked, lordOptions, placeLord } from './lord';
import { applyRecovery, beginLevelChange, recoveryDecision, runRecovery } from './reset';
import { emitHorde, HORDE_LETTERS, hordeCharacterId, hordeOf, setHorde, waveSeats, type HordeEventName, type HordeLetter, type HordeRank, type HordeState } from './state';
import { because } from '../reasons';

// The horde between rounds (section 22): at the start of each round, before the draw, the run moves
// on: the wave's automata enter where the player puts them (R-HORDE-8), a defeated wave brings the
// next (R-HORDE-3..6) or the level change (R-HORDE-RESET-*). The phase table (phases/table.ts) asks
// this module at `roundStart`; the victory check asks `hordeDefeats` before it ends a game.

/**
 * R-HORDE-8, OP-33, OP-82: the start hexes the next automaton may enter at, each with its letter
 * (distinct per wave). A start hex a figure or the lord stands on is not offered; only when no start
 * hex is free does each one left offer the free hex nearest it instead.
 */
export function entryOptions(s: GameState, h: HordeState): { letter: HordeLetter; hex: Hex }[] {
  const used = new Set(h.entered.map((e) => e.letter));
  const open = HORDE_LETTERS.filter((letter) => !used.has(letter));
  const free = open.filter((letter) => hexIsFree(s, h.starts[letter].hex));
  if (free.length > 0) return free.map((letter) => ({ letter, hex: h.starts[letter].hex }));
  const options: { letter: HordeLetter; hex: Hex }[] = [];
  for (const letter of open) {
    const hex = nearestFreeHex(s, h.starts[letter], options.map((o) => o.hex));
    if (hex !== undefined) options.push({ letter, hex });
  }
  return options;
}

/** OP-82: the free hex nearest `start` (not in `taken`); ties clockwise from the start hex's facing. */
function nearestFreeHex(s: GameState, start: { hex: Hex; facing: number }, taken: readonly Hex[]): Hex | undefined {
  const board = Object.keys(s.board).length;
  for (let radius = 1; radius <= board; radius++) {
    for (const x of ringClockwise(start.hex, radius, wrapDirection(start.facing))) {
      if (hexIsFree(s, x) && !taken.some((t) => hexEquals(t, x))) return x;
    }
  }
  return undefined;
}

/** The hexes at `radius` from `centre`, clockwise from the one straight ahead in direction `from`. */
function ringClockwise(centre: Hex, radius: number, from: Direction): Hex[] {
  const ring: Hex[] = [];
  let at = addHex(centre, { q: DIRECTIONS[from].q * radius, r: DIRECTIONS[from].r * radius });
  for (let side = 0; side < 6; side++) {
    const step = DIRECTIONS[wrapDirection(from + 2 + side)];
    for (let i = 0; i < radius; i++) {
      ring.push(at);
      at = addHex(at, step);
    }
  }
  return ring;
}

/** The decision the horde waits on at the start of a round, or none. */
export function hordeDecisions(s: GameState): Decision[] {
  const h = hordeOf(s);
  if (h === undefined) return [];
  const stage = h.stage;
  if (stage.kind === 'entering' && stage.queue.length > 0) {
    return [{ seat: 0, kind: 'placeFigure', rule: 'R-HORDE-8', options: entryOptions(s, h).map((o) => ({ kind: 'placeFigure', hex: o.hex })) }];
  }
  if (stage.kind === 'recovery') return recoveryDecision(s, stage.step);
  if (stage.kind === 'lord') return [{ seat: 0, kind: 'placeFigure', rule: 'R-HORDE-LORD-1', options: lordOptions(s).map((hex) => ({ kind: 'placeFigure', hex })) }];
  return [];
}

/** Apply the player's answer to the horde's decision (R-HORDE-8, R-HORDE-LORD-1, R-HORDE-RESET-6/7). */
export function applyHorde(ctx: Ctx, decision: Decision, action: Action): void {
  const h = hordeOf(ctx.s)!;
  if (decision.rule === 'R-HORDE-8' && action.kind === 'placeFigure' && h.stage.kind === 'entering') {
    const option = entryOptions(ctx.s as GameState, h).find((o) => hexEquals(o.hex, action.hex))!;
    enter(ctx, h.stage.queue[0]!, option.letter, option.hex);
    return;
  }
  if (h.stage.kind === 'lord' && action.kind === 'placeFigure') {
    placeLord(ctx, action.hex);
    return;
  }
  if (h.stage.kind === 'recovery' && action.kind === 'chooseOption') {
    applyRecovery(ctx, h.stage.step, action.option === 0);
    return;
  }
  throw new Error(`the horde has no ${decision.kind} decision now`);
}

/**
 * One automatic step of the horde before a round starts: 'waiting' on the player's decision,
 * 'moved' when the run moved on, 'ready' when the round may start.
 */
export function stepHorde(ctx: Ctx): 'waiting' | 'moved' | 'ready' {
  const h = hordeOf(ctx.s);
  if (h === undefined) return 'ready';
  const stage = h.stage;
  switch (stage.kind) {
    case 'fighting':
    case 'over':
      return 'ready';
    case 'lord':
      return lordOptions(ctx.s as GameState).length > 0 ? 'waiting' : (setHorde(ctx.s, { ...h, stage: { kind: 'entering', queue: waveSeats(h, 1) } }), 'moved'); // ruling H6
    case 'entering':
      if (stage.queue.length > 0) return entryOptions(ctx.s as GameState, h).length > 0 ? 'waiting' : (skipEntry(ctx, h), 'moved');
      setHorde(ctx.s, { ...h, stage: { kind: 'fighting' } });
      emitHorde(ctx, 'waveEntered', h.wave === 4 ? 'R-HORDE-6' : `R-HORDE-${h.wave + 2}`);
      return 'moved';
    case 'waveDefeated':
      if (h.wave < 4) setHorde(ctx.s, { ...h, wave: h.wave + 1, entered: [], stage: { kind: 'entering', queue: waveSeats(h, h.wave + 1) } });
      else beginLevelChange(ctx);
      return 'moved';
    case 'recovery':
      return runRecovery(ctx, stage.step) ? 'moved' : 'waiting';
  }
}

/** With no free hex left on the battlefield at all, the automaton waits for the next wave. */
function skipEntry(ctx: Ctx, h: HordeState): void {
  if (h.stage.kind !== 'entering') return;
  emitBecause(ctx, h.stage.queue[0]!, because('R-HORDE-8', 'horde.noStartHex'));
  setHorde(ctx.s, { ...h, stage: { kind: 'entering', queue: h.stage.queue.slice(1) } });
}

/**
 * R-HORDE-8..10, R-HORDE-7, OP-33, OP-85: the automaton enters at the chosen start hex, facing as
 * the data says, in aggressive stance, with the behaviour of its hex and the level's wound limit. It
 * is a new figure: no wound, stun, weakness or poison, every marker and state judged afresh
 * (Desperation from the level's wound limit, R-SOLO-EXP-12; stealth as its data says, R-STEALTH-2).
 * Its deck is the one it had, with its discard pile and played card shuffled back in (stun cards
 * back to the supply).
 */
function enter(ctx: Ctx, seat: SeatId, letter: HordeLetter, hex: Hex): void {
  const s = ctx.s;
  const h = hordeOf(s)!;
  const st = seatOf(s as GameState, seat);
  const record = recordOf(s, seat);
  for (const card of st.hand) s.cards = withoutKey(s.cards, card); // stun cards go back to the supply (OP-8)
  Object.assign(st, {
    character: hordeCharacterId(seat, record.automaton, h.level), hex, facing: h.starts[letter].facing,
    hand: [], play: null, selected: null, wounds: 0, bleeding: 0, weakness: [], defeated: null, instantUsed: false, extraPlayed: [],
  });
  st.stealthed = characterOf(s as GameState, seat).startsStealthed; // OP-85, R-STEALTH-2
  s.advantage = [...s.advantage.filter((x) => x !== seat), seat]; // ruling H4: an entering automaton takes the lowest place (R-SOLO-ADV-1)
  let deck: string[];
  [deck, s.rng] = shuffled(s.rng, [...record.deck, ...record.discard.map((d) => d.card), ...(record.drawn === null ? [] : [record.drawn])].filter((c) => c !== SOLO_STUN));
  const limit = h.level;
  const fresh = newAutomaton({ automaton: record.automaton, seat, deck, behaviour: HORDE_BEHAVIOUR[letter], stance: 'aggressive', woundLimit: limit }); // OP-85
  setRecord(s, fresh);
  const stage = h.stage.kind === 'entering' ? h.stage.queue.slice(1) : [];
  setHorde(s, { ...h, entered: [...h.entered, { seat, letter }], stage: { kind: 'entering', queue: stage } });
  emit(ctx, { kind: 'figurePlaced', seat, hex, facing: st.facing });
  emitBecause(ctx, seat, because('R-HORDE-10', 'horde.enters', { letter, behaviour: HORDE_BEHAVIOUR[letter], limit }));
}

/** R-HORDE-RANK-1..4: the rank a defeated wave or a completed level earns, if higher than the one held. */
function rankFor(h: HordeState): HordeRank | null {
  if (h.level === 1 && h.wave === 3) return 'wood';
  if (h.level === 1 && h.wave === 4) return 'steel';
  if (h.level === 2 && h.wave === 4) return 'gold';
  if (h.level === 3 && h.wave === 4) return 'jade';
  return null;
}
const RANK_RULE: Record<HordeRank, string> = { none: '', wood: 'R-HORDE-RANK-1', steel: 'R-HORDE-RANK-2', gold: 'R-HORDE-RANK-3', jade: 'R-HORDE-RANK-4' };

/**
 * Called by the victory check (victory.ts) after characters fell and before it ends the game: true
 * when the horde goes on (a wave fell, another comes), false when the ordinary end applies (the
 * player fell: the run ends with the rank earned; level 3 complete: the player wins).
 */
export function hordeDefeats(ctx: Ctx): boolean {
  const s = ctx.s;
  const h = hordeOf(s);
  if (h === undefined || h.stage.kind === 'over') return false;
  if (seatOf(s as GameState, 0).defeated !== null) return loseRun(ctx, 'the player is defeated');
  if (h.lord !== null && seatOf(s as GameState, h.lord.seat).defeated !== null) return loseRun(ctx, lordAttacked(s, ctx.events) ? 'an automaton attacked the fallen lord' : 'the fallen lord fell'); // R-HORDE-LORD-3, ruling H7
  if (h.stage.kind !== 'fighting' || h.entered.some((e) => seatOf(s as GameState, e.seat).defeated === null)) return false;
  emitHorde(ctx, 'waveDefeated', h.wave === 4 ? 'R-HORDE-11' : `R-HORDE-${h.wave + 2}`);
  const rank = rankFor(h);
  if (rank !== null) {
    setHorde(s, { ...h, rank });
    emitHorde(ctx, 'rankEarned', RANK_RULE[rank], rank);
  }
  if (h.wave === 4) emitHorde(ctx, 'levelCompleted', 'R-HORDE-11');
  if (h.wave === 4 && h.level === 3) return endRun(ctx, 'level 3 complete'); // R-HORDE-12: the player's team is the last standing
  setHorde(s, { ...hordeOf(s)!, stage: { kind: 'waveDefeated' } });
  return true;
}

/** The run is lost (the player fell, R-HORDE-LORD-3): the automata's side wins, whoever else still stands. */
function loseRun(ctx: Ctx, why: string): true {
  const s = ctx.s;
  endRun(ctx, why);
  s.winners = hordeOf(s)!.roster.map((r) => r.seat);
  s.flow = { at: 'over' };
  emit(ctx, { kind: 'gameOver', winners: s.winners });
  return true;
}

/**
 * After each step of the resolution: an automaton's attack that reached the lord loses the run
 * (R-HORDE-LORD-3); a game an automaton's side won by itself (the automated Yojimbo's contracts,
 * R-SOLO-EXP-18) ends the run as lost too (ruling H11, docs/horde.md).
 */
export function watchRun(ctx: Ctx): void {
  const h = hordeOf(ctx.s);
  if (h === undefined || h.stage.kind === 'over') return;
  if (ctx.s.winners !== null) endRun(ctx, 'an automaton fulfilled its contracts');
  else if (h.lord !== null && lordAttacked(ctx.s, ctx.events)) loseRun(ctx, 'an automaton attacked the fallen lord');
}

function endRun(ctx: Ctx, why: string): false {
  setHorde(ctx.s, { ...hordeOf(ctx.s)!, stage: { kind: 'over' } });
  emitHorde(ctx, 'runEnded', 'R-HORDE-12', why);
  return false;
}

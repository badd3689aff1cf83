import { nestedEffects, type Effect } from '@senjutsu/cards';
import { distance } from '../hex';
import { cardDef, characterOf, type Draft, type GameState, type SeatId } from '../state';
import { effectsOf, optionsOf } from './refs';

// R-ATTACK-1, OP-50: the golden rule's search plays an attacker's options forward until one of its
// attack effects reaches an opponent or the card's entry is over. In most searches none reaches
// (549 of 551 in the benchmark's real games, 1,967 of its 1,972 look-ahead applies), often because
// every opponent is too far. `cannotReach` says so without playing, only when it is sure:
//
// While the seat's entry resolves, a figure moves only by a step of a movement effect
// (movement.ts) or a push or pull of an attack (stages/follow-ups.ts). If every list that may still
// resolve in the entry is the seat's own (no other character's frames, attacks in progress or
// waiting block rests; no ally, automaton or horde), the opponents cannot move before the seat's
// attack reaches one of them: their counterattacks and block instants come only after an attack
// met them, which is reaching (R-ATTACK-2), and the search plays no card from the seat's hand. The
// seat moves at most the steps of every movement effect still ahead (all nested lists counted,
// large-battlefield steps at least 3), and its attacks reach at most their farthest diagram hex or
// their card's range. An opponent farther than both together cannot be reached on any line.

/** The farthest an attack effect reaches from its attacker (R-DIAG-2, R-RANGE-1), or Infinity. */
function reachOf(e: Effect, range: number | undefined): number {
  if (e.kind === 'attack') {
    let far = 0;
    for (const m of [...e.hexes, ...(e.extra?.hexes ?? [])]) far = Math.max(far, distance({ q: 0, r: 0 }, m.at));
    return far;
  }
  if (e.kind === 'targetedAttack') return range ?? 1; // R-RANGE-2, OP-41: adjacent without a range
  if (e.kind === 'initiativeAttack') return range ?? Infinity; // R-INITCMP-3
  return -1;
}

type Ahead = { steps: number; reach: number };

/** Add the steps and reach of a list's effects from `from` on, nested lists included. */
function scan(effects: readonly Effect[], from: number, range: number | undefined, core: boolean, into: Ahead): void {
  for (let i = from; i < effects.length; i++) {
    const e = effects[i]!;
    if (e.kind === 'move') {
      for (const p of e.parts) if (p.kind === 'step') into.steps += core ? Math.max(3, p.count) : p.count; // R-LARGEMAP-1
    }
    into.reach = Math.max(into.reach, reachOf(e, range));
    for (const nested of nestedEffects(e)) scan(nested, 0, range, core, into);
  }
}

/**
 * True only when no line of play of the seat's entry can reach an opponent (the search would find
 * none); false when it cannot tell.
 */
export function cannotReach(s: GameState, seat: SeatId): boolean {
  const flow = (s as Draft).flow; // read, never changed
  if (flow.at !== 'resolve' || s.solo !== undefined || s.horde !== undefined) return false;
  const me = s.seats[seat]!;
  if (me.hex === null) return false;
  for (let i = 0; i < s.seats.length; i++) if (i !== seat && s.seats[i]!.team === me.team && s.seats[i]!.defeated === null) return false; // an ally
  const entry = flow.order[flow.index];
  if (entry === undefined || entry.seat !== seat) return false;
  const coreCard = characterOf(s, seat).coreCard;
  const ahead: Ahead = { steps: 0, reach: -1 };
  for (const a of flow.attacks) {
    if (a.actor.seat !== seat) return false;
    // An attack already applied has reached or not; one still to apply may reach (OP-60).
    if (a.stage === 'target' || a.stage === 'fee' || a.stage === 'blockFees' || a.stage === 'apply') return false;
  }
  for (const f of flow.stack) {
    if (f.actor.seat !== seat) return false;
    const c = cardFacts(s, coreCard, f.actor.card);
    scan(effectsOf(s, f.effects), f.index, c.range, c.core, ahead);
  }
  const task = flow.task;
  if (task !== null) {
    if (task.seat !== seat) return false;
    const c = cardFacts(s, coreCard, topCard(flow) ?? entry.card);
    if (task.kind === 'move') {
      for (const p of task.parts) if (p.part.kind === 'step' && !p.closed) ahead.steps += Math.max(0, p.part.count - p.done);
    } else if (task.kind === 'or') {
      for (const o of optionsOf(s, task.options)) scan(o, 0, c.range, c.core, ahead);
    } else if (task.kind === 'optionalFee' || task.kind === 'discardDeck') scan(effectsOf(s, task.effects), 0, c.range, c.core, ahead);
  }
  const sections = cardDef(s, entry.card)?.sections;
  if (sections === undefined) return false;
  const c = cardFacts(s, coreCard, entry.card);
  for (let k = flow.section + 1; k < entry.sections.length; k++) {
    const section = sections[entry.sections[k]!];
    if (section === undefined) return false;
    scan(section.effects, 0, c.range, c.core, ahead);
  }
  for (const b of (s as Draft).blocks) {
    if (b.rest === null) continue;
    if (b.seat !== seat) return false;
    const r = cardFacts(s, coreCard, b.card);
    for (const f of b.rest) scan(effectsOf(s, f.effects), f.index, r.range, r.core, ahead);
  }
  if (ahead.reach < 0) return true; // no attack effect ahead
  for (let i = 0; i < s.seats.length; i++) {
    const st = s.seats[i]!;
    if (i === seat || st.defeated !== null || st.hex === null) continue;
    if (distance(me.hex, st.hex) <= ahead.steps + ahead.reach) return false;
  }
  return true;
}

/**
 * A card's range and whether it is the seat's core card (large-battlefield steps). A module
 * function, not a closure made per call: tsx and the profile's bundle name every closure they make
 * (`keepNames`), an Object.defineProperty each time, 0.7% of the engine's time here.
 */
const cardFacts = (s: GameState, coreCard: string, c: string) => ({ range: cardDef(s, c)?.range, core: s.cards[c] === coreCard });

const topCard = (flow: Extract<Draft['flow'], { at: 'resolve' }>): string | undefined => flow.stack[flow.stack.length - 1]?.actor.card;

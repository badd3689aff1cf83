import type { Card, Effect } from '@senjutsu/cards';
import type { Action, Decision } from '@senjutsu/engine';
import { cardEffects, cardWounds, distance, facingScore, flatten, hasMove, poseAfter, woundsOn } from './reach';
import type { Rng } from './rng';
import type { Table } from './table';

// The one-ply heuristics: the easy level (greedy: the best-scored option, ties by the seed) and
// the fast default policy of the playouts (the same scores, drawn in proportion at the Select
// step so that a playout does not always play the same card). Every choice is one of the listed
// options; what a score cannot tell apart is left to the generator.
//
// - Select: an attack that would wound the opponent from here (after its own steps and turns)
//   scores 10 per wound; a block while the opponent is within 2 hexes and could strike, 6; a card
//   with movement while not yet adjacent, 4; anything else 1. Focus fees cost 2 each (keep focus).
//   A stun card 0.5, but 5 two short of the hand limit and 30 one short (R-STUN-4 defeats there).
// - Movement: the step or turn that brings the card's attack onto the opponent and out of the
//   opponent's revealed attack still to come, else closer, else facing it.
// - A block's variable initiative: the opponent's revealed initiative (a block stops attacks at
//   its own initiative). A block fee: paid when the opponent's revealed attack reaches us.
// - Optional fees, -OR-, deck costs: what brings an attack onto the opponent; otherwise keep focus.
// - Counterattacks and instants are played; replacements and initiative fees declined.
// - Kamae: towards a focus point while focus is short, else the position the hand's cards ask for.

export type Mode = 'greedy' | 'sample';

type Scored = { action: Action; score: number };

const cardOf = (t: Table, number: string | undefined): Card | undefined => (number === undefined ? undefined : t.rules.cards[number]);

/** The Select score of one card for `t`'s seat. */
export function selectScore(t: Table, card: Card | undefined): number {
  // A stun card: played to get rid of it, the sooner the closer the stuns come to the hand limit (R-STUN-4).
  if (card === undefined) return t.me.stuns >= t.me.handLimit - 1 ? 30 : t.me.stuns >= t.me.handLimit - 2 ? 5 : 0.5;
  const me = t.me.pose;
  const foe = t.foe?.pose;
  let score = 1;
  if (me !== null && foe != null) {
    const far = distance(me.hex, foe.hex);
    const wounds = cardWounds(card, me, foe.hex);
    if (wounds > 0) score = 10 * wounds;
    else if (card.types.includes('block') && far <= 2 && facingScore(foe, me.hex) > 0) score = 6;
    else if (far > 1 && hasMove(card)) score = 4;
  }
  return Math.max(0.5, score - 2 * card.focusFee);
}

function pick(scored: readonly Scored[], mode: Mode, rng: Rng): Action {
  if (mode === 'sample') {
    // In proportion to the squared score: mostly the greedy choice, never always.
    const total = scored.reduce((n, s) => n + s.score * s.score, 0);
    let at = rng.next() * total;
    for (const s of scored) if ((at -= s.score * s.score) < 0) return s.action;
    return scored[scored.length - 1]!.action;
  }
  const best = Math.max(...scored.map((s) => s.score));
  const top = scored.filter((s) => s.score === best);
  return top[rng.int(top.length)]!.action;
}

const firstOf = (d: Decision, kind: string, match?: (o: Action) => boolean): Action | undefined =>
  d.options.find((o) => o.kind === kind && (match === undefined || match(o)));

/** The options without `undo` (a second thought, never a move of the game). */
const playable = (d: Decision): readonly Action[] => (d.options.length > 1 && d.options.at(-1)!.kind === 'undo' ? d.options.slice(0, -1) : d.options);

/** Whether the seat's revealed card would bring an attack onto the opponent from where it stands. */
function ownAttackReaches(t: Table, effects: (card: Card) => readonly Effect[]): boolean | undefined {
  const card = cardOf(t, t.me.play?.number);
  if (card === undefined || t.me.pose === null || !t.foe?.pose) return undefined;
  return woundsOn(effects(card), t.me.pose, t.foe.pose.hex, card.range) > 0;
}

/**
 * The opponent's revealed attack that is still to resolve after the seat's own card (a lower
 * initiative; an equal one may go either way, R-ROUND-RESOLVE-7), which a move should step out of.
 */
function pendingThreat(t: Table): Card | undefined {
  const theirs = cardOf(t, t.foe?.play?.number);
  if (theirs === undefined || !theirs.types.includes('attack') || t.me.play === null) return undefined;
  const [mine, their] = [t.me.play.initiative, t.foe!.play!.initiative];
  return mine === null || their === null || their <= mine ? theirs : undefined;
}

/**
 * What a Kamae node is worth to `t`'s seat: a position 2 for each card in hand that requires it
 * (R-KAMAE-5) and 1 for each Kamae effect of it; a focus point 3 while focus is short
 * (R-FOCUS-POINT-1) and the best position it leads on to.
 */
function kamaeScore(t: Table, node: string): number {
  const kamae = t.rules.characters[t.me.character]?.kamae;
  const kind = kamae?.nodes.find((n) => n.id === node)?.kind;
  if (kamae === undefined || kind === undefined) return 0;
  if (kind === 'focus') {
    // The ring goes on from a focus point at once (R-FOCUS-POINT-2): worth the focus and the best way out.
    const exits = kamae.paths.flatMap((p) => (p.from === node ? [p.to] : p.to === node && !p.oneWay ? [p.from] : [])).filter((n) => n !== node);
    return (t.me.focus < 3 ? 3 : 0) + Math.max(0, ...exits.map((n) => (kamae.nodes.find((x) => x.id === n)?.kind === 'focus' ? 0 : kamaeScore(t, n))));
  }
  let score = 0;
  for (const number of t.hand) {
    const card = t.rules.cards[number];
    if (card === undefined) continue;
    if (card.kamaeRequirement === kind) score += 2;
    for (const e of cardEffects(card)) if (e.kind === 'kamae' && e.position === kind) score += 1;
  }
  return score;
}

/** The heuristic choice for one decision of `t`'s seat. */
export function heuristicChoice(t: Table, d: Decision, rng: Rng, mode: Mode): Action {
  const options = playable(d);
  const me = t.me.pose;
  const foe = t.foe?.pose ?? null;
  if (options.length === 1) return options[0]!;
  switch (d.kind) {
    case 'select': {
      const scored = options.map((action) => ({ action, score: action.kind === 'select' ? selectScore(t, cardOf(t, t.numberOf(action.card))) : 0.5 }));
      return pick(scored, mode, rng);
    }
    case 'move': {
      if (me === null || foe === null) break;
      const card = cardOf(t, d.context.card ?? undefined);
      const effects = card === undefined ? [] : cardEffects(card);
      const threat = pendingThreat(t);
      const scored = options.map((action) => {
        const p = poseAfter(me, action as { kind: string; direction?: number; rotation?: 1 | -1 });
        const reach = effects.length > 0 && woundsOn(effects, p, foe.hex, card?.range, false) > 0 ? 100 : 0;
        const hit = threat === undefined ? 0 : 60 * Math.min(2, cardWounds(threat, foe, p.hex));
        return { action, score: 1000 + reach - hit - 10 * distance(p.hex, foe.hex) + facingScore(p, foe.hex) };
      });
      return pick(scored, 'greedy', rng);
    }
    case 'variableInitiative': {
      const own = cardOf(t, t.me.play?.number);
      const theirs = t.foe?.play;
      if (own?.types.includes('block') && theirs) {
        const def = cardOf(t, theirs.number);
        const value = theirs.initiative ?? (def?.initiative.kind === 'fixed' ? def.initiative.value : undefined);
        const match = firstOf(d, 'chooseInitiative', (o) => o.kind === 'chooseInitiative' && o.value === value);
        if (match !== undefined) return match;
      }
      break;
    }
    case 'blockFee': {
      const theirs = cardOf(t, t.foe?.play?.number);
      const threat = theirs !== undefined && me !== null && foe !== null && woundsOn(cardEffects(theirs), foe, me.hex, theirs.range) > 0;
      const choice = firstOf(d, 'payFee', (o) => o.kind === 'payFee' && o.pay === threat);
      if (choice !== undefined) return choice;
      break;
    }
    case 'attackFee':
    case 'optionalFee':
    case 'discardDeck': {
      const reaches = ownAttackReaches(t, cardEffects) ?? false;
      const choice = firstOf(d, 'payFee', (o) => o.kind === 'payFee' && o.pay === reaches);
      if (choice !== undefined) return choice;
      break;
    }
    case 'or': {
      const card = cardOf(t, t.me.play?.number);
      const or = card === undefined ? undefined : cardEffects(card).find((e): e is Extract<Effect, { kind: 'or' }> => e.kind === 'or');
      if (or !== undefined && me !== null && foe !== null) {
        const scored = options.map((action) => {
          const alternative = action.kind === 'chooseOption' ? (or.options[action.option] ?? []) : [];
          return { action, score: 1 + woundsOn(flatten(alternative), me, foe.hex, card?.range) };
        });
        return pick(scored, 'greedy', rng);
      }
      break;
    }
    case 'initiativeFee':
      return firstOf(d, 'payInitiativeFee', (o) => o.kind === 'payInitiativeFee' && !o.pay) ?? options[0]!;
    case 'replacement':
      return firstOf(d, 'keepCard') ?? options[0]!;
    case 'counter':
    case 'instant':
      return firstOf(d, 'playCard') ?? options[0]!;
    case 'placeFigure': {
      if (foe === null) break;
      const scored = options.map((action) => ({ action, score: action.kind === 'placeFigure' ? 100 - distance(action.hex, foe.hex) : 0 }));
      return pick(scored, 'greedy', rng);
    }
    case 'kamaePath':
    case 'kamaeFocusExit':
    case 'kamaeJump': {
      const scored = options.map((action) => ({ action, score: 'node' in action ? kamaeScore(t, action.node) : kamaeScore(t, t.me.kamae) }));
      return pick(scored, 'greedy', rng);
    }
    case 'rotation':
    case 'pushHex':
    default:
      break;
  }
  return options[rng.int(options.length)]!;
}

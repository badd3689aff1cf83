// An "engaged" player for the balance report (issue #4). Pure random legal play on a 70-hex board
// is mostly a race to an empty deck: the figures wander, few blows land, and the deck that draws
// least wins. This player is still random and still plays only listed options, but where the
// options allow it prefers to fight:
//
// - Select: it draws a card at random, weighted: an attack card that would reach the opponent
//   (from where it stands, or after the card's own steps and turns) weighs 10; while the opponent
//   stands within 2 hexes a block weighs 4; while it is not yet adjacent a card with steps or
//   turns weighs 4; any other legal card (a meditation, an attack that cannot reach) weighs 1.
// - Steps and turns: it takes the option that brings the attack of the card being resolved onto
//   the opponent, else the one that closes the distance, else the one that faces the opponent
//   most squarely (ties at random). It never runs away when it could stay.
// - A variable initiative of a block: the opponent's revealed initiative when the block can take
//   that value (a block stops only attacks at its own initiative); otherwise at random.
// - An "or" choice or an optional cost (a focus fee, the Ronin's deck burn): the option or the
//   payment that brings an attack onto the opponent, if one does; an attack's extra hexes are
//   paid for when one of them lands on the opponent (a wider sweep or a second wound); blocks'
//   extra hexes at random; counterattacks and instants are always played when offered.
// - Everything else (Kamae paths, draws, searches, pushes, tie order, targets...) at random.
//
// It reads only what a player sees: its own hand, the board, and the revealed cards.

import type { Card, Effect } from '../packages/cards/src/index';
import { rulesOf, type Action, type Decision, type GameState, type SeatId } from '../packages/engine/src/index';
import { absoluteDirection, distance, facingsToward, hexEquals, neighbour, toAbsolute, turnFacing, wrapDirection, type Facing, type Hex } from '../packages/engine/src/hex';
import { attackEffectOf, effectsOf, optionsOf } from '../packages/engine/src/resolve/refs';
import { nextRandom, seedRng, type RngState } from '../packages/engine/src/rng';
import { playout, type Playout } from '../packages/engine/src/testing/playout';
import { posesAfter } from '../packages/ai/src/reach'; // the poses one move effect can reach (steps keep their first direction, turns their way)

type Pose = { hex: Hex; facing: Facing };

const defOf = (s: GameState, card: string): Card | undefined => rulesOf(s).cards[s.cards[card] ?? ''];

/** The nearest opponent still on the board. */
function opponentOf(s: GameState, seat: SeatId): SeatId | undefined {
  const me = s.seats[seat]!;
  let best: SeatId | undefined;
  for (const [i, st] of s.seats.entries()) {
    if (i === seat || st.team === me.team || st.defeated !== null || st.hex === null || me.hex === null) continue;
    if (best === undefined || distance(me.hex, st.hex) < distance(me.hex, s.seats[best]!.hex!)) best = i;
  }
  return best;
}

/** Every effect of a list, nested ones included (Kamae, "or", fees, "if successful"...). */
function flatten(effects: readonly Effect[]): Effect[] {
  return effects.flatMap((e) => {
    if (e.kind === 'or') return [e, ...e.options.flatMap((o) => flatten(o))];
    if ('effects' in e) return [e, ...flatten(e.effects)];
    return [e];
  });
}

const cardEffects = (card: Card): Effect[] => flatten(card.sections.flatMap((sec) => sec.effects));

/** Whether an attack effect among `effects` would reach the opponent on `target` from `pose`. */
function attackReaches(effects: readonly Effect[], pose: Pose, target: Hex, range: number | undefined, extras = true): boolean {
  return effects.some((e) => {
    if (e.kind === 'attack') {
      const marks = [...e.hexes, ...(extras && e.extra ? e.extra.hexes : [])];
      return marks.some((m) => hexEquals(toAbsolute(pose.hex, pose.facing, m.at), target));
    }
    if (e.kind === 'targetedAttack') return distance(pose.hex, target) <= (range ?? 1);
    if (e.kind === 'initiativeAttack') return range === undefined || distance(pose.hex, target) <= range;
    return false;
  });
}

/** Whether playing `card` from `pose` could bring one of its attacks onto `target` (after its own movement). */
function cardReaches(card: Card, pose: Pose, target: Hex): boolean {
  const effects = cardEffects(card);
  let poses: Pose[] = [pose];
  for (const e of effects) if (e.kind === 'move') poses = poses.flatMap((p) => posesAfter(p, e.parts, target));
  return poses.some((p) => attackReaches(effects, p, target, card.range));
}

/** How squarely a pose faces the target: 2 straight ahead, 1 within the front arc, 0 otherwise. */
function facingScore(pose: Pose, target: Hex): number {
  const toward = facingsToward(pose.hex, target);
  if (toward.includes(pose.facing)) return 2;
  return toward.some((f) => f === wrapDirection(pose.facing + 1) || f === wrapDirection(pose.facing - 1)) ? 1 : 0;
}

type Weighted = { action: Action; weight: number };

function pickWeighted(options: readonly Weighted[], rng: RngState): [Action, RngState] {
  const total = options.reduce((n, o) => n + o.weight, 0);
  const [value, next] = nextRandom(rng);
  let at = (value / 4294967296) * total;
  for (const o of options) {
    if ((at -= o.weight) < 0) return [o.action, next];
  }
  return [options[options.length - 1]!.action, next];
}

/** Among the options with the highest score, one at random. */
function pickBest(options: readonly Action[], score: (a: Action) => number, rng: RngState): [Action, RngState] {
  const scores = options.map(score);
  const best = Math.max(...scores);
  const top = options.filter((_, i) => scores[i] === best);
  const [value, next] = nextRandom(rng);
  return [top[value % top.length]!, next];
}

function pickRandom(options: readonly Action[], rng: RngState): [Action, RngState] {
  const [value, next] = nextRandom(rng);
  return [options[value % options.length]!, next];
}

/** The effects of the card (or instant, counterattack, poison) being resolved now. */
function resolvingCard(s: GameState): Card | undefined {
  const flow = s.flow;
  if (flow.at !== 'resolve') return undefined;
  const card = flow.stack[flow.stack.length - 1]?.actor.card ?? flow.order[flow.index]?.card;
  return card === undefined ? undefined : defOf(s, card);
}

/** The engaged player's choice for one decision. */
export function engagedChoice(s: GameState, d: Decision, rng: RngState): [Action, RngState] {
  const me = s.seats[d.seat]!;
  const foe = opponentOf(s, d.seat);
  if (foe === undefined || me.hex === null) return pickRandom(d.options, rng);
  const target = s.seats[foe]!.hex!;
  const pose: Pose = { hex: me.hex, facing: me.facing };
  const far = distance(pose.hex, target);

  switch (d.kind) {
    case 'select': {
      const weighted = d.options.map((action): Weighted => {
        const def = action.kind === 'select' ? defOf(s, action.card) : undefined;
        if (def === undefined) return { action, weight: 1 }; // a stun card
        const effects = cardEffects(def);
        if (def.types.includes('attack') && cardReaches(def, pose, target)) return { action, weight: 10 };
        if (def.types.includes('block') && far <= 2) return { action, weight: 4 };
        if (far > 1 && effects.some((e) => e.kind === 'move')) return { action, weight: 4 };
        return { action, weight: 1 };
      });
      return pickWeighted(weighted, rng);
    }
    case 'move': {
      const card = resolvingCard(s);
      const attacks = card === undefined ? [] : cardEffects(card);
      const after = (a: Action): Pose => {
        if (a.kind === 'step') return { hex: neighbour(pose.hex, absoluteDirection(pose.facing, wrapDirection(a.direction))), facing: pose.facing };
        if (a.kind === 'turn') return { hex: pose.hex, facing: turnFacing(pose.facing, a.rotation) };
        return pose;
      };
      return pickBest(
        d.options,
        (a) => {
          const p = after(a);
          const reach = attacks.length > 0 && attackReaches(attacks, p, target, card?.range, false) ? 100 : 0;
          return reach - 10 * distance(p.hex, target) + facingScore(p, target);
        },
        rng,
      );
    }
    case 'variableInitiative': {
      const own = me.play === null ? undefined : defOf(s, me.play.card);
      const theirs = s.seats[foe]!.play;
      if (own?.types.includes('block') && theirs !== null) {
        const def = defOf(s, theirs.card);
        const value = theirs.initiative ?? (def?.initiative.kind === 'fixed' ? def.initiative.value : undefined);
        const match = d.options.find((o) => o.kind === 'chooseInitiative' && o.value === value);
        if (match !== undefined) return [match, rng];
      }
      return pickRandom(d.options, rng);
    }
    case 'or': {
      const flow = s.flow;
      if (flow.at === 'resolve' && flow.task?.kind === 'or') {
        // The options by reference or, in a state stored before references, by value (resolve/refs.ts).
        const alternatives = optionsOf(s, flow.task.options as string | Effect[][]); // the state is deeply read-only: only read here
        const reaching = d.options.filter((o) => o.kind === 'chooseOption' && attackReaches(flatten(alternatives[o.option] ?? []), pose, target, resolvingCard(s)?.range));
        if (reaching.length > 0) return pickRandom(reaching, rng);
      }
      return pickRandom(d.options, rng);
    }
    case 'optionalFee':
    case 'discardDeck': {
      const flow = s.flow;
      if (flow.at === 'resolve' && (flow.task?.kind === 'optionalFee' || flow.task?.kind === 'discardDeck')) {
        const pays = attackReaches(flatten(effectsOf(s, flow.task.effects as string | Effect[])), pose, target, resolvingCard(s)?.range);
        const choice = d.options.find((o) => o.kind === 'payFee' && o.pay === pays);
        if (choice !== undefined) return [choice, rng];
      }
      return pickRandom(d.options, rng);
    }
    case 'attackFee': {
      const flow = s.flow;
      const attack = flow.at === 'resolve' ? flow.attacks[flow.attacks.length - 1] : undefined;
      const effect = attack === undefined ? undefined : attackEffectOf(s, attack);
      if (effect?.kind === 'attack' && effect.extra !== undefined) {
        const extra = effect.extra.hexes.some((m) => hexEquals(toAbsolute(pose.hex, pose.facing, m.at), target));
        const choice = d.options.find((o) => o.kind === 'payFee' && o.pay === extra);
        if (choice !== undefined) return [choice, rng];
      }
      return pickRandom(d.options, rng);
    }
    case 'counter':
    case 'instant': {
      const play = d.options.filter((o) => o.kind === 'playCard');
      return pickRandom(play.length > 0 ? play : d.options, rng);
    }
    default:
      return pickRandom(d.options, rng);
  }
}

/** Play a game with the engaged player in every seat until it ends or `roundCap` rounds have been played. */
export function engagedPlayout(state: GameState, seed: number, roundCap = 60): Playout {
  return playout(state, seedRng(`engaged-${seed}`), roundCap, engagedChoice);
}

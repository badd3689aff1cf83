import { buildAutomatonDecks } from '@senjutsu/cards';
import { emit, type Ctx } from '../context';
import type { Facing } from '../hex';
import type { Decision } from '../decisions';
import { randomInt, shuffled } from '../rng';
import { recordOf, setRecord } from '../solo/game';
import { isStun, seatOf, withoutKey, type GameState, type SeatId } from '../state';
import { emitHorde, hordeOf, setHorde, waveSeats } from './state';

// The level change (R-HORDE-RESET-1..10), run between rounds once wave 4 has fallen: the automatic
// steps, then the player's two choices as pending decisions (an `or`: option 0 does it, option 1
// declines), then the discard pile and the next level's wave 1.

const PLAYER: SeatId = 0;

/** R-HORDE-RESET-1..5a, the steps nobody chooses. */
export function beginLevelChange(ctx: Ctx): void {
  const s = ctx.s;
  const h = hordeOf(s)!;
  // R-HORDE-RESET-1/2: every solo card back to its selection deck (stun cards to the supply), and new decks built (3 troops, 1 boss).
  const built = buildAutomatonDecks(
    h.roster.map((r) => ({ automaton: r.automaton, nightmare: false })),
    { state: s.rng, int: randomInt },
  );
  if (!built.ok) throw new Error(`the horde decks cannot be rebuilt: ${built.error.message}`); // the same requests built them at set-up
  s.rng = built.value.state;
  h.roster.forEach((r, i) => setRecord(s, { ...recordOf(s, r.seat), deck: built.value.decks[i]!.cards, discard: [], drawn: null, stuns: 0, stunsBeside: 0 }));
  emitHorde(ctx, 'decksRebuilt', 'R-HORDE-RESET-2', 'every solo card back to its selection deck; 3 troop decks and 1 boss deck built anew');
  // R-HORDE-RESET-3: the hand stays. R-HORDE-RESET-4: back to start hex X.
  const player = seatOf(s as GameState, PLAYER);
  player.hex = h.starts.X.hex;
  player.facing = h.starts.X.facing as Facing;
  emit(ctx, { kind: 'figurePlaced', seat: PLAYER, hex: player.hex, facing: player.facing });
  // R-HORDE-RESET-5: weakness cards are discarded; a poison card never stays with a character (R-POISON-3, ruling H5).
  player.weakness = [];
  setHorde(s, { ...h, stage: { kind: 'recovery', step: 'stun' } });
}

const stunsOf = (s: GameState) => seatOf(s, PLAYER).hand.filter((c) => isStun(s, c));

/** R-HORDE-RESET-6/7: the player's choice at this step, when the step has anything to choose. */
export function recoveryDecision(s: GameState, step: 'stun' | 'bleeding'): Decision[] {
  const applies = step === 'stun' ? stunsOf(s).length > 0 : seatOf(s, PLAYER).bleeding > 0;
  if (!applies) return [];
  const rule = step === 'stun' ? 'R-HORDE-RESET-6' : 'R-HORDE-RESET-7';
  return [{ seat: PLAYER, kind: 'or', rule, options: [{ kind: 'chooseOption', option: 0 }, { kind: 'chooseOption', option: 1 }] }];
}

/** A step with nothing to choose moves on by itself (true); else it waits on the player (false). */
export function runRecovery(ctx: Ctx, step: 'stun' | 'bleeding'): boolean {
  if (recoveryDecision(ctx.s as GameState, step).length > 0) return false;
  if (step === 'stun') setHorde(ctx.s, { ...hordeOf(ctx.s)!, stage: { kind: 'recovery', step: 'bleeding' } });
  else finishLevelChange(ctx);
  return true;
}

/** R-HORDE-RESET-6 (discard one stun card: the exception to R-STUN-2) or R-HORDE-RESET-7 (one bleeding wound becomes a wound); R-HORDE-RESET-8: the rest stays. */
export function applyRecovery(ctx: Ctx, step: 'stun' | 'bleeding', accept: boolean): void {
  const s = ctx.s;
  const player = seatOf(s as GameState, PLAYER);
  if (step === 'stun') {
    if (accept) {
      const stun = stunsOf(s as GameState)[0]!;
      player.hand = player.hand.filter((c) => c !== stun);
      s.cards = withoutKey(s.cards, stun); // back to the supply (OP-8)
      emitHorde(ctx, 'recovered', 'R-HORDE-RESET-6', 'one stun card discarded');
    }
    setHorde(s, { ...hordeOf(s)!, stage: { kind: 'recovery', step: 'bleeding' } });
    return;
  }
  if (accept) {
    player.bleeding -= 1;
    player.wounds += 1;
    emitHorde(ctx, 'recovered', 'R-HORDE-RESET-7', 'one bleeding wound became a wound');
  }
  finishLevelChange(ctx);
}

/** R-HORDE-RESET-9 (OP-33: the deck is shuffled after), R-HORDE-RESET-10, R-HORDE-12. */
function finishLevelChange(ctx: Ctx): void {
  const s = ctx.s;
  const player = seatOf(s as GameState, PLAYER);
  let pile: typeof player.discard;
  [pile, s.rng] = shuffled(s.rng, player.discard);
  const back = Math.ceil(pile.length / 2);
  player.discard = pile.slice(back);
  [player.deck, s.rng] = shuffled(s.rng, [...player.deck, ...pile.slice(0, back).map((d) => d.card)]);
  emit(ctx, { kind: 'deckShuffled', seat: PLAYER });
  const h = hordeOf(s)!;
  setHorde(s, { ...h, level: h.level + 1, wave: 1, entered: [], stage: { kind: 'entering', queue: waveSeats(h, 1) } });
  emitHorde(ctx, 'levelStarted', 'R-HORDE-RESET-10', `wound limit ${h.level + 1}`);
}

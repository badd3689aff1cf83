import type { AutomatonId, Behaviour, Stance } from '@senjutsu/cards';
import type { GameState, SeatId } from '../state';
import { soloOf } from './game';

// What every seat may see of the automata (R-SOLO-ROUND-1/3, R-SOLO-BLEED-2): public facts only.
// The order of an automaton's deck never leaves the state; its drawn card is shown once revealed.

export type AutomatonView = {
  readonly seat: SeatId;
  readonly automaton: AutomatonId;
  readonly behaviour: Behaviour;
  readonly stance: Stance;
  /** R-SOLO-STANCE-2, R-SOLO-TRACK-1: the marker on its behaviour space: its advantage token (aggressive) or its Kamae ring (defensive). */
  readonly marker: 'token' | 'ring';
  readonly deckCount: number;
  /** Bottom first; a card discarded by bleeding lies face down (R-SOLO-BLEED-2). */
  readonly discard: readonly ({ readonly number: string } | { readonly faceDown: true })[];
  /** The card it took this round, once turned face up (R-SOLO-ROUND-3); null before or without one. */
  readonly drawn: string | null;
  /** It took a card this round that is still face down (R-SOLO-ROUND-1). */
  readonly hasDrawn: boolean;
  readonly stuns: number;
  readonly stunsBeside: number;
  readonly woundLimit: number;
  readonly stunLimit: number;
  readonly defeated: 'wounds' | 'stuns' | 'execution' | null;
  /** R-SOLO-EXP-12: Desperation is active. */
  readonly desperate: boolean;
  /** R-SOLO-EXP-18: the contracts it has fulfilled. */
  readonly contracts: readonly string[];
};

/** The card drawn this round is face down until the Reveal step (R-SOLO-ROUND-3). */
const faceDown = (s: GameState) => s.flow.at === 'select' || s.flow.at === 'roundStart';

/** R-SOLO-STANCE-2: aggressive is shown by the advantage token, defensive by the Kamae ring. */
export const markerOf = (stance: Stance): 'token' | 'ring' => (stance === 'aggressive' ? 'token' : 'ring');

export function automatonViews(s: GameState): AutomatonView[] {
  return (soloOf(s)?.records ?? []).map((r) => ({
    seat: r.seat, automaton: r.automaton, behaviour: r.behaviour, stance: r.stance, marker: markerOf(r.stance), deckCount: r.deck.length,
    discard: r.discard.map((d) => (d.faceDown ? { faceDown: true as const } : { number: d.card })),
    drawn: faceDown(s) ? null : r.drawn, hasDrawn: r.drawn !== null,
    stuns: r.stuns, stunsBeside: r.stunsBeside, woundLimit: r.woundLimit, stunLimit: r.stunLimit, defeated: s.seats[r.seat]!.defeated?.reason ?? r.defeated,
    desperate: r.desperate, contracts: [...r.contracts],
  }));
}

import type { Stance } from '@senjutsu/cards';
import type { GameState } from '../state';
import type { AutomatonView } from '../terms';

export type { AutomatonView } from '../terms';
import { soloOf } from './game';

// What every seat may see of the automata (R-SOLO-ROUND-1/3, R-SOLO-BLEED-2): public facts only.
// The order of an automaton's deck never leaves the state; its drawn card is shown once revealed.


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

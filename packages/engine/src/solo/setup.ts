import { BEHAVIOURS, STANCES, type Behaviour, type Stance } from '@senjutsu/cards';
import { randomInt, type RngState } from '../rng';
import type { SeatId } from '../state';
import { figureOf, type SoloBoard } from './board';
import { bearing } from './target';

// Section 20.8: where each automaton's marker starts on the behaviour track (R-SOLO-SETUP-5/6,
// R-SOLO-TRACK-2, OP-25). A campaign book's placement is given by the caller instead.

export type Marker = { readonly behaviour: Behaviour; readonly stance: Stance };

/** OP-25: random (Ukrainian/Polish, the default) or by position (Czech). */
export type MarkerMethod = 'random' | 'position';

/**
 * R-SOLO-SETUP-6: random behaviour and stance, one automaton after the other in seat order. OP-25,
 * the Czech method: the behaviour of the side of the human the automaton stands on (S14: within 30°
 * of straight ahead of the human is middle, left of it left, right of it right; behind it, the
 * nearer side), stances alternating from aggressive.
 */
export function startingMarkers(board: SoloBoard, automata: readonly SeatId[], human: SeatId, rng: RngState, method: MarkerMethod = 'random'): { markers: Marker[]; rng: RngState } {
  let next = rng;
  const markers = automata.map((seat, i): Marker => {
    if (method === 'position') return { behaviour: sideOf(board, human, seat), stance: i % 2 === 0 ? 'aggressive' : 'defensive' };
    let b: number;
    let s: number;
    [b, next] = randomInt(next, BEHAVIOURS.length);
    [s, next] = randomInt(next, STANCES.length);
    return { behaviour: BEHAVIOURS[b]!, stance: STANCES[s]! };
  });
  return { markers, rng: next };
}

function sideOf(board: SoloBoard, human: SeatId, seat: SeatId): Behaviour {
  const h = figureOf(board, human);
  const angle = bearing(h.hex, h.facing, figureOf(board, seat).hex);
  if (Math.abs(angle) <= Math.PI / 6 + 1e-9) return 'middle';
  return angle < 0 ? 'left' : 'right';
}

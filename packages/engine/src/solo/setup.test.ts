import { describe, expect, it } from 'vitest';
import { seedRng } from '../rng';
import { soloScenario } from '../testing/solo';
import { startingMarkers } from './setup';

// Section 20.8: the automata's starting markers on the behaviour track.

describe('starting behaviour and stance (R-SOLO-SETUP-6, R-SOLO-TRACK-2, R-SOLO-BEHAV-3, OP-25)', () => {
  // The human on column 4, row 3 facing north; automata straight ahead, to its west and to its east.
  const { board } = soloScenario({ humans: [[4, 3, 0]], automata: [[4, 0, 3], [1, 3, 2], [7, 3, 5]] });

  it('R-SOLO-SETUP-6 R-SOLO-TRACK-2 R-SOLO-BEHAV-3 random by default: from the seed, and every behaviour and stance occurs', () => {
    const a = startingMarkers(board, [1, 2, 3], 0, seedRng(1));
    expect(startingMarkers(board, [1, 2, 3], 0, seedRng(1))).toEqual(a);
    const seen = new Set<string>();
    for (let seed = 0; seed < 40; seed++) for (const m of startingMarkers(board, [1], 0, seedRng(seed)).markers) seen.add(`${m.behaviour}/${m.stance}`);
    expect(seen.size).toBe(6);
  });

  it('OP-25 the Czech method: the side each automaton stands on, stances alternating from aggressive', () => {
    const { markers } = startingMarkers(board, [1, 2, 3], 0, seedRng(1), 'position');
    expect(markers).toEqual([
      { behaviour: 'middle', stance: 'aggressive' },
      { behaviour: 'left', stance: 'defensive' },
      { behaviour: 'right', stance: 'aggressive' },
    ]);
  });
});

import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { BATTLEFIELDS, PACKS, type TerrainKind } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import type { Action } from './decisions';
import { applyAction, pendingDecisions } from './flow';
import { BUILT_IN_RULESET, createGame, restoreGame, type GameConfig } from './index';
import { nextRandom, seedRng } from './rng';
import type { GameState, SeatId } from './state';
import { randomPlayout } from './testing/playout';

// Issue 11, style.md §2.5: the engine is deterministic. The same seed and the same actions give
// byte-identical states, whether each state is passed on as it is or through JSON (a stored game,
// a server message), and whatever process plays them: a second Node process, with its own module
// caches and JIT, computes the same final states of the same seeded real-content playouts.

const root = join(__dirname, '../../..');
const PAIRINGS = PACKS.flatMap((a, i) => PACKS.slice(i + 1).map((b) => [a, b] as const));
const BOARDS: { battlefield: keyof typeof BATTLEFIELDS; terrain: TerrainKind[] }[] = [
  { battlefield: 'burnt-village', terrain: ['rock', 'bamboo'] },
  { battlefield: 'ice-bridge', terrain: ['boat', 'torii'] },
];

/** Game `seed` with the real signature decks: a pairing of two of the four characters and a printed board, in turn. */
function realConfig(seed: number): GameConfig {
  const pair = PAIRINGS[seed % PAIRINGS.length]!;
  const board = BOARDS[seed % BOARDS.length]!;
  return {
    seed,
    battlefield: BATTLEFIELDS[board.battlefield],
    seats: pair.map((p) => ({ character: p.character.id, deck: [...p.signatureDeck.cards], weapons: [p.signatureDeck.weapon] })),
    terrain: board.terrain,
  };
}

function created(config: GameConfig): GameState {
  const result = createGame(config);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.state;
}

/** A seeded random game's actions, in order, with the seat that took each. */
function randomActions(state: GameState, seed: number, cap = 120): [SeatId, Action][] {
  let rng = seedRng(`determinism-${seed}`);
  const taken: [SeatId, Action][] = [];
  for (let i = 0; i < cap && state.winners === null; i++) {
    const decisions = pendingDecisions(state);
    let pick: number;
    [pick, rng] = nextRandom(rng);
    const d = decisions[pick % decisions.length]!;
    [pick, rng] = nextRandom(rng);
    const action = d.options[pick % d.options.length]!;
    const r = applyAction(state, d.seat, action);
    if (!r.ok) throw new Error(r.error.message);
    taken.push([d.seat, action]);
    state = r.value.state;
  }
  return taken;
}

const SEEDS = [0, 1, 2, 3];

describe('determinism (issue 11)', () => {
  it.each(SEEDS)('seed %i: replaying the same actions, through JSON at every step or not, gives byte-identical states', (seed) => {
    const config = realConfig(seed);
    const actions = randomActions(created(config), seed);
    expect(actions.length).toBeGreaterThan(20);
    let direct = created(config);
    // A stored state is bound to its ruleset again on the way in (restoreGame), as a server loading it would.
    const restored = (json: string): GameState => {
      const r = restoreGame(BUILT_IN_RULESET, json);
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    };
    let stored: GameState = restored(JSON.stringify(created(config)));
    expect(JSON.stringify(stored)).toBe(JSON.stringify(direct));
    for (const [i, [seat, action]] of actions.entries()) {
      const a = applyAction(direct, seat, action);
      // The stored game: a fresh copy of the previous state, as a server would load it, and the action as it came over the wire.
      const b = applyAction(restored(JSON.stringify(stored)), seat, JSON.parse(JSON.stringify(action)));
      if (!a.ok || !b.ok) throw new Error(`seed ${seed}, action ${i}: ${JSON.stringify(action)} rejected`);
      direct = a.value.state;
      stored = b.value.state;
      expect(JSON.stringify(b.value.events), `seed ${seed}, action ${i}`).toBe(JSON.stringify(a.value.events));
      expect(JSON.stringify(stored), `seed ${seed}, action ${i}`).toBe(JSON.stringify(direct));
    }
  });

  it('a second process plays the same seeded real-content games to byte-identical final states', () => {
    const configs = SEEDS.map(realConfig);
    const here = configs.map((config) => JSON.stringify(randomPlayout(created(config), config.seed as number, 60).state));
    // The child gets the configurations as JSON and plays them with the same engine sources, run by tsx.
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', `
        import { readFileSync } from 'node:fs';
        const { createGame } = await import(${JSON.stringify(join(root, 'packages/engine/src/index.ts'))});
        const { randomPlayout } = await import(${JSON.stringify(join(root, 'packages/engine/src/testing/playout.ts'))});
        const configs = JSON.parse(readFileSync(0, 'utf8'));
        const states = configs.map((c) => JSON.stringify(randomPlayout(createGame(c).value.state, c.seed, 60).state));
        process.stdout.write(JSON.stringify(states));
      `],
      { cwd: root, input: JSON.stringify(configs), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    expect(child.stderr.replace(/^npm warn.*\n/gm, '')).toBe('');
    const there: string[] = JSON.parse(child.stdout);
    expect(there.length).toBe(configs.length);
    for (const [i, state] of there.entries()) expect(state, `seed ${configs[i]!.seed}`).toBe(here[i]);
  });
});

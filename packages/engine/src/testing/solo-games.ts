import { BASE_AUTOMATON_IDS, BATTLEFIELD_IDS, SOLO_CATALOG, BATTLEFIELDS, PACKS, type AutomatonId, type BattlefieldId } from '@senjutsu/cards';
import { createGame, type Applied } from '../index';
import type { GameConfig } from '../modes/config';
import { randomInt, seedRng } from '../rng';
import { boxLimitError } from '../solo/box';

// Solo and co-op games of the real content (all four characters, the four battlefields, every
// automaton) for the tests and bench/solo-games: human seats with their signature decks against
// automaton seats.

export type SoloGameSpec = {
  readonly seed: number;
  readonly battlefield: BattlefieldId;
  /** Indices into PACKS of the human characters. */
  readonly humans: readonly number[];
  readonly automata: readonly AutomatonId[];
  readonly nightmare?: boolean;
  readonly markers?: 'random' | 'position';
  readonly stunProcedure?: 'shuffle' | 'beside';
  readonly woundLimit?: number;
};

export function soloGameConfig(spec: SoloGameSpec): GameConfig {
  return {
    seed: spec.seed,
    battlefield: BATTLEFIELDS[spec.battlefield],
    seats: spec.humans.map((i) => {
      const pack = PACKS[i]!;
      return { character: pack.character.id, deck: [...pack.signatureDeck.cards], weapons: [pack.signatureDeck.weapon] };
    }),
    solo: {
      automata: spec.automata.map((automaton) => ({
        automaton, nightmare: spec.nightmare ?? false, ...(spec.woundLimit === undefined ? {} : { woundLimit: spec.woundLimit }),
      })),
      markers: spec.markers ?? 'random',
      stunProcedure: spec.stunProcedure ?? 'shuffle',
    },
  };
}

export function newSoloGame(spec: SoloGameSpec): Applied {
  const r = createGame(soloGameConfig(spec));
  if (!r.ok) throw new Error(`invalid solo game: ${r.error.message}`);
  return r.value;
}

/**
 * A random real-content solo or co-op game from a seed: a battlefield, one or two humans (no
 * character twice, and no human playing a character an automaton also plays), one or two automata
 * the box holds (OP-70).
 */
export function randomSoloSpec(seed: number, automataCount?: number, pool: readonly AutomatonId[] = BASE_AUTOMATON_IDS): SoloGameSpec {
  let rng = seedRng(`solo-${seed}`);
  const pick = (n: number) => {
    let i: number;
    [i, rng] = randomInt(rng, n);
    return i;
  };
  const count = automataCount ?? 1 + pick(2);
  let automata: AutomatonId[] = Array.from({ length: count }, () => pool[pick(pool.length)]!);
  // OP-70: never more of a kind than the box holds (a second boss, a second automated character): drawn again.
  while (boxLimitError(automata, []) !== null) automata = Array.from({ length: count }, () => pool[pick(pool.length)]!);
  // R-SOLO-EXP-2: an automaton of a pair fights beside its partner, the two of them alone.
  const paired = automata.find((a) => SOLO_CATALOG.automata[a].pairedWith !== undefined);
  if (paired !== undefined) automata = [paired, SOLO_CATALOG.automata[paired].pairedWith!];
  const free = PACKS.map((_, i) => i).filter((i) => !automata.includes(PACKS[i]!.character.id as AutomatonId));
  const first = free[pick(free.length)]!;
  const others = free.filter((i) => i !== first);
  const humans = automata.length === 1 && others.length > 0 && pick(3) === 0 ? [first, others[pick(others.length)]!] : [first];
  return {
    seed, battlefield: BATTLEFIELD_IDS[pick(BATTLEFIELD_IDS.length)]!, humans, automata,
    nightmare: pick(4) === 0, markers: pick(2) === 0 ? 'random' : 'position', stunProcedure: pick(3) === 0 ? 'beside' : 'shuffle',
  };
}

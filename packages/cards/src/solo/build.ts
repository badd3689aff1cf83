import type { AttackMark, Initiative, MovePart, Names } from '../schema';
import { ALL_DIRECTIONS, hex, hitAt, mark, step, turn } from '../content/build';
import type { Lang } from '../text';
import { isNightmareOwner, type AutomatedCharacter, type SelectionDeckId, type SoloCardInput, type SoloEffect, type SoloOwner, type Stance } from './schema';

// Small builders for writing solo cards as data. Diagram hexes are in the north frame of the
// automaton (forward = (0, -1)), as on the player cards (docs/cards.md).

/** Shared fields of every solo card; names are written [cs, pl, uk, en]. */
type Common = {
  readonly number: string;
  readonly names: readonly [string, string, string, string];
  /** The languages the rulebooks print this name in (R-FRAG-13); the others are ours. */
  readonly printed?: readonly Lang[];
  readonly owner: SoloOwner;
  readonly initiative: Initiative;
  readonly counter?: number;
  readonly before?: readonly SoloEffect[];
  readonly range?: number;
  /** R-SOLO-EXP-5/10/12: what stealth or Desperation adds to the part played. */
  readonly bonus?: readonly { readonly when: 'stealthed' | 'desperate'; readonly effects: readonly SoloEffect[] }[];
};

const names = ([cs, pl, uk, en]: Common['names']): Names => ({ cs, pl, uk, en });

function base(c: Common, type: string): Omit<SoloCardInput, 'body'> {
  const nightmare = isNightmareOwner(c.owner);
  return {
    number: c.number,
    names: names(c.names),
    printedNames: [...(c.printed ?? [])],
    owner: c.owner,
    keywords: ['SOLO', ...(nightmare ? ['NIGHTMARE'] : []), type, ...(c.range === undefined ? [] : ['RANGE'])],
    initiative: c.initiative,
    ...(c.range === undefined ? {} : { range: c.range }),
    ...(c.counter === undefined ? {} : { counter: c.counter }),
    before: [...(c.before ?? [])],
    bonus: (c.bonus ?? []).map((b) => ({ when: b.when, effects: [...b.effects] })),
  };
}

/** R-SOLO-ATK-1: an attack part (with the movement it may use to get there, OP-29) and a fallback movement part. */
export const attackCard = (
  c: Common & { readonly approach?: readonly MovePart[]; readonly attack: readonly SoloEffect[]; readonly movement: readonly SoloEffect[] },
): SoloCardInput => ({
  ...base(c, 'ATTACK'),
  body: {
    kind: 'attack',
    attack: { ...(c.approach === undefined ? {} : { approach: { kind: 'move', parts: [...c.approach], ordered: false } }), effects: [...c.attack] },
    movement: [...c.movement],
  },
});

/** R-SOLO-BLOCK-1: two parts, both resolved. */
export const blockCard = (c: Common & { readonly block: readonly SoloEffect[]; readonly then: readonly SoloEffect[] }): SoloCardInput => ({
  ...base(c, 'BLOCK'),
  body: { kind: 'block', block: [...c.block], then: [...c.then] },
});

export const meditationCard = (c: Common & { readonly effects: readonly SoloEffect[] }): SoloCardInput => ({
  ...base(c, 'MEDITATION'),
  body: { kind: 'meditation', effects: [...c.effects] },
});

export const selection = (deck: SelectionDeckId): SoloOwner => ({ kind: 'selection', deck });
export const signatureOf = (character: AutomatedCharacter, nightmare = false): SoloOwner => ({ kind: 'character', character, nightmare });

export const soloMove = (...parts: MovePart[]): SoloEffect => ({ kind: 'move', parts, ordered: false });
/** The usual fallback movement (R-SOLO-MOVE-1): up to `hexes` steps in any direction, then face the target. */
export const stepAndFace = (hexes: number): SoloEffect => soloMove(step(hexes, ALL_DIRECTIONS), turn(1));
export const soloMoveThen = (...parts: MovePart[]): SoloEffect => ({ kind: 'move', parts, ordered: true });
type Hit = { readonly at: { readonly q: number; readonly r: number } } & Partial<AttackMark>;
/** A position diagram attack (R-DIAG-1..4) on the hexes given with `at`. */
export const strike = (...hexes: Hit[]): SoloEffect => ({
  kind: 'attack',
  hexes: hexes.map(({ at: { q, r }, ...marks }) => hitAt(hex(q, r), marks)),
});
/** An attacked hex at (q, r) with its marks (default: one wound). */
export const at = ([q, r]: readonly [number, number], marks: Partial<AttackMark> = {}): Hit => ({ at: { q, r }, ...marks });
export const shoot = (marks: Partial<AttackMark> = {}): SoloEffect => ({ kind: 'targetedAttack', mark: mark(marks) });
export const guard = (...hexes: [number, number][]): SoloEffect => ({ kind: 'block', hexes: hexes.map(([q, r]) => ({ q, r })) });
export const changeBehaviour: SoloEffect = { kind: 'changeBehaviour' };
export const changeStance = (to: Stance | 'other'): SoloEffect => ({ kind: 'changeStance', to });
export const refreshDeck: SoloEffect = { kind: 'refreshDeck' };
export const returnDiscard = (count = 1): SoloEffect => ({ kind: 'returnDiscard', count });
export const ifSuccessful = (...effects: SoloEffect[]): SoloEffect => ({ kind: 'ifSuccessful', effects });

// Diagram hexes (north frame): the six neighbours and the three hexes two ahead.
export const AHEAD: [number, number] = [0, -1];
export const AHEAD_RIGHT: [number, number] = [1, -1];
export const BEHIND_RIGHT: [number, number] = [1, 0];
export const BEHIND: [number, number] = [0, 1];
export const BEHIND_LEFT: [number, number] = [-1, 1];
export const AHEAD_LEFT: [number, number] = [-1, 0];
export const FRONT: [number, number][] = [AHEAD_LEFT, AHEAD, AHEAD_RIGHT];
export const TWO_AHEAD: [number, number] = [0, -2];
export const TWO_AHEAD_LEFT: [number, number] = [-1, -1];
export const TWO_AHEAD_RIGHT: [number, number] = [1, -2];

/** Directions of a step (R-MOVE-2): 0 forward, 1 forward-right, 2 back-right, 3 back, 4 back-left, 5 forward-left. */
export const FORWARD = [0, 1, 5];
export const BACKWARD = [2, 3, 4];

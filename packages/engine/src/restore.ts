import { HexSchema, TerrainKindSchema } from '@senjutsu/cards';
import { z } from 'zod';
import { unprintedRefs } from './resolve/refs';
import { err, ok, type Result } from './result';
import { bindMode, type Mode } from './mode';
import { bindRuleset, type Ruleset } from './ruleset';
import { STUN, type GameState } from './state';
import { pendingDecisions } from './flow';
import { viewFor } from './view';

// A state read back from JSON (a stored snapshot, another process) carries no definitions: it
// names its ruleset by id and hash. restoreGame checks that name against the ruleset given and
// binds it again, like a FEN read with the rules of its variant.

const uint = z.int().min(0);
const SeatIdSchema = uint;

/** The outline of a stored state: the fields every rule reads, each of the right kind. */
const StoredStateSchema = z.object({
  ruleset: z.object({ id: z.string().min(1), hash: z.string().regex(/^[0-9a-f]{16}$/) }),
  options: z.object({ blocksProtectAllies: z.boolean(), windowsForHolders: z.boolean().optional() }),
  version: uint,
  rng: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  round: z.int().min(1),
  board: z.record(z.string(), z.literal(true)),
  startAreas: z.array(z.object({ hexes: z.array(HexSchema), facing: z.int().min(0).max(5) })),
  terrain: z.record(z.string(), TerrainKindSchema),
  passages: z.record(z.string(), z.literal(true)),
  pieces: z.array(z.object({ kind: TerrainKindSchema, hex: HexSchema, facing: z.int().min(0).max(5) })).optional(), // OP-69
  seats: z
    .array(
      z.object({
        character: z.string(),
        team: uint,
        hex: HexSchema.nullable(),
        facing: z.int().min(0).max(5),
        hand: z.array(z.string()),
        deck: z.array(z.string()),
        discard: z.array(z.object({ card: z.string(), faceDown: z.boolean() })),
      }),
    )
    .min(2)
    .max(6), // four figures; horde mode: the player, four automata and the fallen lord (ruling H1)
  advantage: z.array(SeatIdSchema),
  cards: z.record(z.string(), z.string()),
  flow: z.object({ at: z.enum(['terrain', 'placement', 'prepare', 'roundStart', 'select', 'reveal', 'ties', 'resolve', 'handLimit', 'over']) }),
  blocks: z.array(z.object({ seat: SeatIdSchema })),
  winners: z.array(SeatIdSchema).nullable(),
});

/**
 * A state read from JSON (a string, or the value `JSON.parse` gave), bound to `ruleset` so the
 * engine can play on. Refused with a code: RULESET_MISMATCH when the state names another ruleset
 * (id or content hash), INVALID_STATE when it is not a game state or names a character or card the
 * ruleset does not define. The input is not changed. `modeFor` names the mode it is played in
 * (modes/index.ts reads it from the state's parts).
 */
export function restoreGame(ruleset: Ruleset, json: unknown, modeFor: (state: GameState) => Mode): Result<GameState> {
  let value: unknown = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json);
    } catch (e) {
      return err('INVALID_STATE', `not JSON: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  const outline = StoredStateSchema.safeParse(value);
  if (!outline.success) {
    return err('INVALID_STATE', `not a game state: ${outline.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`);
  }
  const named = outline.data.ruleset;
  if (named.hash !== ruleset.hash || named.id !== ruleset.id) {
    return err('RULESET_MISMATCH', `the state was played with ruleset ${named.id} (${named.hash}), not ${ruleset.id} (${ruleset.hash})`);
  }
  const inconsistent = outlineInconsistency(outline.data);
  if (inconsistent !== null) return err('INVALID_STATE', `not a consistent game state: ${inconsistent}`);
  const characters = outline.data.seats.map((s) => s.character).filter((c) => ruleset.characters[c] === undefined);
  if (characters.length > 0) return err('INVALID_STATE', `the ruleset does not define the characters ${characters.join(', ')}`);
  const cards = [...new Set(Object.values(outline.data.cards))].filter((n) => n !== STUN && ruleset.cards[n] === undefined);
  if (cards.length > 0) return err('INVALID_STATE', `the ruleset does not define the cards ${cards.join(', ')}`);
  // The resolve stack names the lists of effects it works through (resolve/refs.ts); older states carry them by value.
  const unprinted = unprintedRefs(ruleset, value as { flow: unknown; blocks: unknown }); // the raw value: the outline keeps only its own keys
  if (unprinted.length > 0) return err('INVALID_STATE', `the ruleset prints no list of effects at ${unprinted.join(', ')}`);
  // A fresh top-level object: the caller's value stays unbound; the rest is shared, never changed.
  const state = bindRuleset({ ...(value as GameState) }, ruleset);
  bindMode(state, modeFor(state));
  // The outline checks the fields every rule reads, not every phase's own; a state whose decisions
  // or view cannot even be listed is refused here rather than throwing later (a throw is a bug).
  try {
    viewFor(state, 'spectator', pendingDecisions(state));
  } catch (e) {
    return err('INVALID_STATE', `not a playable game state: ${e instanceof Error ? e.message : String(e)}`);
  }
  return ok(state);
}

/** Facts across the outline's fields that every rule takes for granted; what breaks first, or null. */
function outlineInconsistency(o: z.infer<typeof StoredStateSchema>): string | null {
  const seats = o.seats.length;
  const settingUp = o.flow.at === 'terrain' || o.flow.at === 'placement' || o.flow.at === 'prepare';
  if (new Set(o.advantage).size !== o.advantage.length || o.advantage.some((a) => a >= seats)) return 'the advantage track holds a seat twice or a seat that does not exist';
  if (settingUp && o.advantage.length !== seats) return 'the advantage track is not one place per seat'; // defeated seats leave it later
  for (const [i, st] of o.seats.entries()) {
    const ids = [...st.hand, ...st.deck, ...st.discard.map((d) => d.card)];
    if (ids.some((c) => o.cards[c] === undefined)) return `seat ${i} holds a card the state does not number`;
    if (st.hex !== null && o.board[`${st.hex.q},${st.hex.r}`] !== true) return `seat ${i} stands off the battlefield`;
  }
  if (o.winners?.some((w) => w >= seats) || o.blocks.some((b) => b.seat >= seats)) return 'a seat that does not exist';
  if ((o.winners !== null) !== (o.flow.at === 'over')) return 'winners are set exactly when the game is over';
  if (settingUp && o.flow.at !== 'prepare' && o.startAreas.length === 0) return 'figures to place and no start area';
  return null;
}

import { HordeConfigSchema } from '@senjutsu/engine';
import { SeatSetupSchema } from '@senjutsu/protocol';
import { z } from 'zod';
import { gameConfigOf } from '../hotseat/config';
import type { NewGame } from '../solo/config';
import type { LocalGame } from '../worker/protocol';
import { hordeRosterIds } from './names';

// The engine configuration of a horde run (docs/horde.md) from the home page's hand-over, checked
// on arrival (it crossed sessionStorage) and resolved against the built-in content as hot-seat and
// solo do: the player's seat, battlefield and terrain, and the horde settings.

export const HordeSetupSchema = z.strictObject({
  seat: SeatSetupSchema,
  battlefield: z.string().min(1).max(64),
  terrain: z.array(z.string().min(1).max(64)).max(16).default([]),
  blocksProtectAllies: z.boolean().default(false),
  horde: HordeConfigSchema,
});

export const HORDE_KIND = 'horde';

/** A new saved horde run (no actions yet) from the hand-over `raw`; `id` doubles as the seed. */
export function newHordeGame(raw: unknown, id: string, now: number): NewGame {
  const parsed = HordeSetupSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, code: 'INVALID_CONFIG', message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  const { seat, battlefield, terrain, blocksProtectAllies, horde } = parsed.data;
  const configured = gameConfigOf({ mode: 'coop', seats: [seat], battlefield, terrain: terrain as never, options: { blocksProtectAllies } }, id);
  if (!configured.ok) return configured.rule === undefined ? { ok: false, code: configured.code, message: configured.message } : { ok: false, code: configured.code, message: configured.message, rule: configured.rule };
  // As JSON: the saved config goes to IndexedDB and to the worker by structured clone.
  const game: LocalGame = { config: JSON.parse(JSON.stringify({ ...configured.value, horde })) as LocalGame['config'], seat: 0 };
  return { ok: true, value: { id, kind: HORDE_KIND, game, actions: [], startedAt: now, character: seat.character, opponents: hordeRosterIds(horde), finished: false } };
}

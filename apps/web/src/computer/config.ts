import { RoomSetupSchema } from '@senjutsu/protocol';
import { z } from 'zod';
import { sessionSlot } from '../app/handoff';
import { COMPUTER_LEVELS } from '../home/levels';
import { gameConfigOf } from '../hotseat/config';
import type { NewGame } from '../solo/config';
import type { LocalGame } from '../worker/protocol';

// "Duel the computer" (docs/ai.md, "In the page"): the home page's two-seat duel setup, Player 1
// the player and Player 2 the computer at a level, handed to /computer through sessionStorage and
// resolved against the built-in content as hot-seat and solo do. The engine runs in the solo
// Web Worker; the computer's seat plays there too (worker/computer.ts).

export type ComputerLevel = (typeof COMPUTER_LEVELS)[number];

export const ComputerSetupSchema = z.strictObject({
  room: RoomSetupSchema,
  level: z.enum(COMPUTER_LEVELS),
  /** Show the computer's top candidate cards after each reveal (they tell what else it held). */
  explain: z.boolean(),
});
export type ComputerSetup = z.input<typeof ComputerSetupSchema>;

/** The player's seat and the computer's. */
export const PLAYER_SEAT = 0;
export const COMPUTER_SEAT = 1;

/** A new saved duel against the computer (no actions yet) from the hand-over `raw`; `id` doubles as the seed. */
export function newComputerGame(raw: unknown, id: string, now: number): NewGame {
  const parsed = ComputerSetupSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, code: 'INVALID_CONFIG', message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  const { room, level, explain } = parsed.data;
  if (room.mode !== 'duel' || room.seats.length !== 2) return { ok: false, code: 'INVALID_CONFIG', message: 'a duel against the computer has two seats' };
  const configured = gameConfigOf(room, id);
  if (!configured.ok) return configured.rule === undefined ? { ok: false, code: configured.code, message: configured.message } : { ok: false, code: configured.code, message: configured.message, rule: configured.rule };
  // As JSON: the saved config goes to IndexedDB and to the worker by structured clone.
  const game: LocalGame = { config: JSON.parse(JSON.stringify(configured.value)) as LocalGame['config'], seat: PLAYER_SEAT, ai: { seat: COMPUTER_SEAT, level, explain } };
  return {
    ok: true,
    value: { id, kind: 'computer', game, actions: [], seats: [], startedAt: now, character: room.seats[PLAYER_SEAT]!.character, opponents: [room.seats[COMPUTER_SEAT]!.character], finished: false },
  };
}

// The home page's "Duel the computer": the page takes the setup once and starts a new game from it.
const slot = sessionSlot('senjutsu:computer:new');
export const handComputerSetup = (setup: ComputerSetup): void => slot.hand(setup);
export const pendingComputerSetup = slot.pending;
export const clearComputerSetup = slot.clear;

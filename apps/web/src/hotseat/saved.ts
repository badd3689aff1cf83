import type { Action, GameConfig, SeatId } from '@senjutsu/engine';
import { RoomSetupSchema } from '@senjutsu/protocol';
import type { SavedGame } from '../worker/save';
import { gameConfigOf } from './config';
import { HOTSEAT_KIND } from './handoff';

// A hot-seat game kept in the browser like a solo game (worker/save.ts, kind 'hotseat'): its engine
// configuration (the seed included) and every accepted action with the seat that took it, so a
// reload replays them to the same position.

export type NewHotSeat = { readonly ok: true; readonly value: SavedGame } | { readonly ok: false; readonly code: 'INVALID_CONFIG' | 'UNKNOWN_CONTENT' | 'INVALID_DECK'; readonly message: string; readonly rule?: string };

/** A new saved hot-seat game (no actions yet) from the home page's hand-over `raw`; `id` doubles as the seed. */
export function newHotSeatGame(raw: unknown, id: string, now: number): NewHotSeat {
  const parsed = RoomSetupSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, code: 'INVALID_CONFIG', message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  const configured = gameConfigOf(parsed.data, id);
  if (!configured.ok) return configured.rule === undefined ? { ok: false, code: configured.code, message: configured.message } : { ok: false, code: configured.code, message: configured.message, rule: configured.rule };
  const characters = parsed.data.seats.map((s) => s.character);
  // As JSON: the saved config goes to IndexedDB.
  const config = JSON.parse(JSON.stringify(configured.value)) as SavedGame['game']['config'];
  return { ok: true, value: { id, kind: HOTSEAT_KIND, game: { config, seat: 0 }, actions: [], seats: [], startedAt: now, character: characters[0] ?? '', opponents: characters.slice(1), finished: false } };
}

/** The saved game's engine config and its actions with their seats, for resumeHotSeatGame. */
export function replayOf(saved: SavedGame): { readonly config: GameConfig; readonly moves: readonly { readonly seat: SeatId; readonly action: Action }[] } {
  const seats = saved.seats ?? [];
  return { config: saved.game.config as unknown as GameConfig, moves: saved.actions.map((action, i) => ({ seat: seats[i] ?? 0, action })) };
}

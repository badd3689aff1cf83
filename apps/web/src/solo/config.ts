import { RoomSetupSchema } from '@senjutsu/protocol';
import { gameConfigOf } from '../hotseat/config';
import type { LocalGame } from '../worker/protocol';
import type { SavedGame } from '../worker/save';

// The engine configuration of a solo game from the home page's hand-over (checked with the room
// schema: it crossed sessionStorage), resolved against the built-in content as hot-seat does, with
// the automata of its `coop` part as the engine's solo settings (section 20).

export type NewGame = { readonly ok: true; readonly value: SavedGame } | { readonly ok: false; readonly code: 'INVALID_CONFIG' | 'UNKNOWN_CONTENT' | 'INVALID_DECK'; readonly message: string; readonly rule?: string };

/** A new saved solo game (no actions yet) from the hand-over `raw`; `id` doubles as the seed. */
export function newSoloGame(raw: unknown, id: string, now: number): NewGame {
  const parsed = RoomSetupSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, code: 'INVALID_CONFIG', message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  const room = parsed.data;
  if (room.mode !== 'coop' || room.coop === undefined || room.seats.length !== 1) return { ok: false, code: 'INVALID_CONFIG', message: 'a solo game has one human seat and its automata' };
  const configured = gameConfigOf(room, id);
  if (!configured.ok) return configured.rule === undefined ? { ok: false, code: configured.code, message: configured.message } : { ok: false, code: configured.code, message: configured.message, rule: configured.rule };
  // As JSON: the saved config goes to IndexedDB and to the worker by structured clone.
  const game: LocalGame = { config: JSON.parse(JSON.stringify({ ...configured.value, solo: room.coop })) as LocalGame['config'], seat: 0 };
  return {
    ok: true,
    value: { id, kind: 'solo', game, actions: [], startedAt: now, character: room.seats[0]!.character, opponents: room.coop.automata.map((a) => a.automaton), finished: false },
  };
}

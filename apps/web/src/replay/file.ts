import { BUILT_IN_RULESET } from '@senjutsu/engine';
import { REPLAY_FORMAT, REPLAY_VERSION, ReplaySchema, type Replay } from '@senjutsu/protocol';
import { keepReplay, type KeptReplay } from './kept';
import type { UseStore } from 'idb-keyval';

// Replays as files (issue 25; docs/web-solo.md "Replays"): a kept game becomes the protocol's
// Replay, a replay is exported as its JSON, and a file is read back only when ReplaySchema accepts
// it, else with a message saying what is wrong and nothing changed.

export type Parsed = { readonly ok: true; readonly value: Replay } | { readonly ok: false; readonly message: string };

/** A kept game as a replay: a local game's config and actions with their seats (the built-in ruleset), or a file checked again. */
export function replayOfKept(entry: KeptReplay): Parsed {
  if (entry.kind === 'file') return checked(entry.file);
  const { saved } = entry;
  const seat = saved.game.seat;
  return checked({
    format: REPLAY_FORMAT, version: REPLAY_VERSION, kind: entry.kind,
    ruleset: { id: BUILT_IN_RULESET.id, hash: BUILT_IN_RULESET.hash, definitions: null },
    result: null, finishedAt: entry.finishedAt, source: 'log', config: saved.game.config, seat,
    moves: saved.actions.map((action, i) => ({ seat: saved.seats?.[i] ?? seat, action })),
  });
}

function checked(json: unknown): Parsed {
  const parsed = ReplaySchema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, message: `${issue?.path.join('.') || 'file'}: ${issue?.message ?? 'not a replay'}` };
}

/** A file's text as a replay. */
export function parseReplayText(text: string): Parsed {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: 'not JSON' };
  }
  return checked(json);
}

/** Keeps a replay file's replay among the finished games, only if it is one; the id to open it by. */
export async function importReplay(text: string, name: string, now: number, store?: UseStore): Promise<{ readonly ok: true; readonly id: string } | { readonly ok: false; readonly message: string }> {
  const parsed = parseReplayText(text);
  if (!parsed.ok) return parsed;
  const id = `file-${now.toString(36)}`;
  await keepReplay({ id, kind: 'file', file: parsed.value, name, finishedAt: parsed.value.finishedAt }, store);
  return { ok: true, id };
}

export const replayText = (replay: Replay): string => JSON.stringify(replay);

export const replayFileName = (replay: Replay): string => `senjutsu-replay-${replay.kind}-${new Date(replay.finishedAt).toISOString().slice(0, 10)}.json`;

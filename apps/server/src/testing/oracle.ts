import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyAction, type GameEvent, type GameState, type Viewer } from '@senjutsu/engine';
import { defaultContent, type Content } from '../content';
import { LogEntrySchema, RoomRecordSchema, type LogEntry, type RoomRecord } from '../storage/storage';

// The test oracle for hidden information: the true game, rebuilt from the data folder with the
// engine (independently of what the server sent), and the card ids each viewer must not see.

export type TrueGame = {
  readonly record: RoomRecord;
  readonly entries: readonly LogEntry[];
  readonly states: readonly GameState[];
  /** Per version: the cards the rules turned face up on the way to it (reveal, replacement, recovery). */
  readonly turnedUp: readonly string[][];
};

export function turnedUpBy(events: readonly GameEvent[]): string[] {
  return events.flatMap((e) => {
    if (e.kind === 'revealed') return e.cards.map((c) => c.card);
    if (e.kind === 'replaced') return [e.by];
    if (e.kind === 'recovered') return [e.card];
    return [];
  });
}

/** Every version of a stored game, replayed from its file. */
export function trueGame(dataDir: string, room: string, content: Content = defaultContent()): TrueGame {
  const lines = readFileSync(join(dataDir, 'rooms', `${room}.jsonl`), 'utf8').trim().split('\n');
  const record = RoomRecordSchema.parse(JSON.parse(lines[0]!));
  const entries = lines.slice(1).map((l) => LogEntrySchema.parse(JSON.parse(l)));
  const created = content.newGame(record.setup, record.seed);
  if (!created.ok) throw new Error(created.error.message);
  const states: GameState[] = [created.value.state];
  const turnedUp: string[][] = [turnedUpBy(created.value.events)];
  for (const entry of entries) {
    if (entry.kind !== 'action') continue;
    const applied = applyAction(states.at(-1)!, entry.seat, entry.action);
    if (!applied.ok) throw new Error(`stored action refused: ${applied.error.message}`);
    states.push(applied.value.state);
    turnedUp.push(turnedUpBy(applied.value.events));
  }
  return { record, entries, states, turnedUp };
}

/**
 * Per version: the card ids `viewer` may not see. Those in another seat's hand or deck, its
 * face-down choice and its face-down discards, unless the card has been face up for everyone at
 * some version up to this one (a revealed card that later went back to a hand is known).
 */
export function forbiddenIds(game: Pick<TrueGame, 'states' | 'turnedUp'>, viewer: Viewer): Set<string>[] {
  const seen = new Set<string>();
  return game.states.map((s, version) => {
    for (const c of game.turnedUp[version]!) seen.add(c);
    for (const st of s.seats) {
      if (st.play !== null) seen.add(st.play.card);
      for (const d of st.discard) if (!d.faceDown) seen.add(d.card);
    }
    const hidden = new Set<string>();
    s.seats.forEach((st, seat) => {
      if (seat === viewer) return;
      for (const c of st.hand) hidden.add(c);
      for (const c of st.deck) hidden.add(c);
      if (st.selected !== null) hidden.add(st.selected);
      for (const d of st.discard) if (d.faceDown) hidden.add(d.card);
    });
    for (const c of seen) hidden.delete(c);
    return hidden;
  });
}

/** Every string (values and keys) inside a message, read from its JSON text. */
export function stringsIn(value: unknown): string[] {
  const out: string[] = [];
  for (const m of JSON.stringify(value).matchAll(/"((?:[^"\\]|\\.)*)"/g)) out.push(m[1]!);
  return out;
}

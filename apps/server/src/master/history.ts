import type { GameEvent } from '@senjutsu/engine';
import { deflateRawSync, inflateRawSync } from 'node:zlib';

// A room's event history (what a join with `since` gets: the events of every version after it),
// kept compact (issue 11: memory per live room). As engine objects it was the largest part of a
// room (20 KB of heap at version 60); here each version's events are one JSON string, and every
// CHUNK versions are deflated together into one string (latin1: one byte per byte, on the heap
// where the room's other data is measured): about 2.5 KB at version 60. Events are plain JSON
// (they travel as JSON and the snapshot stores them so), so nothing is lost on the way. Costs:
// ~4-6 µs of CPU per version (a deflate every CHUNK; with 6 it was 5-10 µs for the same bytes held,
// issue 13), ~1 ms for a join with since 0 at version 300.

/** Versions deflated together: a join reads back only the chunks it needs. */
export const CHUNK = 12;

/**
 * Deflate's preset dictionary: the fragments events are made of, the commonest last (nearest). A
 * chunk of 12 versions is small (~2 KB of JSON); with these it deflates to about a fifth. Chunks
 * live only in memory, so the dictionary may change from one server version to the next.
 */
const DICTIONARY = Buffer.from(
  [
    'terrainPlaced","terrain":"', 'figurePlaced', 'deckShuffled', 'prepared', 'searched', 'recovered', 'stealthChanged', 'pushed', 'poisoned',
    'extraPlayed', 'terrainRemoved', 'targetDeclared', 'automaton', 'horde', 'bled', 'wounded', 'focusPaid', 'focusRefunded', 'focusGained',
    'focusLost', 'replaced', 'kamaeChanged', 'collision', 'entered', 'turnEnded', 'stunned', 'weakened', 'weaknessRotated', 'defeated', 'gameOver',
    '{"kind":"roundStarted","round":', '{"kind":"cardReturned","seat":0,"card":"c', '{"kind":"advantageGained","seat":0,"track":[0,1]}',
    '{"kind":"attack","seat":1,"card":"c', '"hexes":[{"q":4,"r":-1}],"results":[]}', '{"kind":"turned","seat":0,"facing":1}',
    '{"kind":"stepped","seat":0,"from":{"q":3,"r":6},"to":{"q":4,"r":5}}', '{"kind":"drew","seat":0,"count":1},{"kind":"drew","seat":1,"count":1}',
    '{"kind":"discarded","seat":0,"card":null,"number":null,"faceDown":true}', '{"kind":"discarded","seat":1,"card":"c43","number":"098","faceDown":false}',
    '{"kind":"initiativeSet","seat":0,"card":"c19","initiative":4}', '{"kind":"resolving","seat":1,"card":"c26","sections":[0],"initiative":7}',
    '{"kind":"selected","seat":1},{"kind":"revealed","cards":[{"seat":0,"card":"c19","number":"111"},{"seat":1,"card":"c26","number":"032"}]}',
    '[{"kind":"selected","seat":0}],[]',
  ].join(''),
);

const deflate = (text: string): string => deflateRawSync(Buffer.from(text, 'utf8'), { dictionary: DICTIONARY }).toString('latin1');
const inflate = (packed: string): string => inflateRawSync(Buffer.from(packed, 'latin1'), { dictionary: DICTIONARY }).toString('utf8');

export class EventHistory {
  /** Deflated JSON of CHUNK versions each (their event arrays joined by commas), oldest first. */
  private readonly chunks: string[] = [];
  /** The JSON of each version after the chunks. */
  private tail: string[] = [];

  /** `versions[v]`: the events that led to version v (versions[0]: those of the game's creation). */
  constructor(versions: readonly (readonly GameEvent[])[] = []) {
    for (const events of versions) this.push(events);
  }

  /** How many versions it holds (the game's version + 1). */
  get length(): number {
    return this.chunks.length * CHUNK + this.tail.length;
  }

  /** The events that led to the next version. */
  push(events: readonly GameEvent[]): void {
    this.tail.push(JSON.stringify(events));
    if (this.tail.length === CHUNK) {
      this.chunks.push(deflate(this.tail.join(',')));
      this.tail = [];
    }
  }

  /** The events of every version after `since` (all with -1), oldest first. */
  after(since: number): { version: number; events: GameEvent[] }[] {
    const from = Math.max(0, since + 1);
    const first = Math.floor(from / CHUNK);
    const texts = [...this.chunks.slice(first).map(inflate), ...this.tail];
    if (texts.length === 0) return [];
    const versions = JSON.parse(`[${texts.join(',')}]`) as GameEvent[][];
    return versions.slice(from - first * CHUNK).map((events, i) => ({ version: from + i, events }));
  }

  /** Every version's events as the JSON of an array of arrays (what a snapshot stores), without parsing them. */
  json(): string {
    return `[${[...this.chunks.map(inflate), ...this.tail].join(',')}]`;
  }

  /** Every version's events (JSON.stringify gives `json()`). */
  toJSON(): GameEvent[][] {
    return this.after(-1).map((v) => v.events);
  }
}

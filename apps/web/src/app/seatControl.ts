import type { SeatControlChange } from '@senjutsu/protocol';
import type { T } from '../i18n';

// Issue 26: the computer took over a seat whose player left, or handed it back. The server tells
// every connection (`seatControl`) and gives a join the room's changes so far (`joined.seatControl`);
// the game log shows each as a line among the events, after the events of the version it happened at.

/** A change of who plays a seat, placed in the log: after the first `afterEvent` events. */
export type LoggedControl = { readonly change: SeatControlChange; readonly afterEvent: number };

const same = (a: SeatControlChange, b: SeatControlChange): boolean => a.seat === b.seat && a.by === b.by && a.at === b.at;

/**
 * The changes a join names, placed among the events: one already placed keeps its place; a new one
 * goes after the events of its version among `missed` (those the join adds after the first `base`
 * events the page holds), or after all held events when its version is older than the join's.
 */
export function placeControls(changes: readonly SeatControlChange[], placed: readonly LoggedControl[], base: number, missed: readonly { readonly version: number; readonly events: readonly unknown[] }[]): LoggedControl[] {
  return changes.map((change) => {
    const known = placed.find((p) => same(p.change, change));
    if (known !== undefined) return known;
    let afterEvent = base;
    for (const m of missed) if (m.version <= change.version) afterEvent += m.events.length;
    return { change, afterEvent };
  });
}

/** The log's line for a change, `seat` naming the seat as the log's other lines do. */
export function controlLine(change: SeatControlChange, seat: string, t: T): string {
  return change.by === 'computer' ? t('log.takenOver', { seat, level: t(`home.computer.level.${change.level}`) }) : t('log.handedBack', { seat });
}

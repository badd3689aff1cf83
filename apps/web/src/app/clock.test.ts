import type { RoomStatus } from '@senjutsu/protocol';
import { describe, expect, it } from 'vitest';
import { formatMs, mayClaim, remaining } from './clock';

const seat = (n: number, team: number, awaySince: number | null = null, joined = true) => ({ seat: n, character: `c${n}`, team, connected: awaySince === null, awaySince, joined, left: false });
const status = (over: Partial<RoomStatus>): RoomStatus => ({
  room: 'room_clock_1', seats: [seat(0, 0), seat(1, 1)], spectators: 0, clock: null, abandonMs: 60_000, result: null,
  rematch: { requested: [], declined: [], room: null }, ...over,
});

describe('room clock', () => {
  it('counts down only the running banks, from the moment the status arrived', () => {
    const clock = { remainingMs: [30_000, 20_000], running: [1], at: 0 };
    expect(remaining(clock, 0, 1_000, 6_000)).toBe(30_000);
    expect(remaining(clock, 1, 1_000, 6_000)).toBe(15_000);
    expect(formatMs(15_000)).toBe('0:15');
    expect(formatMs(3_725_000)).toBe('1:02:05');
    expect(formatMs(-5)).toBe('0:00');
  });

  it('offers the claim only when every opponent still playing is out of time or away too long', () => {
    const now = 1_000_000;
    const outOfTime = status({ clock: { remainingMs: [30_000, 500], running: [1], at: 0 } });
    expect(mayClaim(outOfTime, 0, [], now, now - 1_000)).toBe(true);
    expect(mayClaim(outOfTime, 1, [], now, now - 1_000)).toBe(false);
    expect(mayClaim(status({ seats: [seat(0, 0), seat(1, 1, now - 61_000)] }), 0, [], now, now)).toBe(true);
    expect(mayClaim(status({ seats: [seat(0, 0), seat(1, 1, now - 10_000)] }), 0, [], now, now)).toBe(false);
    // Issue 22: an opponent that never opened its link is not away, it has not come (the server refuses the claim too).
    expect(mayClaim(status({ seats: [seat(0, 0), seat(1, 1, now - 61_000, false)] }), 0, [], now, now)).toBe(false);
    // Three seats: one opponent away, the other present; once the present one is defeated, the claim opens.
    const three = status({ seats: [seat(0, 0), seat(1, 1, now - 61_000), seat(2, 2)] });
    expect(mayClaim(three, 0, [], now, now)).toBe(false);
    expect(mayClaim(three, 0, [2], now, now)).toBe(true);
    // A teammate's absence does not count; a finished game offers nothing.
    expect(mayClaim(status({ seats: [seat(0, 0), seat(1, 0, now - 61_000)] }), 0, [], now, now)).toBe(false);
    expect(mayClaim(status({ seats: [seat(0, 0), seat(1, 1, now - 61_000)], result: { winners: [0], reason: 'rules' } }), 0, [], now, now)).toBe(false);
    // Issue 26: the computer never leaves (it has no connection), so its absence offers no claim.
    expect(mayClaim(status({ seats: [seat(0, 0), { ...seat(1, 1, now - 61_000), computer: 'easy' }] }), 0, [], now, now)).toBe(false);
  });

  it('co-op (section 20): an automaton seat has no bank and no connection, yet never lets a human claim', () => {
    const now = 1_000_000;
    // One human (seat 0, its bank the only one) against an automaton (seat 1, never connected).
    const coop = status({ seats: [seat(0, 0), { ...seat(1, 1), connected: false }], clock: { remainingMs: [30_000], running: [0], at: 0 } });
    expect(mayClaim(coop, 0, [], now, now, [1])).toBe(false);
    // Without knowing the automata, the missing bank would read as out of time: the reason for the parameter.
    expect(mayClaim(coop, 0, [], now, now)).toBe(true);
  });
});

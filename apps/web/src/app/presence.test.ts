import type { GameView } from '@senjutsu/engine';
import type { RoomStatus } from '@senjutsu/protocol';
import { describe, expect, it } from 'vitest';
import { isYourTurn, notYetJoined, seatPresence } from './presence';

// What the page says of the other seats and of its own turn, from the room status (issue 22).

const seat = (n: number, over: Partial<RoomStatus['seats'][number]> = {}) => ({ seat: n, character: `c${n}`, team: n, connected: true, awaySince: null, joined: true, left: false, ...over });
const status = (seats: RoomStatus['seats'], result: RoomStatus['result'] = null): RoomStatus => ({
  room: 'room_presence', seats, spectators: 0, clock: null, abandonMs: 60_000, result, rematch: { requested: [], declined: [], room: null },
});

describe('presence as the page shows it', () => {
  it('tells a seat not come yet, here, gone by closing its page, and lost (reconnecting)', () => {
    expect(seatPresence(seat(0, { joined: false, connected: false, awaySince: 1 }))).toBe('invited');
    expect(seatPresence(seat(0))).toBe('connected');
    expect(seatPresence(seat(0, { connected: false, awaySince: 5, left: true }))).toBe('left');
    expect(seatPresence(seat(0, { connected: false, awaySince: 5, left: false }))).toBe('reconnecting');
    // Issue 26: a seat the computer plays (from the start, or since it took it over) says so, whoever is connected.
    expect(seatPresence(seat(0, { connected: false, awaySince: 5, left: true, computer: 'normal' }))).toBe('computer');
  });

  it('waits only for human seats that never came, and only while the game is on', () => {
    const seats = [seat(0), seat(1, { joined: false, connected: false }), seat(2, { joined: false, connected: false })];
    expect(notYetJoined(status(seats), [2]).map((s) => s.seat)).toEqual([1]);
    expect(notYetJoined(status(seats, { winners: [0], reason: 'rules' }), [])).toEqual([]);
    expect(notYetJoined(null, [])).toEqual([]);
  });

  it('it is your turn when your seat has a decision and the game is on; never for a spectator', () => {
    const waiting = { decisions: [{ seat: 0 }] } as unknown as GameView;
    const idle = { decisions: [] } as unknown as GameView;
    expect(isYourTurn(waiting, 0, status([seat(0)]))).toBe(true);
    expect(isYourTurn(idle, 0, status([seat(0)]))).toBe(false);
    expect(isYourTurn(waiting, 'spectator', status([seat(0)]))).toBe(false);
    expect(isYourTurn(waiting, 0, status([seat(0)], { winners: [1], reason: 'timeout' }))).toBe(false);
  });
});

import type { GameView } from '@senjutsu/engine';
import { MESSAGE_EVENT as PROTOCOL_EVENT } from '@senjutsu/protocol';
import { describe, expect, it } from 'vitest';
import { nextView } from '@senjutsu/protocol/patch';
import { MESSAGE_EVENT } from './socket';
import { parseInvite, tokenInFragment } from './tokens';

const TOKEN = 'A'.repeat(43);

describe('online client', () => {
  it('uses the protocol event name', () => {
    expect(MESSAGE_EVENT).toBe(PROTOCOL_EVENT);
  });

  it('reads the token from the invite fragment and nothing else', () => {
    expect(tokenInFragment(`#t=${TOKEN}`)).toBe(TOKEN);
    expect(tokenInFragment(`#x=1&t=${TOKEN}`)).toBe(TOKEN);
    expect(tokenInFragment('#t=short')).toBeNull();
    expect(tokenInFragment('')).toBeNull();
    expect(parseInvite(`http://host:3000/game/room_1234#t=${TOKEN}`)).toEqual({ room: 'room_1234', token: TOKEN });
    expect(parseInvite(` /game/room_1234#t=${TOKEN} `)).toEqual({ room: 'room_1234', token: TOKEN });
    expect(parseInvite('http://host:3000/game/room_1234')).toBeNull();
    expect(parseInvite('hello')).toBeNull();
  });

  it('rebuilds a full view from an update: the patch applied, the board from before; a gap is refused', () => {
    const before = { version: 3, board: [{ q: 0, r: 0 }], round: 1 } as unknown as GameView;
    const patch = [{ path: ['version'], value: 4 }, { path: ['round'], value: 2 }];
    const after = nextView(before, { base: 3, patch })!;
    expect(after.version).toBe(4);
    expect(after.round).toBe(2);
    expect(after.board).toBe(before.board); // unchanged parts keep their identity (memoised components)
    expect(before.version).toBe(3); // the previous view is untouched
    // An update made from another version than the one held (one was missed): resync instead.
    expect(nextView(before, { base: 2, patch })).toBeNull();
    expect(nextView(before, { base: 3, patch: [{ path: ['board', 0, 'q', 'x'], value: 1 }] })).toBeNull();
  });
});

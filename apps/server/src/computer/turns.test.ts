import { RoomSetupSchema } from '@senjutsu/protocol';
import { describe, expect, it } from 'vitest';
import { contentNamed, type Content } from '../content';
import type { LiveRoom } from '../master/live-room';
import { ownLists } from './turns';

// The computer's own card lists (turns.ts ownLists): resolved from the room's setup once per room,
// not at every decision of the computer (a duel asks for them at each of its ~100 decisions).

const content = contentNamed('real');
const setupOf = (computer: string) =>
  RoomSetupSchema.parse({ mode: 'duel', seats: [{ character: 'ronin' }, { character: computer }], battlefield: 'frozen-lake', computer: { seat: 1, level: 'easy' } });
/** A room as far as ownLists reads it: its stored record's setup. */
const roomOf = (setup: ReturnType<typeof setupOf>) => ({ record: { setup } }) as unknown as LiveRoom;

describe('the computer\'s own card lists', () => {
  it('are its seat\'s deck, weapons and core card, resolved once per room however often it decides', () => {
    let resolved = 0;
    const counting: Content = { ...content, gameConfig: (setup, seed) => (resolved++, content.gameConfig(setup, seed)) };
    const [warrior, master] = [roomOf(setupOf('warrior')), roomOf(setupOf('master'))];
    const config = content.gameConfig(warrior.record.setup, 'x');
    if (!config.ok) throw new Error(config.error.message);
    const own = config.value.seats[1]!;
    const expected = [undefined, [...own.deck, ...(own.weapons ?? []), content.ruleset.characters.warrior!.coreCard]];
    for (let decision = 0; decision < 5; decision++) expect(ownLists(warrior, counting, 1)).toEqual(expected);
    expect(resolved).toBe(1);
    // Another room's lists are its own, resolved for it.
    const other = ownLists(master, counting, 1);
    expect(other[1]).toContain(content.ruleset.characters.master!.coreCard);
    expect(other[1]).not.toEqual(expected[1]);
    expect(resolved).toBe(2);
  });
});

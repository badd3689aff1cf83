import { describe, expect, it } from 'vitest';
import { characterName } from './content';
import { addedCharacterName } from './seatNames';

// A co-op room's automaton seats are characters the room's ruleset adds (`automaton-<seat>-<kind>`,
// R-SOLO-SETUP-3): the page names them after their kind, in the player's language.

describe('seat names in a co-op room', () => {
  it('an automaton seat is named after its kind in every language; other ids stay as they are', () => {
    expect(characterName('automaton-2-katana-ashigaru', 'en')).toBe('Katana Ashigaru');
    expect(characterName('automaton-1-samurai-boss', 'pl')).toBe('Wódz Samurajów');
    expect(characterName('automaton-3-master', 'uk')).toBe('Майстер');
    expect(characterName('ronin', 'cs')).toBe('Rónin');
    expect(characterName('automaton-2-dragon', 'en')).toBe('automaton-2-dragon');
  });

  it('a character the join\'s definitions add is named from them', () => {
    const definitions = { characters: [{ id: 'automaton-1-yumi-ashigaru', names: { en: 'Yumi Ashigaru', cs: 'Jumi Ašigaru', pl: 'Ashigaru z yumi', uk: 'Ашігару з юмі' } }] };
    expect(addedCharacterName(definitions, 'automaton-1-yumi-ashigaru', 'cs')).toBe('Jumi Ašigaru');
    expect(addedCharacterName(definitions, 'ronin', 'cs')).toBeUndefined();
    expect(addedCharacterName(null, 'automaton-1-yumi-ashigaru', 'cs')).toBeUndefined();
  });
});

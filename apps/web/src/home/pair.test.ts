import { AUTOMATA, BATTLEFIELDS, PACKS, TERRAIN_PIECES } from '@senjutsu/cards';
import { createGame, viewFor, type GameConfig } from '@senjutsu/engine';
import { RoomSetupSchema, type ContentSummary } from '@senjutsu/protocol';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { gameConfigOf } from '../hotseat/config';
import { newSoloGame } from '../solo/config';
import { defaultSoloForm, toSoloSetup } from '../solo/setup';
import { CoopFields } from './CoopFields';
import { AUTOMATON_ENTRIES, entryRows, newAutomaton, withAutomata, withEntry, withMode, withoutEntry, type AutomatonForm } from './coop';
import { defaultForm, toRoomSetup, withSeatCount, type SetupForm } from './setup';

// R-SOLO-EXP-2: Hachiko and his ashigaru always fight as a pair. The forms (co-op rooms and the
// solo entry) offer the pair as one choice that fills two automaton seats, and the engine takes it.

const content: ContentSummary = {
  characters: PACKS.map((p) => ({ id: p.character.id, name: p.character.names.en, weapons: [p.signatureDeck.weapon], signatureDeck: [...p.signatureDeck.cards] })),
  battlefields: Object.values(BATTLEFIELDS).map((b) => ({ id: b.id, name: b.names.en, startAreas: b.startAreas.length })),
  terrain: Object.keys(TERRAIN_PIECES) as ContentSummary['terrain'],
};
const PAIR = AUTOMATON_ENTRIES.find((e) => e.automata.length > 1)!;
const coopForm = (humans: number): SetupForm => withSeatCount(withMode(defaultForm(content), 'coop', content), humans, content);
const pick = (form: SetupForm, index: number, entry = PAIR): SetupForm =>
  withAutomata(form, withEntry(form.coop.automata, index, entry, (id, old) => ({ ...(old ?? newAutomaton(id)), automaton: id, choices: null })));

/** The engine's game of a co-op room setup, as the server and the solo page build it (the hot-seat config with the automata). */
function engineGame(form: SetupForm) {
  const setup = RoomSetupSchema.parse(toRoomSetup(form, []));
  const configured = gameConfigOf(setup, 'pair-1');
  if (!configured.ok) throw new Error(configured.message);
  return createGame({ ...configured.value, solo: setup.coop } as GameConfig);
}

describe('the Hachiko pair in the forms (R-SOLO-EXP-2)', () => {
  it('R-SOLO-EXP-2 the kind select has one pair entry, Hachiko\'s ashigaru then Hachiko, and no lone paired automaton', () => {
    expect(PAIR.automata).toEqual(['hachiko-ashigaru', 'hachiko']);
    const singles = AUTOMATON_ENTRIES.filter((e) => e.automata.length === 1).map((e) => e.id);
    expect(singles.filter((id) => AUTOMATA.find((a) => a.id === id)?.pairedWith !== undefined)).toEqual([]);
    expect(singles).toHaveLength(AUTOMATA.length - 2);
  });

  it('R-SOLO-EXP-2 co-op: one human and the pair fill two automaton seats, and createGame accepts the form\'s setup', () => {
    const form = pick(coopForm(1), 0);
    expect(form.coop.automata.map((a) => a.automaton)).toEqual(['hachiko-ashigaru', 'hachiko']);
    expect(entryRows(form.coop.automata).map((r) => [r.lead, r.entry.id])).toEqual([[true, 'hachiko-ashigaru'], [false, 'hachiko-ashigaru']]);
    const game = engineGame(form);
    if (!game.ok) throw new Error(game.error.message);
    expect(viewFor(game.value.state, 0).automata.map((a) => [a.seat, a.automaton])).toEqual([[1, 'hachiko-ashigaru'], [2, 'hachiko']]);
    // Each member keeps its own settings: both in nightmare mode, the ashigaru with a wound limit of 6.
    const hard = withAutomata(form, form.coop.automata.map((a, i) => ({ ...a, nightmare: true, woundLimit: i === 0 ? 6 : null })));
    const hardGame = engineGame(hard);
    if (!hardGame.ok) throw new Error(hardGame.error.message);
    expect(viewFor(hardGame.value.state, 0).automata.map((a) => a.woundLimit)[0]).toBe(6);
  });

  it('R-SOLO-EXP-2 co-op: one human, a yumi ashigaru and the pair (four figures) are accepted; the pair leaves as one', () => {
    let form = withAutomata(coopForm(1), [newAutomaton('yumi-ashigaru'), newAutomaton()]);
    form = pick(form, 1);
    expect(form.coop.automata.map((a: AutomatonForm) => a.automaton)).toEqual(['yumi-ashigaru', 'hachiko-ashigaru', 'hachiko']);
    // A fourth automaton would be five figures: the form stays as it was.
    expect(withAutomata(form, [...form.coop.automata, newAutomaton()])).toBe(form);
    const game = engineGame(form);
    expect(game.ok && game.value.state.seats.length).toBe(4);
    // Removing the pair removes both of its seats; the partner's row removes the same entry.
    expect(withoutEntry(form.coop.automata, 2).map((a) => a.automaton)).toEqual(['yumi-ashigaru']);
    // A single kind in the pair's place replaces both seats.
    const back = withEntry(form.coop.automata, 1, AUTOMATON_ENTRIES.find((e) => e.id === 'master')!, (id) => newAutomaton(id));
    expect(back.map((a) => a.automaton)).toEqual(['yumi-ashigaru', 'master']);
  });

  it('R-SOLO-EXP-2 with no room for two more figures the pair is refused (three humans and one automaton; two humans and two automata)', () => {
    const three = coopForm(3);
    expect(pick(three, 0)).toBe(three);
    const two = withAutomata(coopForm(2), [newAutomaton('yumi-ashigaru'), newAutomaton()]);
    expect(two.coop.automata).toHaveLength(2);
    expect(pick(two, 1)).toBe(two);
  });

  it('R-SOLO-EXP-2 solo: the pair chosen on the solo entry starts a game the engine takes', () => {
    const solo = { ...defaultSoloForm(), opponents: withEntry(defaultSoloForm().opponents, 0, PAIR, (automaton) => ({ automaton, nightmare: false })) };
    const made = newSoloGame(toSoloSetup(defaultForm(content), solo, []), 'pair-solo', 0);
    if (!made.ok) throw new Error(made.message);
    expect(made.value.opponents).toEqual(['hachiko-ashigaru', 'hachiko']);
    const game = createGame(made.value.game.config as GameConfig);
    expect(game.ok && game.value.state.seats.length).toBe(3);
  });

  it('R-SOLO-EXP-2 the co-op fields show the pair as one choice: one kind select, both members named, one remove button', () => {
    const form = pick(withAutomata(coopForm(1), [newAutomaton('yumi-ashigaru'), newAutomaton()]), 1);
    const html = renderToStaticMarkup(createElement(CoopFields, { form, onChange: () => {} }));
    expect(html).toContain('Hachiko and his ashigaru');
    expect(html).toContain('data-testid="automaton-kind-1"');
    expect(html).not.toContain('data-testid="automaton-kind-2"');
    expect(html).toContain('data-testid="automaton-member-2"');
    expect(html).toContain('data-testid="automaton-remove-1"');
    expect(html).not.toContain('data-testid="automaton-remove-2"');
    // With one human and a single automaton, the pair fits (three figures): its option is enabled.
    const single = renderToStaticMarkup(createElement(CoopFields, { form: coopForm(1), onChange: () => {} }));
    expect(single).toMatch(/<option value="hachiko-ashigaru">Hachiko and his ashigaru<\/option>/);
  });
});

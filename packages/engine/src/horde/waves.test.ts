import { HORDE_BEHAVIOUR, HORDE_STARTS, type HordeStarts } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, pendingDecisions, rulesOf, viewFor, type GameEvent, type GameState } from '../index';
import { heroConfig, playUntil } from '../testing/horde';

// Horde mode's waves (section 22, OP-33), played through the engine with the test hero
// (testing/horde.ts: its sweeping attack fells any automaton at once, so random play clears waves).

const STARTS = HORDE_STARTS['snowy-battlefield'];
const LETTERS = ['A', 'B', 'C', 'D'] as const;

function newRun(seed = 1): GameState {
  const r = createGame(heroConfig(seed));
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

/** Random legal play up to the horde's next start-hex decision (R-HORDE-8). */
const toEntry = (s: GameState, seed = 1) => playUntil(s, (x) => pendingDecisions(x)[0]?.rule === 'R-HORDE-8', seed);

/** The player puts the entering automaton on start hex `letter`. */
function enterAt(s: GameState, letter: keyof HordeStarts): { state: GameState; events: readonly GameEvent[] } {
  const d = pendingDecisions(s)[0]!;
  expect(d).toMatchObject({ seat: 0, kind: 'placeFigure', rule: 'R-HORDE-8' });
  const r = applyAction(s, 0, { kind: 'placeFigure', hex: STARTS[letter].hex });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const onBattlefield = (s: GameState) => s.seats.flatMap((st, seat) => (st.hex === null ? [] : [seat]));

describe('horde waves (R-HORDE-1..11, OP-33)', () => {
  it('R-HORDE-10: start hex X is the player’s only start hex, facing as the battlefield data says', () => {
    const s = newRun();
    const d = pendingDecisions(s).find((x) => x.kind === 'placeFigure')!;
    expect(d.seat).toBe(0);
    expect(d.options).toEqual([{ kind: 'placeFigure', hex: STARTS.X.hex }]);
    const placed = applyAction(s, 0, d.options[0]!);
    if (!placed.ok) throw new Error(placed.error.message);
    expect(viewFor(placed.value.state, 0).seats[0]).toMatchObject({ hex: STARTS.X.hex, facing: STARTS.X.facing });
  });

  it('R-HORDE-1, R-HORDE-2: three katana ashigaru decks and one samurai boss deck are built before the start', () => {
    const view = viewFor(newRun(), 'spectator');
    expect(view.automata.map((a) => a.automaton)).toEqual(['katana-ashigaru', 'katana-ashigaru', 'katana-ashigaru', 'samurai-boss']);
    for (const a of view.automata) expect(a.deckCount).toBeGreaterThan(0);
    expect(view.horde).toMatchObject({ level: 1, wave: 1, rank: 'none', woundLimit: 1 });
  });

  it('R-HORDE-8, R-HORDE-3: before wave 1 the player chooses the start hex of its one katana ashigaru', () => {
    const { state } = toEntry(newRun());
    const d = pendingDecisions(state)[0]!;
    expect(d.options).toEqual(LETTERS.map((l) => ({ kind: 'placeFigure', hex: STARTS[l].hex })));
    expect(viewFor(state, 'spectator').horde).toMatchObject({ placing: 1, automata: [] });
    const after = enterAt(state, 'C').state;
    expect(after.seats[1]!.hex).toEqual(STARTS.C.hex);
    expect(onBattlefield(after)).toEqual([0, 1]); // one katana ashigaru, nobody else of the horde
    expect(viewFor(after, 0).horde).toMatchObject({ wave: 1, placing: null, automata: [1] });
    expect(pendingDecisions(after)[0]!.kind).toBe('select'); // round 1 begins
  });

  it.each(LETTERS)('R-HORDE-9, R-HORDE-10: an automaton entering at %s starts aggressive, with that hex’s behaviour and facing', (letter) => {
    const after = enterAt(toEntry(newRun()).state, letter).state;
    const automaton = viewFor(after, 0).automata.find((a) => a.seat === 1)!;
    expect(automaton.behaviour).toBe(HORDE_BEHAVIOUR[letter]);
    expect(automaton.stance).toBe('aggressive');
    expect(after.seats[1]!.facing).toBe(STARTS[letter].facing);
  });

  it('bad input: a hex that is not a free start hex is refused and changes nothing (R-HORDE-8)', () => {
    const { state } = toEntry(newRun());
    const r = applyAction(state, 0, { kind: 'placeFigure', hex: STARTS.X.hex });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'ILLEGAL_OPTION', rule: 'R-HORDE-8' });
    expect(pendingDecisions(state)[0]!.options).toHaveLength(4);
  });

  it('R-HORDE-4, R-HORDE-5, R-HORDE-6, R-HORDE-11, OP-33: waves of 1, 2 and 3 katana ashigaru, then the boss and 3 katana on distinct hexes of the player’s choice; wave 4 completes the level', () => {
    let s = newRun(2);
    const waves: string[][] = [];
    const events: GameEvent[] = [];
    for (let wave = 1; wave <= 4; wave++) {
      s = toEntry(s, wave).state;
      const used: string[] = [];
      while (pendingDecisions(s)[0]?.rule === 'R-HORDE-8') {
        const options = pendingDecisions(s)[0]!.options as readonly { hex: { q: number; r: number } }[];
        for (const o of options) expect(used).not.toContain(JSON.stringify(o.hex)); // OP-33: distinct start hexes
        const letter = LETTERS.find((l) => JSON.stringify(STARTS[l].hex) === JSON.stringify(options[options.length - 1]!.hex))!;
        used.push(JSON.stringify(STARTS[letter].hex));
        const r = enterAt(s, letter);
        s = r.state;
        events.push(...r.events);
      }
      const view = viewFor(s, 0);
      waves.push(view.horde!.automata.map((seat) => view.automata.find((a) => a.seat === seat)!.automaton));
      expect(onBattlefield(s)).toHaveLength(1 + waves[wave - 1]!.length); // ruling H1: wave 4 puts five figures on the battlefield
      const played = playUntil(s, (_x, evs) => evs.some((e) => e.kind === 'horde' && e.event === 'waveDefeated'), wave);
      s = played.state;
      events.push(...played.events);
    }
    expect(waves).toEqual([
      ['katana-ashigaru'],
      ['katana-ashigaru', 'katana-ashigaru'],
      ['katana-ashigaru', 'katana-ashigaru', 'katana-ashigaru'],
      ['samurai-boss', 'katana-ashigaru', 'katana-ashigaru', 'katana-ashigaru'],
    ]);
    const horde = events.flatMap((e) => (e.kind === 'horde' ? [`${e.event} ${e.level}.${e.wave} ${e.rule}`] : []));
    expect(horde).toEqual(expect.arrayContaining(['waveEntered 1.1 R-HORDE-3', 'waveEntered 1.4 R-HORDE-6', 'waveDefeated 1.4 R-HORDE-11', 'levelCompleted 1.4 R-HORDE-11']));
  });

  it('R-HORDE-7, OP-33: in level 1 every automaton, the boss included, has wound limit 1', () => {
    let s = newRun(3);
    for (let wave = 1; wave <= 3; wave++) s = playUntil(toEntry(s, wave).state, (_x, evs) => evs.some((e) => e.kind === 'horde' && e.event === 'waveDefeated'), wave).state;
    s = toEntry(s, 4).state;
    for (const l of LETTERS) if (pendingDecisions(s)[0]?.rule === 'R-HORDE-8') s = enterAt(s, l).state;
    const view = viewFor(s, 0);
    expect(view.horde!.automata).toHaveLength(4);
    expect(view.horde!.woundLimit).toBe(1);
    for (const seat of view.horde!.automata) {
      expect(view.automata.find((a) => a.seat === seat)!.woundLimit).toBe(1);
      expect(rulesOf(s).characters[s.seats[seat]!.character]!.woundLimit).toBe(1); // the engine defeats it at its first wound (R-VICTORY-1)
    }
  });

  const SEED = 8; // a seed in which the katana wounds the player before it falls
  it('OP-33: a defeated wave brings the next at the next round’s start; nothing about the player resets and each automaton reuses its deck, reshuffled', () => {
    // Play (first options) until wave 1 falls, keeping the position before that action; the first
    // seed from SEED on where the player then holds something a reset would undo (wounds or focus).
    const fallOf = (seed: number) => {
      let prev = toEntry(newRun(seed), seed).state;
      let cur = prev;
      for (let guard = 0; guard < 2000; guard++) {
        const d = pendingDecisions(cur)[0]!;
        const r = applyAction(cur, d.seat, d.options[0]!);
        if (!r.ok) throw new Error(r.error.message);
        [prev, cur] = [cur, r.value.state];
        if (r.value.events.some((e) => e.kind === 'horde' && e.event === 'waveDefeated')) break;
      }
      return { prev, cur, seed };
    };
    let fall = fallOf(SEED);
    for (let seed = SEED + 1; seed < SEED + 20 && fall.prev.seats[0]!.wounds + fall.prev.seats[0]!.focus === 0; seed++) fall = fallOf(seed);
    const { prev, cur } = fall;
    expect(viewFor(prev, 0).horde!.wave).toBe(1);
    const record = prev.solo!.records[0]!;
    const owned = [...record.deck, ...record.discard.map((d) => d.card), ...(record.drawn === null ? [] : [record.drawn])].filter((c) => c !== 'STUN').sort();
    const next = toEntry(cur, fall.seed).state;
    expect(next.flow.at).toBe('roundStart');
    expect(viewFor(next, 0).horde).toMatchObject({ level: 1, wave: 2, placing: 1 });
    const [p0, p1] = [prev.seats[0]!, next.seats[0]!];
    expect(p0.wounds + p0.focus).toBeGreaterThan(0); // something that a reset would undo
    expect({ wounds: p1.wounds, bleeding: p1.bleeding, kamae: p1.kamae }).toEqual({ wounds: p0.wounds, bleeding: p0.bleeding, kamae: p0.kamae });
    expect(p1.focus).toBeGreaterThanOrEqual(p0.focus);
    const entered = enterAt(next, 'A').state.solo!.records[0]!;
    expect([...entered.deck].sort()).toEqual(owned); // the same cards, all back in its deck
    expect(entered.discard).toEqual([]);
    expect(entered.deck).not.toEqual([...record.deck, ...record.discard.map((d) => d.card)]); // shuffled
  });
});

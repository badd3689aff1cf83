import { createGame, applyAction, outcome, pendingDecisions, type Action, type Applied, type Decision, type GameEvent, type GameState } from '@senjutsu/engine';
import { scenario, TEST_BATTLEFIELD, TEST_CARDS, TEST_CHARACTERS, TEST_DECK, TEST_POISONS, randomPlayout } from '@senjutsu/engine/testing';
import { describe, expect, it } from 'vitest';
import { CardSchema, CharacterSchema, LANGUAGES, type Card } from '../schema';
import { PACKS } from './index';
import { ronin } from './ronin';
import { effectsOf, openPack } from './pack-testing';

// The Ronin's content pack: it parses, its signature deck is the printed one (rules §23.1), its
// tiers and owners obey the deck-building limits, the facts the catalogue recovered are honoured,
// the cards play in the Ronin's style, and random games with it run through the engine.

const { cards, byNumber, card, character } = openPack(ronin);
const kindsOf = (n: string) => new Set(effectsOf(card(n)).map((e) => e.kind));
const attackMarks = (n: string) => effectsOf(card(n)).flatMap((e) => (e.kind === 'attack' ? e.hexes : e.kind === 'targetedAttack' || e.kind === 'initiativeAttack' ? [e.mark] : []));

/** Rules §23.1 / catalogue §7a: the Ronin's printed list (CZ = UKR = PL), counts per number. */
const PRINTED_DECK: Record<string, number> = {
  '025': 1, '026': 1, '027': 1, '028': 1, '029': 2, '030': 1, '031': 2, '032': 1, '033': 2, '034': 2, '035': 3,
  '089': 1, '098': 1, '102': 1, '104': 1, '107': 1, '110': 1, '125': 2, '126': 2, '127': 3,
};
/** Every card of the list is authored here (102 and 107 too, though the Master and the Warrior hold them: R-SIG-3). */
const EXPECTED_ELSEWHERE: string[] = [];
const SIGNATURE_NUMBERS = ['025', '026', '027', '028', '029', '030', '031', '032', '033', '034', '035'];
const COMMON_NUMBERS = ['089', '098', '102', '104', '107', '110', '125', '126', '127'];
const WEAPON_CARDS: Record<string, string> = { '071': 'naginata', X076: 'yari', X077: 'kanabo' };

const counts = (numbers: readonly string[]) => numbers.reduce<Record<string, number>>((acc, n) => ({ ...acc, [n]: (acc[n] ?? 0) + 1 }), {});

describe('ronin pack: parsing', () => {
  it('every card and the character parse', () => {
    for (const c of ronin.cards) expect(CardSchema.safeParse(c).success, c.number).toBe(true);
    expect(CharacterSchema.safeParse(ronin.character).success).toBe(true);
    expect(ronin.poisons ?? []).toEqual([]);
  });

  it('names are non-empty in all four languages and card numbers are unique', () => {
    for (const x of [...cards, character]) for (const lang of LANGUAGES) expect(x.names[lang].trim().length, `${JSON.stringify(x.names)} ${lang}`).toBeGreaterThan(0);
    const numbers = cards.map((c) => c.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('no other pack authors a card number of this pack', () => {
    const mine = new Set(cards.map((c) => c.number));
    for (const pack of PACKS.filter((p) => p !== ronin)) {
      for (const c of pack.cards) expect(mine.has(c.number), `${c.number} of ${pack.character.id}`).toBe(false);
    }
  });

  it('authors the core card 023, the core weapon cards 071, X076, X077, the signature cards and the commons', () => {
    const expected = ['023', ...Object.keys(WEAPON_CARDS), ...SIGNATURE_NUMBERS, ...COMMON_NUMBERS].sort();
    expect(cards.map((c) => c.number).sort()).toEqual(expected);
  });
});

describe('ronin pack: the signature deck (R-SIG-2, rules §23.1)', () => {
  it('equals the printed list: 30 cards with repeats, plus the core weapon card 071', () => {
    expect(ronin.signatureDeck.weapon).toBe('071');
    expect(ronin.signatureDeck.cards).toHaveLength(30);
    expect(counts(ronin.signatureDeck.cards)).toEqual(PRINTED_DECK);
  });

  it('every card of it is in this pack (none is expected from another file)', () => {
    for (const n of Object.keys(PRINTED_DECK)) expect(byNumber.has(n) || EXPECTED_ELSEWHERE.includes(n), n).toBe(true);
    expect(byNumber.has(ronin.signatureDeck.weapon)).toBe(true);
  });

  it('tiers obey the copy limits of R-DECKBUILD-8..11 (x3 wood, x2 wood or steel, gold 1 each and 8 at most, jade 1)', () => {
    const deck = counts(ronin.signatureDeck.cards);
    let gold = 0;
    let jade = 0;
    for (const [n, k] of Object.entries(deck)) {
      const c = card(n);
      if (k === 3) expect(c.tier, n).toBe('wood');
      if (k === 2) expect(['wood', 'steel'], n).toContain(c.tier);
      if (c.tier === 'gold') { expect(k, n).toBe(1); gold += k; }
      if (c.tier === 'jade') jade += k;
      expect(c.tier, n).not.toBe('core');
    }
    expect(gold).toBeLessThanOrEqual(8);
    expect(jade).toBeLessThanOrEqual(1);
  });

  it('owners: signature cards belong to the Ronin, commons are common, core weapon cards to their weapons (R-CARD-2, R-CARD-3)', () => {
    for (const n of ['023', ...SIGNATURE_NUMBERS]) expect(card(n).owner, n).toEqual({ kind: 'character', character: 'ronin' });
    for (const n of COMMON_NUMBERS) expect(card(n).owner, n).toEqual({ kind: 'common' });
    for (const [n, weapon] of Object.entries(WEAPON_CARDS)) expect(card(n).owner, n).toEqual({ kind: 'weapon', weapon });
  });

  it('R-SIG-3 the shared cards 102 and 107 are common; R-SCHOOL-8 the Ronin holds no school card', () => {
    expect(card('102').owner).toEqual({ kind: 'common' });
    expect(card('107').owner).toEqual({ kind: 'common' });
    for (const n of ['086', '113', '119', '096', '112', '128', '084', '105', '100']) expect(ronin.signatureDeck.cards).not.toContain(n);
  });
});

describe('ronin pack: the character card', () => {
  it('R-CHAR-3 starting advantage 5, distinct from every other written character', () => {
    expect(character.advantage).toBe(5);
    for (const p of PACKS.filter((p) => p !== ronin)) expect(CharacterSchema.parse(p.character).advantage).not.toBe(5);
  });

  it('hand limit 4 or 5, wound limit 5 to 7, core card 023, symbol and names', () => {
    expect([4, 5]).toContain(character.handLimit);
    expect(character.woundLimit).toBeGreaterThanOrEqual(5);
    expect(character.woundLimit).toBeLessThanOrEqual(7);
    expect(character.coreCard).toBe('023');
    expect(character.symbol).toBe('ronin');
    expect(character.names).toEqual({ cs: 'Rónin', pl: 'Ronin', uk: 'Ронін', en: 'Ronin' });
  });

  it('R-FRAG-1 R-DECKBUILD-4 weapon options kanabo, naginata, nodachi, yari; each has a core weapon card naming it', () => {
    expect([...character.weapons].sort()).toEqual(['kanabo', 'naginata', 'nodachi', 'yari']);
    for (const [n, weapon] of Object.entries(WEAPON_CARDS)) expect(card(n).keywords, n).toContain(weapon.toUpperCase());
    // The nodachi cards are the Warrior's file's; once it is written, one of them names NODACHI.
    const warrior = PACKS.find((p) => p.character.id === 'warrior');
    if (warrior !== undefined) {
      expect(warrior.cards.some((c) => c.owner.kind === 'weapon' && c.owner.weapon === 'nodachi' && (c.keywords ?? []).includes('NODACHI'))).toBe(true);
    }
  });

  it('R-KAMAE-1 R-KAMAE-PATH-3 the Kamae map favours Aggression: Neutral is left for good, and every position leads back to Aggression', () => {
    const { nodes, paths } = character.kamae;
    const idOf = (kind: string) => nodes.find((n) => n.kind === kind)!.id;
    const next = (id: string) => paths.flatMap((p) => (p.from === id ? [p.to] : !p.oneWay && p.to === id ? [p.from] : []));
    const reaches = (from: string, to: string) => {
      const seen = new Set([from]);
      const queue = [from];
      while (queue.length > 0) for (const n of next(queue.shift()!)) if (!seen.has(n)) { seen.add(n); queue.push(n); }
      return seen.has(to);
    };
    for (const n of nodes.filter((n) => n.kind !== 'aggression')) expect(reaches(n.id, idOf('aggression')), n.id).toBe(true);
    for (const n of nodes.filter((n) => n.kind !== 'neutral')) expect(reaches(n.id, idOf('neutral')), n.id).toBe(false);
    // Neutral leads straight into Aggression.
    expect(next(idOf('neutral'))).toContain(idOf('aggression'));
    expect(nodes.filter((n) => n.kind === 'focus').length).toBeLessThanOrEqual(2);
  });

  it('the Kamae map differs from every other written character (OP-2)', () => {
    const shape = (m: typeof character.kamae) => JSON.stringify({ nodes: [...m.nodes].sort((a, b) => a.id.localeCompare(b.id)), paths: m.paths });
    for (const p of PACKS.filter((p) => p !== ronin)) expect(shape(CharacterSchema.parse(p.character).kamae)).not.toBe(shape(character.kamae));
  });
});

describe('ronin pack: facts of the catalogue', () => {
  it('catalogue row 023 and R-CORE-1: the core ability card is of the core tier and type', () => {
    expect(card('023')).toMatchObject({ tier: 'core', types: ['core'] });
    expect(card('023').names).toMatchObject({ cs: 'Základní karta Rónina', uk: 'Основна карта Роніна', pl: 'Ronin (Główna)' });
  });

  it('catalogue row 071, §3 and R-FRAG-2: Naginata Swing is a core weapon card with keywords NAGINATA, CORE, ATTACK, WEAPON', () => {
    const c = card('071');
    expect(c.tier).toBe('core');
    expect([...c.types].sort()).toEqual(['attack', 'core']);
    expect(c.keywords).toEqual(['NAGINATA', 'CORE', 'ATTACK', 'WEAPON']);
    expect(c.names).toEqual({ cs: 'Švih naginatou', uk: 'Помах нагінатою', pl: 'Cięcie Naginatą', en: 'Naginata Swing' });
  });

  it('R-FRAG-1 R-FRAG-2 the yari and kanabo core weapon cards X076, X077 follow the same pattern', () => {
    expect(card('X076')).toMatchObject({ tier: 'core', keywords: ['YARI', 'CORE', 'ATTACK', 'WEAPON'], names: { en: 'Yari Thrust' } });
    expect(card('X077')).toMatchObject({ tier: 'core', keywords: ['KANABO', 'CORE', 'ATTACK', 'WEAPON'], names: { en: 'Kanabo Smash' } });
    for (const n of ['X076', 'X077']) expect([...card(n).types].sort(), n).toEqual(['attack', 'core']);
  });

  it("R-FRAG-9 catalogue row 031 (§6 F16: '7-3', keyword OBRONA): Steel Block is a block of variable initiative 3-7", () => {
    const c = card('031');
    expect(c.initiative).toEqual({ kind: 'variable', min: 3, max: 7 });
    expect(c.types).toEqual(['block']);
    expect(kindsOf('031').has('block')).toBe(true);
  });

  it("R-FRAG-8 catalogue row 102 (§6 F26): Steeled Mind has initiative 3, 'Draw up to 2 cards' and a Kamae line 'Draw up to 3 cards'", () => {
    const c = card('102');
    expect(c.initiative).toEqual({ kind: 'fixed', value: 3 });
    expect(c.types).toEqual(['meditation']);
    const effects = effectsOf(c);
    expect(effects).toContainEqual({ kind: 'draw', count: 2, upTo: true });
    const kamae = effects.filter((e) => e.kind === 'kamae');
    expect(kamae).toHaveLength(1);
    expect(kamae[0]!.kind === 'kamae' && kamae[0]!.effects).toEqual([{ kind: 'draw', count: 3, upTo: true }]);
  });

  it('R-MULTI-3 catalogue row 102: in the tie example the player resolving first steps away to safety, so Steeled Mind moves', () => {
    expect(effectsOf(card('102')).some((e) => e.kind === 'move' && e.parts.some((p) => p.kind === 'step'))).toBe(true);
  });

  it('catalogue row 098 (§6 F14): Battle Cry, pictured in the Collisions section, pushes', () => {
    expect(attackMarks('098').some((m) => m.push > 0)).toBe(true);
  });

  it('catalogue rows 035, 127: held three times, so Wood (deduced)', () => {
    for (const n of ['035', '127']) expect(card(n).tier, n).toBe('wood');
  });

  it('catalogue rows 029, 031, 033, 034, 125, 126: held twice, so Wood or Steel (deduced)', () => {
    for (const n of ['029', '031', '033', '034', '125', '126']) expect(['wood', 'steel'], n).toContain(card(n).tier);
  });

  it('catalogue §1: the Czech, Ukrainian and Polish names are the catalogue readings', () => {
    const expected: Record<string, [string, string, string]> = {
      '025': ['Těžká zbroj', 'Важка броня', 'Ciężka Zbroja'],
      '026': ['Zuřivý býk', 'Натиск бика', 'Pęd Byka'],
      '027': ['Obrácený pařát', 'Заднє ікло', 'Rzeźbiony Kieł'],
      '028': ['Hrůza', 'Жах', 'Groza'],
      '029': ['Surový sek', 'Широкий розмах', 'Zwierzęcy Atak'],
      '030': ['Zatnuté pařáty', 'Кігті, що шматують', 'Rozerwanie'],
      '031': ['Ocelový blok', 'Сталевий блок', 'Stalowa Zapora'],
      '032': ['Vlčí výpad', 'Пазурі вовка', 'Wilczy Pazur'],
      '033': ['Rána do kotníku', 'Укус за щиколотку', 'Ugryzienie'],
      '034': ['Ztráta soudnosti', 'Сповільнене падіння', 'Opanowanie Upadku'],
      '035': ['Býčí dusot', 'Запряжена волами баржа', 'Bycze Pchnięcie'],
      '089': ['Poslední záchrana', 'Швидке блокування', 'Zasłona Awaryjna'],
      '098': ['Bojový výkřik', 'Бойовий клич', 'Okrzyk Wojenny'],
      '102': ['Zocelená mysl', 'Твердість духу', 'Pewny Umysł'],
      '104': ['Oslabující rána', 'Разючий удар', 'Okaleczenie'],
      '107': ['Útok ve skoku', 'Раптовий випад', 'Dalekie Pchnięcie'],
      '110': ['Úhyb', 'Швидке ухилення', 'Szybki Unik'],
      '125': ['Kop kopytem', 'Удар коня', 'Kopnięcie Konia'],
      '126': ['Drtivá rána', "Удар руків'ям", 'Cios Głownią'],
      '127': ['Odkopnutí', 'Поштовх', 'Odepchnięcie'],
    };
    for (const [n, [cs, uk, pl]] of Object.entries(expected)) expect(card(n).names, n).toMatchObject({ cs, uk, pl });
  });
});

describe('ronin pack: the style', () => {
  it('furious and fast: many cards burn his own deck or hand to power up, and his attacks are quick', () => {
    const burners = SIGNATURE_NUMBERS.concat(COMMON_NUMBERS, ['023']).filter((n) => kindsOf(n).has('discardDeck') || kindsOf(n).has('discard'));
    expect(burners.length).toBeGreaterThanOrEqual(7);
    expect(effectsOf(card('032')).some((e) => e.kind === 'discard')).toBe(true); // a hand discard, too
    const attacks = ronin.signatureDeck.cards.map(card).filter((c) => c.types.includes('attack'));
    const mean = attacks.reduce((sum, c) => sum + (c.initiative.kind === 'fixed' ? c.initiative.value : 0), 0) / attacks.length;
    expect(mean).toBeGreaterThanOrEqual(6);
  });

  it('R-KAMAE-3 Aggression carries most of the coloured effects of his cards', () => {
    const positions = cards.flatMap((c) => effectsOf(c).flatMap((e) => (e.kind === 'kamae' ? [e.position] : [])));
    const aggression = positions.filter((p) => p === 'aggression').length;
    expect(aggression).toBeGreaterThanOrEqual(4);
    expect(aggression).toBeGreaterThan(positions.length / 2);
    expect(card('030').kamaeRequirement).toBe('aggression');
  });

  it('cards play in the spirit of their names: blocks block, kicks push, the ankle weakens, the claws rend, the hilt stuns', () => {
    for (const n of ['025', '031', '089']) expect(kindsOf(n).has('block'), n).toBe(true);
    for (const n of ['026', '027', '029', '030', '032', '033', '035', '104', '107', '125', '126', '127', '071']) expect(kindsOf(n).has('attack'), n).toBe(true);
    for (const n of ['102', '034', '110']) expect(card(n).types, n).toEqual(['meditation']);
    for (const n of ['125', '127', '035', '026']) expect(attackMarks(n).some((m) => m.push > 0), n).toBe(true);
    expect(attackMarks('033').some((m) => m.weakness > 0)).toBe(true);
    expect(attackMarks('104').some((m) => m.weakness > 0)).toBe(true);
    expect(attackMarks('030').every((m) => m.bleeding)).toBe(true);
    expect(attackMarks('126').some((m) => m.stun > 0)).toBe(true);
    expect(attackMarks('028').some((m) => m.stun > 0)).toBe(true);
    // Heavy Armour guards every side; the Reversed Talon and the Horse Kick strike behind.
    expect(effectsOf(card('025')).some((e) => e.kind === 'block' && e.hexes.length === 6)).toBe(true);
    for (const n of ['027', '125']) expect(attackMarks(n).length > 0 && effectsOf(card(n)).some((e) => e.kind === 'attack' && e.hexes.some((h) => h.at.q === 0 && h.at.r === 1)), n).toBe(true);
    // Dodges and falls move, and never forward.
    for (const n of ['034', '110']) {
      const steps = effectsOf(card(n)).flatMap((e) => (e.kind === 'move' ? e.parts.filter((p) => p.kind === 'step') : []));
      expect(steps.length, n).toBeGreaterThan(0);
      for (const s of steps) expect(s.kind === 'step' && s.directions.includes(0), n).toBe(false);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Through the engine.

type Chooser = (d: Decision) => Action | undefined;
/** By default: end moves and Kamae shifts, never pay, else the first option. */
const defaultChoice = (d: Decision): Action =>
  d.options.find((a) => a.kind === 'endMove' || a.kind === 'endKamae' || (a.kind === 'payFee' && !a.pay)) ?? d.options[0]!;

/** Answer pending decisions (with `choose` first, then the default) until `stop` holds or the round ends. */
function drive(start: Applied, stop: (s: GameState) => boolean, choose: Chooser = () => undefined, max = 80): Applied {
  let current = start;
  const events: GameEvent[] = [...start.events];
  const round = start.state.round;
  for (let i = 0; i < max && !stop(current.state) && current.state.round === round; i++) {
    const d = pendingDecisions(current.state)[0];
    if (d === undefined) break;
    const r = applyAction(current.state, d.seat, choose(d) ?? defaultChoice(d));
    if (!r.ok) throw new Error(r.error.message);
    current = r.value;
    events.push(...r.value.events);
  }
  return { state: current.state, events };
}

const select = (applied: Applied, seat: number, number: string): Applied => {
  const id = applied.state.seats[seat]!.hand.find((c) => applied.state.cards[c] === number);
  if (id === undefined) throw new Error(`seat ${seat} holds no ${number}`);
  const r = applyAction(applied.state, seat, { kind: 'select', card: id });
  if (!r.ok) throw new Error(r.error.message);
  return { state: r.value.state, events: [...applied.events, ...r.value.events] };
};
const selectable = (applied: Applied, seat: number) =>
  (pendingDecisions(applied.state).find((d) => d.seat === seat && d.kind === 'select')?.options ?? []).map((o) => applied.state.cards[(o as { card: string }).card]);

const base = () =>
  scenario()
    .card(...ronin.cards)
    .character(ronin.character)
    .battlefield({ hexes: TEST_BATTLEFIELD.hexes });

describe('ronin pack: in the engine', () => {
  it('Brutal Slash: burning the top card of the deck widens the cut to the whole front arc', () => {
    // The Ronin at (0,1) faces north; the Kensei stands ahead-left of him, outside the plain cut.
    let g = base()
      .seat('ronin', { q: 0, r: 1 }, 0, { hand: ['029', '023'], deck: ['127', '035', '035'] })
      .seat('kensei', { q: -1, r: 1 }, 0, { hand: ['T13', 'T01'], deck: ['T10', 'T10'] })
      .build();
    g = select(select(g, 0, '029'), 1, 'T13');
    g = drive(g, () => false, (d) => {
      if (d.seat === 0 && d.kind === 'or') return { kind: 'chooseOption', option: 1 };
      if (d.seat === 0 && d.kind === 'discardDeck') return { kind: 'payFee', pay: true };
      return undefined;
    });
    expect(g.events).toContainEqual(expect.objectContaining({ kind: 'discarded', seat: 0, number: '127', faceDown: false }));
    expect(g.events).toContainEqual(expect.objectContaining({ kind: 'wounded', seat: 1, wounds: 1, cause: 'attack' }));
  });

  it('R-FRAG-9 R-ROUND-REVEAL-8 Steel Block offers every initiative from 3 to 7; its successful block throws the Ronin into Aggression', () => {
    let g = base()
      .seat('ronin', { q: 0, r: 1 }, 0, { hand: ['031', '023'], deck: ['127', '127'] })
      .seat('kensei', { q: 0, r: 0 }, 3, { hand: ['T10', 'T01'], deck: ['T10', 'T10'] })
      .build();
    g = select(select(g, 0, '031'), 1, 'T10');
    g = drive(g, (s) => pendingDecisions(s)[0]?.kind === 'variableInitiative');
    const choice = pendingDecisions(g.state)[0]!;
    expect(choice.seat).toBe(0);
    expect(choice.options.map((o) => (o as { value: number }).value)).toEqual([3, 4, 5, 6, 7]);
    g = drive(g, () => false, (d) => (d.kind === 'variableInitiative' ? { kind: 'chooseInitiative', value: 6 } : undefined));
    expect(g.events.some((e) => e.kind === 'wounded' && e.seat === 0)).toBe(false);
    expect(g.events).toContainEqual({ kind: 'kamaeChanged', seat: 0, from: 'neutral', to: 'aggression', how: 'jump' });
  });

  it('R-FRAG-8 R-OR-2 Steeled Mind draws up to 2, and in Determination its Kamae line (up to 3) is the one that resolves', () => {
    const game = (kamae: 'neutral' | 'determination') =>
      select(
        select(
          base()
            .seat('ronin', { q: 0, r: 2 }, 0, { hand: ['102', '023'], deck: ['127', '127', '127', '127'], kamae })
            .seat('kensei', { q: 0, r: -2 }, 3, { hand: ['T13', 'T01'], deck: ['T10', 'T10'] })
            .build(),
          0,
          '102',
        ),
        1,
        'T13',
      );
    const atDraw = (s: GameState) => pendingDecisions(s)[0]?.kind === 'draw';
    const determined = drive(game('determination'), atDraw);
    expect(pendingDecisions(determined.state)[0]!.options).toHaveLength(4); // 0, 1, 2 or 3 cards
    const neutral = drive(game('neutral'), atDraw, (d) => (d.seat === 0 && d.kind === 'or' ? { kind: 'chooseOption', option: 0 } : undefined));
    expect(pendingDecisions(neutral.state)[0]!.options).toHaveLength(3); // 0, 1 or 2 cards
  });

  it('R-KAMAE-5 Rending Claws can be selected only in Aggression', () => {
    const g = (kamae: 'neutral' | 'aggression') =>
      base()
        .seat('ronin', { q: 0, r: 2 }, 0, { hand: ['030', '023'], deck: ['127', '127'], kamae })
        .seat('kensei', { q: 0, r: -2 }, 3, { hand: ['T13', 'T01'], deck: ['T10', 'T10'] })
        .build();
    expect(selectable(g('neutral'), 0)).not.toContain('030');
    expect(selectable(g('aggression'), 0)).toContain('030');
  });

  it('R-KAMAE-PATH-3 R-FOCUS-POINT-1 from Neutral the map leads only on; from Aggression the path to Determination passes the focus point', () => {
    const g = (kamae: 'neutral' | 'aggression') =>
      drive(
        select(
          select(
            base()
              .seat('ronin', { q: 0, r: 2 }, 0, { hand: ['023'], deck: ['127', '127'], kamae })
              .seat('kensei', { q: 0, r: -2 }, 3, { hand: ['T13', 'T01'], deck: ['T10', 'T10'] })
              .build(),
            0,
            '023',
          ),
          1,
          'T13',
        ),
        (s) => pendingDecisions(s)[0]?.kind === 'kamaePath' && pendingDecisions(s)[0]?.seat === 0,
        (d) => (d.seat === 0 && d.kind === 'or' ? { kind: 'chooseOption', option: 1 } : undefined),
      );
    const fromNeutral = pendingDecisions(g('neutral').state)[0]!;
    expect(fromNeutral.options.filter((o) => o.kind === 'kamaeStep').map((o) => (o as { node: string }).node).sort()).toEqual(['aggression', 'determination']);
    const r = applyAction(g('aggression').state, 0, { kind: 'kamaeStep', node: 'focus1' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.state.seats[0]!.focus).toBe(1);
    expect(r.value.state.seats[0]!.kamae).toBe('determination');
  });
});

const newGame = (seed: number) => {
  const created = createGame({
    seed,
    battlefield: TEST_BATTLEFIELD,
    seats: [
      { character: 'ronin', deck: [...ronin.signatureDeck.cards], weapons: [ronin.signatureDeck.weapon] },
      { character: 'kensei', deck: TEST_DECK, weapons: ['T70'] },
    ],
    terrain: ['rock', 'shrine'],
    definitions: { cards: [...ronin.cards, ...TEST_CARDS], characters: [ronin.character, ...TEST_CHARACTERS], poisons: TEST_POISONS },
  });
  if (!created.ok) throw new Error(`seed ${seed}: ${created.error.message}`);
  return created.value.state;
};

describe('ronin pack: smoke', () => {
  it('R-PREP-2 Heavy Armour is offered as a prepared card at setup', () => {
    let state = newGame(1);
    for (let i = 0; i < 40 && !pendingDecisions(state).some((d) => d.kind === 'prepare' && d.seat === 0); i++) {
      const d = pendingDecisions(state)[0]!;
      const r = applyAction(state, d.seat, d.options[0]!);
      if (!r.ok) throw new Error(r.error.message);
      state = r.value.state;
    }
    const prepare = pendingDecisions(state).find((d) => d.kind === 'prepare' && d.seat === 0)!;
    expect(prepare.options.filter((o) => o.kind === 'prepare').map((o) => state.cards[(o as { card: string }).card])).toEqual(['025']);
  });

  it('50 seeded random games of the Ronin signature deck against the test character run without an engine error', () => {
    let finished = 0;
    for (let seed = 0; seed < 50; seed++) {
      let state = newGame(seed);
      try {
        state = randomPlayout(state, seed, 40).state;
      } catch (e) {
        throw new Error(`seed ${seed}: ${(e as Error).message}`);
      }
      if (outcome(state).over) finished++;
    }
    expect(finished).toBeGreaterThan(0);
  });
});

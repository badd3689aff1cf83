import type { CardType, InstantKind, InstantWindow, KamaePosition, LANGUAGES, Tier } from '../schema';

// The one place of card wording (issue #4). A translator fixes a phrase here and nowhere else.
//
// Sources of the words: the terminology table of the rules reference (§1 of senjutsu-rules.md),
// the Kamae verbs of R-KAMAE-7 / D-1, the card vocabulary of the catalogue (§1c of
// card-catalogue.md) and the printed Polish phrasings of R-FRAG-3..11 and catalogue §6
// ("ZMIEŃ KAMAE O MAKS. 1 GAŁĄŹ", "DOBIERZ MAKS. 2 KARTY", "ODRZUĆ 1 KARTĘ",
// "SPRAWDŹ 3 WIERZCHNIE KARTY + DOBIERZ Z NICH 1 KARTĘ ZDOLNOŚCI", "SPRAWDŹ ODRZUCONE + DOBIERZ 1",
// "JEŻELI SUKCES:", "PRZESKOCZ NA DOWOLNĄ KAMAE", "–LUB–", "ZAGRAJ PO SUKCESIE ATAKU …"), and the
// rulebooks themselves (shared/seeds: Czech 000, Polish 003, Ukrainian 004) where they name a term:
// terms.test.ts checks those words on every card.
//
// Templates: `{name}` is replaced by a value; `{name:noun}` by the number `name` followed by the
// counted noun `noun` of `nouns` below, in the plural form Intl.PluralRules picks for that number.
// In a counted noun, `#` stands for the number. Grammatical case is kept simple: where a word
// would have to be declined, the templates use a colon ("Změň Kamae na: Vyrovnanost").

export type Lang = (typeof LANGUAGES)[number];

/** Plural forms of one counted phrase, keyed by the Intl.PluralRules category; `#` is the number. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>>;

/** The counted nouns the templates may name as `{value:noun}`. */
export const NOUNS = [
  'steps', 'turns', 'paths', 'focus', 'cards', 'cardsUpTo', 'topCards', 'abilityCards', 'hexes', 'moreHexes',
  'sides', 'wounds', 'bleedingWounds', 'stuns', 'weaknesses',
] as const;
export type Noun = (typeof NOUNS)[number];

export const STATUS_KINDS = ['wound', 'bleeding', 'stun', 'weakness', 'poison'] as const;
export type StatusKind = (typeof STATUS_KINDS)[number];

export type Terms = {
  /** Card keywords, keyed by the UPPERCASE English keyword of the data, as printed in this language. */
  readonly keywords: Readonly<Record<string, string>>;
  readonly types: Readonly<Record<CardType, string>>;
  readonly tiers: Readonly<Record<Tier, string>>;
  readonly kamae: Readonly<Record<KamaePosition, string>>;
  /** Relative step directions (R-MOVE-2): forward, forward-right, back-right, back, back-left, forward-left. */
  readonly directions: readonly [string, string, string, string, string, string];
  readonly anyDirection: string;
  /** The last joint of a list of alternatives ("a, b or c") and of a list of parts ("a, b and c"). */
  readonly or: string;
  readonly and: string;
  readonly nouns: Readonly<Record<Noun, PluralForms>>;
  readonly header: {
    /** `{value}`, `{fee:focus}`: R-ROUND-REVEAL-3. */
    readonly alternativeInitiative: string;
    /** `{fee:focus}`: R-FOCUS-FEE-1. */
    readonly focusFee: string;
    /** `{position}`: R-KAMAE-5. */
    readonly kamaeRequirement: string;
    /** `{range}`: R-RANGE-1. */
    readonly range: string;
    readonly prepared: string;
    /** A section below a dividing line that keeps the card's initiative (R-ROUND-RESOLVE-3). */
    readonly sameInitiative: string;
    readonly instant: Readonly<Record<InstantKind, string>>;
    readonly instantWindow: Readonly<Record<InstantWindow, string>>;
    /** `{kind}`, `{window}`. */
    readonly instantLine: string;
  };
  /** Movement parts, written in lower case: a line may join several (R-MOVE-10, R-MOVE-11). */
  readonly move: {
    /** `{n:steps}`, `{direction}`: R-MOVE-4 (mandatory). */
    readonly step: string;
    /** R-MOVE-5 (optional: all, part or none). */
    readonly stepOptional: string;
    /** `{n:turns}`. */
    readonly turn: string;
    readonly turnOptional: string;
    /** Joins parts performed in the printed order (R-MOVE-11). */
    readonly then: string;
  };
  readonly effects: {
    /** `{n:paths}`: R-KAMAE-PATH-1. */
    readonly kamaePath: string;
    /** `{position}`: R-KAMAE-JUMP-1. */
    readonly kamaeJump: string;
    /** R-KAMAE-JUMP-3. */
    readonly kamaeJumpAny: string;
    /** `{n:focus}`. */
    readonly focus: string;
    readonly advantage: string;
    /** `{n:cards}` / `{n:cardsUpTo}`. */
    readonly draw: string;
    readonly drawUpTo: string;
    readonly discard: string;
    /** `{top:…}`, `{take:…}`, `{types}`: R-SEARCH-1..4. */
    readonly searchTop: string;
    readonly searchTopTyped: string;
    readonly searchDeck: string;
    readonly searchDeckTyped: string;
    /** `{n:cards}`: take face-up cards of your discard pile (R-FRAG-6). */
    readonly recover: string;
    /** `{n:topCards}`: the optional deck-discard cost; its effects follow, indented. */
    readonly discardDeck: string;
    /** `{n:hexes}`, `{marks}`: R-DIAG-1..4. */
    readonly attack: string;
    /** One group of hexes with the same marks, when the groups differ: `{marks}`, `{n:hexes}`. */
    readonly attackGroup: string;
    /** Extra hexes for an optional fee (R-FOCUS-FEE-6): `{fee:focus}`, `{n:moreHexes}`, `{marks}`. */
    readonly attackExtra: string;
    /** R-DIAG-5/6: `{marks}`. */
    readonly targetedAttack: string;
    /** `{fee:focus}`, `{marks}`. */
    readonly targetedExtra: string;
    /** R-INITCMP-1..3: `{marks}`. */
    readonly initiativeAttack: string;
    /** R-BLOCK-1: `{n:hexes}`. */
    readonly block: string;
    /** `{fee:focus}`, `{n:moreHexes}`. */
    readonly blockExtra: string;
    /** R-COUNTER-1: `{values}`. */
    readonly counter: string;
    /** R-KAMAE-3/4, heading the Kamae-coloured effects: `{position}`. */
    readonly kamae: string;
    /** R-STEALTH-1, heading the effects that need stealth. */
    readonly stealthed: string;
    /** R-STEALTH-3. */
    readonly stealth: string;
    /** OP-73: the printed label LOOK AT HAND. */
    readonly lookAtHand: string;
    /** R-FOCUS-FEE-3, heading the effects it pays for: `{fee:focus}`. */
    readonly optionalFee: string;
    /** R-OR-1. */
    readonly or: string;
    /** R-SUCCESS-3. */
    readonly ifSuccessful: string;
    /** A diagram hex whose marks do nothing. */
    readonly noEffect: string;
  };
  /** What an attack does to a character it reaches (R-SYM-3), in lower case, listed with ", ". */
  readonly marks: {
    readonly execution: string;
    readonly poison: string;
    /** `{n:hexes}`: R-PUSH-1. */
    readonly push: string;
    /** `{n:hexes}`: R-PUSH-2. */
    readonly pull: string;
    /** `{n:sides}` or `{n:turns}`: R-PUSH-5. */
    readonly rotate: string;
    /** OP-40. */
    readonly advantage: string;
  };
  /** Status cards (R-FRAG-11, catalogue §1b): name, keywords (English keys of `keywords`), text lines. */
  readonly status: Readonly<Record<StatusKind, { readonly name: string; readonly keywords: readonly string[]; readonly text: readonly string[] }>>;
};

/** Plural forms for the Slavic languages: the forms for 1, for 2-4 and for 5 and more. */
function slavic(lang: 'cs' | 'pl' | 'uk', one: string, few: string, many: string): PluralForms {
  // Czech puts 5+ under 'other' and fractions under 'many'; Polish and Ukrainian put 5+ under
  // 'many' and fractions under 'other'. Only whole numbers occur on cards.
  return lang === 'cs' ? { one, few, other: many, many: few } : { one, few, many, other: few };
}
const cs = (one: string, few: string, many: string) => slavic('cs', one, few, many);
const pl = (one: string, few: string, many: string) => slavic('pl', one, few, many);
const uk = (one: string, few: string, many: string) => slavic('uk', one, few, many);
const en = (one: string, other: string): PluralForms => ({ one, other });

// Keywords shared by the status cards.
const STATUS_KEYWORDS = { wound: ['WOUND'], stun: ['STUN', 'STATUS EFFECT'], weakness: ['WEAKNESS', 'STATUS EFFECT'], poison: ['POISON', 'STATUS EFFECT'] } as const;

const EN: Terms = {
  keywords: {
    ATTACK: 'ATTACK', BLOCK: 'BLOCK', MEDITATION: 'MEDITATION', CORE: 'CORE', WEAPON: 'WEAPON', RANGE: 'RANGE',
    INSTANT: 'INSTANT', 'INSTANT REACTION': 'INSTANT', REPLACEMENT: 'INSTANT REPLACEMENT', 'INSTANT REPLACEMENT': 'INSTANT REPLACEMENT',
    SUPPLEMENTAL: 'INSTANT SUPPLEMENTAL', 'INSTANT SUPPLEMENTAL': 'INSTANT SUPPLEMENTAL', 'INSTANT BENEFIT': 'INSTANT SUPPLEMENTAL',
    PREPARED: 'PREPARED', BUSHIDO: 'BUSHIDO', STEALTH: 'STEALTH', COUNTER: 'COUNTERATTACK', COUNTERATTACK: 'COUNTERATTACK',
    POISON: 'POISON', WOUND: 'WOUND', STUN: 'STUN', WEAKNESS: 'WEAKNESS', 'STATUS EFFECT': 'STATUS EFFECT', SOLO: 'SOLO', NIGHTMARE: 'NIGHTMARE',
    KATANA: 'KATANA', NAGINATA: 'NAGINATA', NODACHI: 'NODACHI', TACHI: 'TACHI', KANABO: 'KANABO', YARI: 'YARI', YUMI: 'YUMI',
  },
  types: { attack: 'attack', block: 'block', meditation: 'meditation', core: 'core' },
  tiers: { core: 'core', wood: 'wood', steel: 'steel', gold: 'gold', jade: 'jade' },
  kamae: { neutral: 'Neutral', aggression: 'Aggression', balance: 'Balance', determination: 'Determination' },
  directions: ['forward', 'forward-right', 'back-right', 'back', 'back-left', 'forward-left'],
  anyDirection: 'in any direction',
  or: 'or',
  and: 'and',
  nouns: {
    steps: en('# step', '# steps'),
    turns: en('# hex side', '# hex sides'),
    paths: en('# path', '# paths'),
    focus: en('# focus', '# focus'),
    cards: en('# card', '# cards'),
    cardsUpTo: en('# card', '# cards'),
    topCards: en('# card', '# cards'),
    abilityCards: en('# ability card', '# ability cards'),
    hexes: en('# hex', '# hexes'),
    moreHexes: en('# more hex', '# more hexes'),
    sides: en('# hex side', '# hex sides'),
    wounds: en('# wound', '# wounds'),
    bleedingWounds: en('# bleeding wound', '# bleeding wounds'),
    stuns: en('# stun', '# stuns'),
    weaknesses: en('# weakness', '# weaknesses'),
  },
  header: {
    alternativeInitiative: '{value} for {fee:focus}',
    focusFee: 'Mandatory fee: {fee:focus}',
    kamaeRequirement: 'Kamae requirement: {position}',
    range: 'Range {range}',
    prepared: 'Prepared card',
    sameInitiative: 'same initiative',
    instant: { instant: 'Instant', replacement: 'Instant replacement', supplemental: 'Instant supplemental' },
    instantWindow: {
      startOfTurn: 'play at the start of your turn',
      attackSuccessful: 'play after your successful attack',
      blockSuccessful: 'play after your successful block',
      afterResolve: 'play after your card has resolved',
    },
    instantLine: '{kind} – {window}',
  },
  move: {
    step: 'take {n:steps} {direction}',
    stepOptional: 'take up to {n:steps} {direction}',
    turn: 'turn {n:turns}',
    turnOptional: 'turn up to {n:turns}',
    then: ', then ',
  },
  effects: {
    kamaePath: 'Shift Kamae up to {n:paths}',
    kamaeJump: 'Jump to Kamae: {position}',
    kamaeJumpAny: 'Jump to any Kamae',
    focus: 'Gain {n:focus}',
    advantage: 'Gain advantage',
    draw: 'Draw {n:cards}',
    drawUpTo: 'Draw up to {n:cardsUpTo}',
    discard: 'Discard {n:cards}',
    searchTop: 'Search the top {top:topCards} + take {take:abilityCards} from them',
    searchTopTyped: 'Search the top {top:topCards} + take {take:cards} of type {types} from them',
    searchDeck: 'Search your deck + take {take:abilityCards}',
    searchDeckTyped: 'Search your deck + take {take:cards} of type {types}',
    recover: 'Search your discard pile + take {n:cards}',
    discardDeck: 'You may discard the top {n:topCards} of your deck face up:',
    attack: 'Attack {n:hexes}: {marks}',
    attackGroup: '{marks} ({n:hexes})',
    attackExtra: 'Pay {fee:focus}: attack {n:moreHexes} – {marks}',
    targetedAttack: 'Attack one chosen character in range and sight: {marks}',
    targetedExtra: 'Pay {fee:focus}: additionally {marks}',
    initiativeAttack: 'Attack an opponent whose revealed card has a lower initiative: {marks}',
    block: 'Block {n:hexes}',
    blockExtra: 'Pay {fee:focus}: block {n:moreHexes}',
    counter: 'Counterattack: {values}',
    kamae: 'Kamae {position}:',
    stealthed: 'While stealthed:',
    stealth: 'Enter stealth',
    lookAtHand: 'Look at the hand',
    optionalFee: 'Pay {fee:focus}:',
    or: '-OR-',
    ifSuccessful: 'If successful:',
    noEffect: 'no effect',
  },
  marks: {
    execution: 'execution',
    poison: 'poison',
    push: 'push {n:hexes}',
    pull: 'pull {n:hexes}',
    rotate: 'rotate {n:sides}',
    advantage: 'you gain advantage',
  },
  status: {
    wound: {
      name: 'Wound',
      keywords: STATUS_KEYWORDS.wound,
      text: ['Counts as a wound.', 'If you have as many wounds as your wound limit, you are defeated.'],
    },
    bleeding: {
      name: 'Bleeding wound',
      keywords: STATUS_KEYWORDS.wound,
      text: [
        'Counts as a wound.',
        'If you have it at the start of the round, before drawing you must discard the top card of your deck face down.',
        'Several bleeding wounds do not add up: discard only 1 card per round.',
        'If you have as many wounds as your wound limit, you are defeated.',
      ],
    },
    stun: {
      name: 'Stun',
      keywords: STATUS_KEYWORDS.stun,
      text: [
        'Counts as a card in your hand.',
        'Cannot be discarded.',
        'You may play it instead of an ability card.',
        'If you hold as many stun cards as your hand limit, you are defeated.',
      ],
    },
    weakness: {
      name: 'Weakness',
      keywords: STATUS_KEYWORDS.weakness,
      text: [
        'While it is in play, the initiative of your cards is 1 lower (never below 1).',
        'At the end of each round rotate this card 90° to the right; when it completes a full turn, discard it.',
      ],
    },
    poison: {
      name: 'Poison',
      keywords: STATUS_KEYWORDS.poison,
      text: ['Not a wound: it does not count toward your wound limit.', 'Resolve the effect printed on this poison card, then discard it.'],
    },
  },
};

const CS: Terms = {
  keywords: {
    ATTACK: 'ÚTOK', BLOCK: 'BLOKOVÁNÍ', MEDITATION: 'MEDITACE', CORE: 'ZÁKLADNÍ', WEAPON: 'ZBRAŇ', RANGE: 'DOSAH',
    INSTANT: 'OKAMŽITÁ', 'INSTANT REACTION': 'OKAMŽITÁ', REPLACEMENT: 'OKAMŽITÉ NAHRAZENÍ', 'INSTANT REPLACEMENT': 'OKAMŽITÉ NAHRAZENÍ',
    SUPPLEMENTAL: 'OKAMŽITÁ DOPLŇKOVÁ', 'INSTANT SUPPLEMENTAL': 'OKAMŽITÁ DOPLŇKOVÁ', 'INSTANT BENEFIT': 'OKAMŽITÁ DOPLŇKOVÁ',
    PREPARED: 'PŘIPRAVENÁ', BUSHIDO: 'BUŠIDÓ', STEALTH: 'SKRYTÍ', COUNTER: 'PROTIÚTOK', COUNTERATTACK: 'PROTIÚTOK',
    POISON: 'OTRAVA', WOUND: 'ZRANĚNÍ', STUN: 'OMRÁČENÍ', WEAKNESS: 'OSLABENÍ', 'STATUS EFFECT': 'STAVOVÝ EFEKT', SOLO: 'SÓLO', NIGHTMARE: 'NOČNÍ MŮRA',
    KATANA: 'KATANA', NAGINATA: 'NAGINATA', NODACHI: 'NODACHI', TACHI: 'TACHI', KANABO: 'KANABO', YARI: 'JARI', YUMI: 'JUMI',
  },
  types: { attack: 'útok', block: 'blokování', meditation: 'meditace', core: 'základní' },
  tiers: { core: 'základní', wood: 'dřevo', steel: 'ocel', gold: 'zlato', jade: 'nefrit' },
  kamae: { neutral: 'Neutrální', aggression: 'Agrese', balance: 'Vyrovnanost', determination: 'Odhodlání' },
  directions: ['vpřed', 'vpravo vpřed', 'vpravo vzad', 'vzad', 'vlevo vzad', 'vlevo vpřed'],
  anyDirection: 'libovolným směrem',
  or: 'nebo',
  and: 'a',
  nouns: {
    steps: cs('# krok', '# kroky', '# kroků'),
    // The Czech rulebook counts turns as "otočení" ("1 otočení změní nasměrování o 1 stranu hexu").
    turns: cs('# otočení', '# otočení', '# otočení'),
    // R-KAMAE-7: the Czech path move counts "kroky" ("posuň Kamae až o X kroků").
    paths: cs('# krok', '# kroky', '# kroků'),
    focus: cs('# soustředění', '# soustředění', '# soustředění'),
    cards: cs('# kartu', '# karty', '# karet'),
    cardsUpTo: cs('# kartu', '# karty', '# karet'),
    topCards: cs('# vrchní kartu', '# vrchní karty', '# vrchních karet'),
    abilityCards: cs('# kartu schopnosti', '# karty schopnosti', '# karet schopností'),
    // The Czech rulebook says "hex" ("odstrčení 2 pohne postavu o 2 hexy"), never "pole".
    hexes: cs('# hex', '# hexy', '# hexů'),
    moreHexes: cs('# další hex', '# další hexy', '# dalších hexů'),
    sides: cs('# stranu', '# strany', '# stran'),
    wounds: cs('# zranění', '# zranění', '# zranění'),
    bleedingWounds: cs('# krvácející zranění', '# krvácející zranění', '# krvácejících zranění'),
    stuns: cs('# omráčení', '# omráčení', '# omráčení'),
    weaknesses: cs('# oslabení', '# oslabení', '# oslabení'),
  },
  header: {
    alternativeInitiative: '{value} za {fee:focus}',
    focusFee: 'Povinný poplatek: {fee:focus}',
    kamaeRequirement: 'Požadavek Kamae: {position}',
    range: 'Dosah {range}',
    prepared: 'Připravená karta',
    sameInitiative: 'stejná iniciativa',
    instant: { instant: 'Okamžitá', replacement: 'Okamžité nahrazení', supplemental: 'Okamžitá doplňková' },
    instantWindow: {
      startOfTurn: 'zahraj na začátku svého tahu',
      attackSuccessful: 'zahraj po svém úspěšném útoku',
      blockSuccessful: 'zahraj po svém úspěšném blokování',
      afterResolve: 'zahraj po vyhodnocení své karty',
    },
    instantLine: '{kind} – {window}',
  },
  move: {
    step: 'udělej {n:steps} {direction}',
    stepOptional: 'udělej až {n:steps} {direction}',
    turn: 'proveď {n:turns}',
    turnOptional: 'proveď až {n:turns}',
    then: ', potom ',
  },
  effects: {
    kamaePath: 'Posuň Kamae až o {n:paths}',
    kamaeJump: 'Změň Kamae na: {position}',
    kamaeJumpAny: 'Změň Kamae na libovolnou pozici',
    focus: 'Získej {n:focus}',
    advantage: 'Získej výhodu',
    draw: 'Dober {n:cards}',
    drawUpTo: 'Dober až {n:cardsUpTo}',
    discard: 'Odhoď {n:cards}',
    // The Czech rulebook's search example: "PROHLEDEJ 3 VRCHNÍ KARTY + DOBER 1 KARTU SCHOPNOSTI".
    searchTop: 'Prohledej {top:topCards} + dober z nich {take:abilityCards}',
    searchTopTyped: 'Prohledej {top:topCards} + dober z nich {take:cards} typu: {types}',
    searchDeck: 'Prohledej balíček + dober {take:abilityCards}',
    searchDeckTyped: 'Prohledej balíček + dober {take:cards} typu: {types}',
    recover: 'Prohledej odhozené karty + dober {n:cards}',
    discardDeck: 'Můžeš odhodit {n:topCards} svého balíčku lícem nahoru:',
    attack: 'Útok na {n:hexes}: {marks}',
    attackGroup: '{marks} ({n:hexes})',
    attackExtra: 'Zaplať {fee:focus}: útok na {n:moreHexes} – {marks}',
    targetedAttack: 'Útok na zvolenou postavu v dosahu a dohledu: {marks}',
    targetedExtra: 'Zaplať {fee:focus}: navíc {marks}',
    initiativeAttack: 'Útok na protivníka, jehož odhalená karta má nižší iniciativu: {marks}',
    block: 'Blokuj {n:hexes}',
    blockExtra: 'Zaplať {fee:focus}: blokuj {n:moreHexes}',
    counter: 'Protiútok: {values}',
    kamae: 'Kamae {position}:',
    stealthed: 'Ve skrytí:',
    stealth: 'Přejdi do skrytí',
    lookAtHand: 'Podívej se na ruku',
    optionalFee: 'Zaplať {fee:focus}:',
    or: '-NEBO-',
    ifSuccessful: 'Pokud uspěješ:', // the Czech rulebook's heading "POKUD USPĚJEŠ"
    noEffect: 'bez účinku',
  },
  marks: {
    execution: 'poprava',
    poison: 'otrava',
    push: 'odstrčení o {n:hexes}',
    pull: 'přitažení o {n:hexes}',
    rotate: 'otočení o {n:sides}',
    advantage: 'získáš výhodu',
  },
  status: {
    wound: {
      name: 'Zranění',
      keywords: STATUS_KEYWORDS.wound,
      text: ['Počítá se jako zranění.', 'Máš-li tolik zranění, kolik je tvůj limit zranění, prohráváš.'],
    },
    bleeding: {
      name: 'Krvácející zranění',
      keywords: STATUS_KEYWORDS.wound,
      text: [
        'Počítá se jako zranění.',
        'Máš-li ho na začátku kola, musíš před dobíráním odhodit vrchní kartu svého balíčku lícem dolů.',
        'Více krvácejících zranění se nesčítá: za kolo odhodíš jen 1 kartu.',
        'Máš-li tolik zranění, kolik je tvůj limit zranění, prohráváš.',
      ],
    },
    stun: {
      name: 'Omráčení',
      keywords: STATUS_KEYWORDS.stun,
      text: [
        'Počítá se jako karta v ruce.',
        'Nelze ji odhodit.',
        'Můžeš ji zahrát místo karty schopnosti.',
        'Máš-li v ruce tolik karet omráčení, kolik je tvůj limit ruky, prohráváš.',
      ],
    },
    weakness: {
      name: 'Oslabení',
      keywords: STATUS_KEYWORDS.weakness,
      text: [
        'Dokud je ve hře, iniciativa tvých karet je o 1 nižší (nejméně 1).',
        'Na konci každého kola otoč tuto kartu o 90° doprava; když dokončí celou otáčku, odhoď ji.',
      ],
    },
    poison: {
      name: 'Otrava',
      keywords: STATUS_KEYWORDS.poison,
      text: ['Není to zranění: nepočítá se do limitu zranění.', 'Vyhodnoť účinek vytištěný na této kartě otravy, potom ji odhoď.'],
    },
  },
};

const PL: Terms = {
  keywords: {
    ATTACK: 'ATAK', BLOCK: 'OBRONA', MEDITATION: 'MEDYTACJA', CORE: 'GŁÓWNA', WEAPON: 'BROŃ', RANGE: 'ZASIĘG',
    INSTANT: 'NAGŁA REAKCJA', 'INSTANT REACTION': 'NAGŁA REAKCJA', REPLACEMENT: 'NAGŁA ZAMIANA', 'INSTANT REPLACEMENT': 'NAGŁA ZAMIANA',
    SUPPLEMENTAL: 'NAGŁA KORZYŚĆ', 'INSTANT SUPPLEMENTAL': 'NAGŁA KORZYŚĆ', 'INSTANT BENEFIT': 'NAGŁA KORZYŚĆ',
    PREPARED: 'PRZYGOTOWANA', BUSHIDO: 'BUSHIDO', STEALTH: 'UKRYCIE', COUNTER: 'KONTRA', COUNTERATTACK: 'KONTRA',
    POISON: 'ZATRUCIE', WOUND: 'RANA', STUN: 'OGŁUSZENIE', WEAKNESS: 'UTYKANIE', 'STATUS EFFECT': 'EFEKT STANU', SOLO: 'SOLO', NIGHTMARE: 'KOSZMAR',
    KATANA: 'KATANA', NAGINATA: 'NAGINATA', NODACHI: 'NODACHI', TACHI: 'TACHI', KANABO: 'KANABO', YARI: 'YARI', YUMI: 'YUMI',
  },
  types: { attack: 'atak', block: 'obrona', meditation: 'medytacja', core: 'główna' },
  tiers: { core: 'Główna', wood: 'Drewno', steel: 'Stal', gold: 'Złoto', jade: 'Jadeit' },
  kamae: { neutral: 'Neutralna', aggression: 'Agresja', balance: 'Równowaga', determination: 'Determinacja' },
  directions: ['do przodu', 'do przodu w prawo', 'do tyłu w prawo', 'do tyłu', 'do tyłu w lewo', 'do przodu w lewo'],
  anyDirection: 'w dowolnym kierunku',
  or: 'lub',
  and: 'i',
  nouns: {
    steps: pl('# krok', '# kroki', '# kroków'),
    // The Polish icon legend calls a turn "obrót" ('OBRÓT OBOWIĄZKOWY').
    turns: pl('# obrót', '# obroty', '# obrotów'),
    paths: pl('# gałąź', '# gałęzie', '# gałęzi'),
    focus: pl('# Skupienie', '# Skupienia', '# Skupień'),
    cards: pl('# kartę', '# karty', '# kart'),
    cardsUpTo: pl('# kartę', '# karty', '# kart'),
    topCards: pl('# wierzchnią kartę', '# wierzchnie karty', '# wierzchnich kart'),
    abilityCards: pl('# kartę Zdolności', '# karty Zdolności', '# kart Zdolności'),
    hexes: pl('# pole', '# pola', '# pól'),
    moreHexes: pl('# dodatkowe pole', '# dodatkowe pola', '# dodatkowych pól'),
    sides: pl('# bok', '# boki', '# boków'),
    wounds: pl('# Rana', '# Rany', '# Ran'),
    bleedingWounds: pl('# Krwawiąca Rana', '# Krwawiące Rany', '# Krwawiących Ran'),
    stuns: pl('# Ogłuszenie', '# Ogłuszenia', '# Ogłuszeń'),
    weaknesses: pl('# Utykanie', '# Utykania', '# Utykań'),
  },
  header: {
    alternativeInitiative: '{value} za {fee:focus}',
    focusFee: 'Wymagany koszt: {fee:focus}',
    kamaeRequirement: 'Wymagana Kamae: {position}',
    range: 'Zasięg {range}',
    prepared: 'Karta Przygotowana',
    sameInitiative: 'ta sama Inicjatywa',
    instant: { instant: 'Nagła Reakcja', replacement: 'Nagła Zamiana', supplemental: 'Nagła Korzyść' },
    instantWindow: {
      startOfTurn: 'zagraj na początku swojej tury',
      attackSuccessful: 'zagraj po sukcesie ataku',
      blockSuccessful: 'zagraj po sukcesie obrony',
      afterResolve: 'zagraj po rozpatrzeniu swojej karty',
    },
    instantLine: '{kind} – {window}',
  },
  move: {
    step: 'zrób {n:steps} {direction}',
    stepOptional: 'zrób maks. {n:steps} {direction}',
    turn: 'wykonaj {n:turns}',
    turnOptional: 'wykonaj maks. {n:turns}',
    then: ', potem ',
  },
  effects: {
    kamaePath: 'Zmień Kamae o maks. {n:paths}',
    kamaeJump: 'Przeskocz na Kamae: {position}',
    kamaeJumpAny: 'Przeskocz na dowolną Kamae',
    focus: 'Zyskaj {n:focus}',
    advantage: 'Zyskaj Przewagę',
    draw: 'Dobierz {n:cards}',
    drawUpTo: 'Dobierz maks. {n:cardsUpTo}',
    discard: 'Odrzuć {n:cards}',
    searchTop: 'Sprawdź {top:topCards} + dobierz z nich {take:abilityCards}',
    searchTopTyped: 'Sprawdź {top:topCards} + dobierz z nich {take:cards} typu: {types}',
    searchDeck: 'Sprawdź talię + dobierz {take:abilityCards}',
    searchDeckTyped: 'Sprawdź talię + dobierz {take:cards} typu: {types}',
    recover: 'Sprawdź odrzucone + dobierz {n:cards}',
    discardDeck: 'Możesz odrzucić {n:topCards} swojej talii awersem do góry:',
    attack: 'Atak na {n:hexes}: {marks}',
    attackGroup: '{marks} ({n:hexes})',
    attackExtra: 'Zapłać {fee:focus}: atak na {n:moreHexes} – {marks}',
    targetedAttack: 'Atak na wybraną postać w Zasięgu i polu widzenia: {marks}',
    targetedExtra: 'Zapłać {fee:focus}: dodatkowo {marks}',
    initiativeAttack: 'Atak na przeciwnika, którego odkryta karta ma niższą Inicjatywę: {marks}',
    block: 'Zablokuj {n:hexes}',
    blockExtra: 'Zapłać {fee:focus}: zablokuj {n:moreHexes}',
    counter: 'Kontra: {values}',
    kamae: 'Kamae {position}:',
    stealthed: 'W Ukryciu:',
    stealth: 'Wejdź w Ukrycie',
    lookAtHand: 'Zobacz rękę',
    optionalFee: 'Zapłać {fee:focus}:',
    or: '-LUB-',
    ifSuccessful: 'Jeżeli sukces:',
    noEffect: 'bez efektu',
  },
  marks: {
    execution: 'Egzekucja',
    poison: 'Zatrucie',
    // The Polish rulebook's words: "Pchnij, Ciągnij, Obróć" ("Pchnij o 2", "Ciągnij o 1").
    push: 'Pchnij o {n:hexes}',
    pull: 'Ciągnij o {n:hexes}',
    rotate: 'Obróć o {n:sides}',
    advantage: 'zyskujesz Przewagę',
  },
  status: {
    wound: {
      name: 'Rana',
      keywords: STATUS_KEYWORDS.wound,
      text: ['Liczy się jako Rana.', 'Jeżeli masz tyle Ran, ile wynosi twój limit Ran, zostajesz pokonany.'],
    },
    bleeding: {
      name: 'Krwawiąca Rana',
      keywords: STATUS_KEYWORDS.wound,
      text: [
        'Liczy się jako Rana.',
        'Jeżeli masz ją na początku tury, przed dobieraniem musisz odrzucić wierzchnią kartę ze swojej talii zakrytą.',
        'Krwawiące Rany się nie sumują: odrzucasz tylko 1 kartę na turę.',
        'Jeżeli masz tyle Ran, ile wynosi twój limit Ran, zostajesz pokonany.',
      ],
    },
    stun: {
      name: 'Ogłuszenie',
      keywords: STATUS_KEYWORDS.stun,
      text: [
        'Liczy się jako karta na ręce.',
        'Nie można jej odrzucić.',
        'Możesz ją zagrać zamiast karty Zdolności.',
        'Jeżeli masz na ręce tyle kart Ogłuszenia, ile wynosi twój limit kart na ręce, zostajesz pokonany.',
      ],
    },
    weakness: {
      name: 'Utykanie',
      keywords: STATUS_KEYWORDS.weakness,
      text: [
        'Dopóki jest w grze, Inicjatywa twoich kart jest o 1 niższa (minimum 1).',
        'Na koniec każdej tury obróć tę kartę o 90° w prawo; gdy wykona pełny obrót, odrzuć ją.',
      ],
    },
    poison: {
      name: 'Zatrucie',
      keywords: STATUS_KEYWORDS.poison,
      text: ['To nie jest Rana: nie liczy się do limitu Ran.', 'Rozpatrz efekt wydrukowany na tej karcie Zatrucia, a potem ją odrzuć.'],
    },
  },
};

const UK: Terms = {
  keywords: {
    ATTACK: 'АТАКА', BLOCK: 'ЗАХИСТ', MEDITATION: 'МЕДИТАЦІЯ', CORE: 'ОСНОВНА', WEAPON: 'ЗБРОЯ', RANGE: 'ДАЛЬНІСТЬ',
    INSTANT: 'НЕГАЙНА', 'INSTANT REACTION': 'НЕГАЙНА', REPLACEMENT: 'НЕГАЙНА ЗАМІНА', 'INSTANT REPLACEMENT': 'НЕГАЙНА ЗАМІНА',
    SUPPLEMENTAL: 'НЕГАЙНА ДОДАТКОВА', 'INSTANT SUPPLEMENTAL': 'НЕГАЙНА ДОДАТКОВА', 'INSTANT BENEFIT': 'НЕГАЙНА ДОДАТКОВА',
    PREPARED: 'ПІДГОТОВЛЕНА', BUSHIDO: 'БУШІДО', STEALTH: 'МАСКУВАННЯ', COUNTER: 'КОНТРАТАКА', COUNTERATTACK: 'КОНТРАТАКА',
    POISON: 'ОТРУТА', WOUND: 'ПОРАНЕННЯ', STUN: 'ЗАПАМОРОЧЕННЯ', WEAKNESS: 'КУЛЬГАННЯ', 'STATUS EFFECT': 'ЕФЕКТ СТАНУ', SOLO: 'СОЛО', NIGHTMARE: 'КОШМАР',
    KATANA: 'КАТАНА', NAGINATA: 'НАГІНАТА', NODACHI: 'НОДАЧІ', TACHI: 'ТАЧІ', KANABO: 'КАНАБО', YARI: 'ЯРІ', YUMI: 'ЮМІ',
  },
  types: { attack: 'атака', block: 'захист', meditation: 'медитація', core: 'основна' },
  tiers: { core: 'основна', wood: 'дерево', steel: 'сталь', gold: 'золото', jade: 'нефрит' },
  kamae: { neutral: 'Нейтральна', aggression: 'Агресія', balance: 'Рівновага', determination: 'Рішучість' },
  directions: ['вперед', 'вперед праворуч', 'назад праворуч', 'назад', 'назад ліворуч', 'вперед ліворуч'],
  anyDirection: 'у будь-якому напрямку',
  or: 'або',
  and: 'і',
  nouns: {
    steps: uk('# крок', '# кроки', '# кроків'),
    // The Ukrainian rulebook turns a figure "на кількість сторін шестикутної клітинки".
    turns: uk('# сторону', '# сторони', '# сторін'),
    // R-KAMAE-7: "змініть камае на відстані до X гілок" (genitive after "до").
    paths: uk('# гілки', '# гілок', '# гілок'),
    focus: uk('# зосередження', '# зосередження', '# зосереджень'),
    cards: uk('# карту', '# карти', '# карт'),
    cardsUpTo: uk('# карти', '# карт', '# карт'),
    topCards: uk('# верхню карту', '# верхні карти', '# верхніх карт'),
    abilityCards: uk('# карту вміння', '# карти вміння', '# карт вміння'),
    // The Ukrainian rulebook says "клітинка" ("перемістити цільового персонажа на 2 клітинки").
    hexes: uk('# клітинку', '# клітинки', '# клітинок'),
    moreHexes: uk('# додаткову клітинку', '# додаткові клітинки', '# додаткових клітинок'),
    sides: uk('# сторону', '# сторони', '# сторін'),
    wounds: uk('# поранення', '# поранення', '# поранень'),
    bleedingWounds: uk('# важке поранення', '# важкі поранення', '# важких поранень'),
    stuns: uk('# запаморочення', '# запаморочення', '# запаморочень'),
    weaknesses: uk('# кульгання', '# кульгання', '# кульгань'),
  },
  header: {
    alternativeInitiative: '{value} за {fee:focus}',
    focusFee: "Обов'язкова плата: {fee:focus}",
    kamaeRequirement: 'Вимога камае: {position}',
    range: 'Дальність {range}',
    prepared: 'Підготовлена карта',
    sameInitiative: 'та сама ініціатива',
    instant: { instant: 'Негайна', replacement: 'Негайна заміна', supplemental: 'Негайна додаткова' },
    instantWindow: {
      startOfTurn: 'зіграйте на початку свого ходу',
      attackSuccessful: 'зіграйте після своєї успішної атаки',
      blockSuccessful: 'зіграйте після свого успішного захисту',
      afterResolve: 'зіграйте після розіграшу своєї карти',
    },
    instantLine: '{kind} – {window}',
  },
  move: {
    step: 'зробіть {n:steps} {direction}',
    stepOptional: 'зробіть максимум {n:steps} {direction}',
    turn: 'поверніться на {n:turns}',
    turnOptional: 'поверніться максимум на {n:turns}',
    then: ', потім ',
  },
  effects: {
    kamaePath: 'Змініть камае на відстані до {n:paths}',
    kamaeJump: 'Займіть камае: {position}',
    kamaeJumpAny: 'Займіть будь-яке камае',
    focus: 'Отримайте {n:focus}',
    advantage: 'Отримайте перевагу',
    draw: 'Візьміть {n:cards}',
    drawUpTo: 'Візьміть до {n:cardsUpTo}',
    discard: 'Скиньте {n:cards}',
    // The Ukrainian rulebook's search example: "ПОДИВІТЬСЯ 3 ВЕРХНІ КАРТИ КОЛОДИ + ВІЗЬМІТЬ 1 НА РУКУ".
    searchTop: 'Подивіться {top:topCards} колоди + візьміть на руку {take:abilityCards}',
    searchTopTyped: 'Подивіться {top:topCards} колоди + візьміть на руку {take:cards} типу: {types}',
    searchDeck: 'Перегляньте колоду + візьміть на руку {take:abilityCards}',
    searchDeckTyped: 'Перегляньте колоду + візьміть на руку {take:cards} типу: {types}',
    recover: 'Перегляньте скинуті карти + візьміть на руку {n:cards}',
    discardDeck: 'Можете скинути {n:topCards} своєї колоди горілиць:',
    attack: 'Атака на {n:hexes}: {marks}',
    attackGroup: '{marks} ({n:hexes})',
    attackExtra: 'Сплатіть {fee:focus}: атака на {n:moreHexes} – {marks}',
    targetedAttack: 'Атака на обраного персонажа в межах дальності та лінії видимості: {marks}',
    targetedExtra: 'Сплатіть {fee:focus}: додатково {marks}',
    initiativeAttack: 'Атака на суперника, чия відкрита карта має нижчу ініціативу: {marks}',
    block: 'Заблокуйте {n:hexes}',
    blockExtra: 'Сплатіть {fee:focus}: заблокуйте {n:moreHexes}',
    counter: 'Контратака: {values}',
    kamae: 'Камае {position}:',
    stealthed: 'У маскуванні:',
    stealth: 'Замаскуйтеся',
    lookAtHand: 'Подивіться руку',
    optionalFee: 'Сплатіть {fee:focus}:',
    or: '-АБО-',
    ifSuccessful: 'У разі успіху:', // the Ukrainian rulebook's «У разі успіху»
    noEffect: 'без ефекту',
  },
  marks: {
    execution: 'розгром',
    poison: 'отрута',
    push: 'відштовхування на {n:hexes}',
    pull: 'притягування на {n:hexes}',
    rotate: 'поворот цілі на {n:sides}',
    advantage: 'ви отримуєте перевагу',
  },
  status: {
    wound: {
      name: 'Поранення',
      keywords: STATUS_KEYWORDS.wound,
      text: ['Вважається пораненням.', 'Якщо у вас стільки поранень, скільки становить ваш ліміт поранень, ви програєте.'],
    },
    bleeding: {
      name: 'Важке поранення',
      keywords: STATUS_KEYWORDS.wound,
      text: [
        'Вважається пораненням.',
        'Якщо воно у вас на початку ходу, перед добором карт ви мусите скинути верхню карту своєї колоди долілиць.',
        'Кілька важких поранень не сумуються: за хід скидайте лише 1 карту.',
        'Якщо у вас стільки поранень, скільки становить ваш ліміт поранень, ви програєте.',
      ],
    },
    stun: {
      name: 'Запаморочення',
      keywords: STATUS_KEYWORDS.stun,
      text: [
        'Вважається картою на руці.',
        'Її не можна скинути.',
        'Ви можете зіграти її замість карти вміння.',
        'Якщо у вас на руці стільки карт запаморочення, скільки становить ваш ліміт руки, ви програєте.',
      ],
    },
    weakness: {
      name: 'Кульгання',
      keywords: STATUS_KEYWORDS.weakness,
      text: [
        'Поки вона в грі, ініціатива ваших карт на 1 нижча (не менше 1).',
        'Наприкінці кожного ходу поверніть цю карту на 90° праворуч; коли вона зробить повний оберт, скиньте її.',
      ],
    },
    poison: {
      name: 'Отрута',
      keywords: STATUS_KEYWORDS.poison,
      text: ['Це не поранення: не враховується в ліміт поранень.', 'Виконайте ефект, надрукований на цій карті отрути, потім скиньте її.'],
    },
  },
};

/** The wording of every language. */
export const TERMS: Readonly<Record<Lang, Terms>> = { cs: CS, pl: PL, uk: UK, en: EN };

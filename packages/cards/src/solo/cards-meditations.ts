import { ALL_DIRECTIONS, fixed, step, turn } from '../content/build';
import { changeBehaviour, changeStance, FORWARD, meditationCard, refreshDeck, returnDiscard, selection, soloMove, stepAndFace } from './build';
import type { SoloCardInput } from './schema';

// Selection decks 1 (character and boss meditations: 001, 003, 008, 009) and 2 (ashigaru
// meditations: 002, 004, 005, 006, 007), R-SOLO-DECK-1. The rulebooks print only the numbers and
// one face, Aggressive Mind (R-FRAG-13: SOLO. MEDITATION., "change AI behaviour", a turn "3",
// "shuffle the top card of the discard pile into the deck"); which number it bears is not legible,
// so 001 is ours. Every other name and effect is ours. An automaton has no focus, Kamae or hand
// (R-SOLO-FOCUS-1, OP-22), so its meditations reposition it (towards its goal, OP-29), change its
// behaviour or stance, and manage its deck. Deck 1 serves leaders and characters: stronger deck
// management (refresh, recover); deck 2 serves the rank and file: drill and positioning.

const DECK_1 = selection(1);
const DECK_2 = selection(2);

export const MEDITATION_CARDS: readonly SoloCardInput[] = [
  // 001 Aggressive Mind, as far as the Polish picture shows it; the "3" is read as its initiative and
  // the stance change is ours (its name).
  meditationCard({
    number: 'S001',
    names: ['Agresivní mysl', 'Agresywny Umysł', 'Агресивний розум', 'Aggressive Mind'],
    printed: ['pl'],
    owner: DECK_1,
    initiative: fixed(3),
    effects: [changeBehaviour, changeStance('aggressive'), soloMove(turn(1)), returnDiscard(1)],
  }),
  // 003: the leader steadies himself: a careful step, a defensive stance, a spent card recovered.
  meditationCard({
    number: 'S003',
    names: ['Klidný dech', 'Spokojny Oddech', 'Спокійний подих', 'Calm Breath'],
    owner: DECK_1,
    initiative: fixed(4),
    effects: [changeStance('defensive'), stepAndFace(1), returnDiscard(1)],
  }),
  // 008: the leader presses from another side.
  meditationCard({
    number: 'S008',
    names: ['Velitelovo odhodlání', 'Determinacja Wodza', 'Рішучість лідера', "Commander's Resolve"],
    owner: DECK_1,
    initiative: fixed(5),
    effects: [changeBehaviour, soloMove(step(2, FORWARD), turn(1))],
  }),
  // 009: the whole deck comes back after this round (R-SOLO-REFRESH-1).
  meditationCard({
    number: 'S009',
    names: ['Obnovený duch', 'Odnowiony Duch', 'Оновлений дух', 'Renewed Spirit'],
    owner: DECK_1,
    initiative: fixed(2),
    effects: [soloMove(turn(2)), refreshDeck],
  }),
  // 002: the ashigaru re-forms on another side.
  meditationCard({
    number: 'S002',
    names: ['Přeskupení', 'Przegrupowanie', 'Перегрупування', 'Regroup'],
    owner: DECK_2,
    initiative: fixed(3),
    effects: [changeBehaviour, stepAndFace(2)],
  }),
  // 004: the ashigaru closes ranks and waits.
  meditationCard({
    number: 'S004',
    names: ['Držet řadu', 'Utrzymać Szyk', 'Тримати стрій', 'Hold the Line'],
    owner: DECK_2,
    initiative: fixed(4),
    effects: [changeStance('defensive'), stepAndFace(1)],
  }),
  // 005: the ashigaru works himself up to attack.
  meditationCard({
    number: 'S005',
    names: ['Volání boje', 'Zew Bitwy', 'Поклик битви', 'Call to Battle'],
    owner: DECK_2,
    initiative: fixed(5),
    effects: [changeStance('aggressive'), soloMove(step(1, FORWARD), turn(1))],
  }),
  // 006: a wide move round the flank.
  meditationCard({
    number: 'S006',
    names: ['Obchvat', 'Oskrzydlenie', 'Обхід з флангу', 'Flanking'],
    owner: DECK_2,
    initiative: fixed(3),
    effects: [changeBehaviour, soloMove(step(2, ALL_DIRECTIONS), turn(2))],
  }),
  // 007: a pause that brings a spent card back.
  meditationCard({
    number: 'S007',
    names: ['Nabrat dech', 'Złapać Oddech', 'Перевести подих', 'Catch Breath'],
    owner: DECK_2,
    initiative: fixed(2),
    effects: [soloMove(turn(1)), returnDiscard(1)],
  }),
];

import { EXPANSION_AUTOMATA } from './automata-expansion';
import { BehaviourTrackSchema, type AutomatonInput, type Behaviour, type BehaviourTrack, type RecipeLine, type SelectionDeckId } from './schema';

// The automata of the base game and their deck recipes (rules 20.4, 21.2, 21.3; catalogue §4b,
// §4c). Names: cs/pl/uk as printed, en ours except the four character names. Preferred distances
// are printed (the characters' only in Polish, R-SOLO-DIST-6); the yari follows the melee
// procedure at distance 2 (OP-32).

const take = (deck: SelectionDeckId, count: number): RecipeLine => ({ kind: 'take', deck, count });
/** "+ n more cards from deck X or Y" (who picks: OP-28). */
const more = (count: number, ...decks: SelectionDeckId[]): RecipeLine => ({ kind: 'choice', decks, count });

export const AUTOMATA: readonly AutomatonInput[] = [
  {
    id: 'samurai-boss',
    names: { cs: 'Samurajský boss', pl: 'Wódz Samurajów', uk: 'Лідер самураїв', en: 'Samurai Boss' },
    printedNames: ['cs', 'pl', 'uk'],
    rule: 'R-SOLO-RECIPE-1',
    preferredDistance: { hexes: 1 },
    movement: 'melee',
    recipe: [take(1, 2), take(4, 2), take(5, 1), more(1, 4, 5)],
  },
  {
    id: 'katana-ashigaru',
    names: { cs: 'Katana Ašigaru', pl: 'Ashigaru z kataną', uk: 'Ашігару з катаною', en: 'Katana Ashigaru' },
    printedNames: ['cs', 'pl', 'uk'],
    rule: 'R-SOLO-RECIPE-2',
    preferredDistance: { hexes: 1 },
    movement: 'melee',
    recipe: [take(2, 1), take(4, 2), take(5, 1), more(1, 4, 5)],
  },
  {
    id: 'yari-ashigaru',
    names: { cs: 'Jari Ašigaru', pl: 'Ashigaru z yari', uk: 'Ашігару з ярі', en: 'Yari Ashigaru' },
    printedNames: ['cs', 'pl', 'uk'],
    rule: 'R-SOLO-RECIPE-3',
    preferredDistance: { hexes: 2 },
    movement: 'melee',
    recipe: [take(2, 1), take(3, 2), take(5, 1), more(1, 3, 5)],
  },
  {
    id: 'yumi-ashigaru',
    names: { cs: 'Jumi Ašigaru', pl: 'Ashigaru z yumi', uk: 'Ашігару з юмі', en: 'Yumi Ashigaru' },
    printedNames: ['cs', 'pl', 'uk'],
    rule: 'R-SOLO-RECIPE-4',
    preferredDistance: { hexes: 5, orMore: true },
    movement: 'ranged',
    recipe: [take(2, 1), take(5, 1), take(6, 1), more(2, 2, 5, 6)],
  },
  {
    id: 'arquebusier',
    names: { cs: 'Arkebuza', pl: 'Arkebuzer', uk: 'Аркебузир', en: 'Arquebusier' },
    printedNames: ['cs', 'pl', 'uk'],
    rule: 'R-SOLO-RECIPE-5',
    preferredDistance: { hexes: 6, orMore: true },
    movement: 'ranged',
    recipe: [take(2, 1), take(5, 1), take(7, 3), more(1, 2, 5)],
  },
  {
    id: 'master',
    names: { cs: 'Mistr', pl: 'Mistrz', uk: 'Майстер', en: 'Master' },
    printedNames: ['cs', 'pl', 'uk', 'en'],
    rule: 'R-SOLO-CHAR-2',
    character: 'master',
    preferredDistance: { hexes: 1 },
    movement: 'melee',
    recipe: [take(1, 1), take(4, 2), take(5, 1), more(1, 2, 4, 5)],
  },
  {
    id: 'student',
    names: { cs: 'Učedník', pl: 'Uczeń', uk: 'Учень', en: 'Student' },
    printedNames: ['cs', 'pl', 'uk', 'en'],
    rule: 'R-SOLO-CHAR-3',
    character: 'student',
    preferredDistance: { hexes: 1 },
    movement: 'melee',
    recipe: [take(1, 1), take(4, 2), take(5, 1), more(1, 2, 4, 5)],
  },
  {
    id: 'ronin',
    names: { cs: 'Rónin', pl: 'Ronin', uk: 'Ронін', en: 'Ronin' },
    printedNames: ['cs', 'pl', 'uk', 'en'],
    rule: 'R-SOLO-CHAR-4',
    character: 'ronin',
    preferredDistance: { hexes: 2 },
    movement: 'melee',
    recipe: [take(1, 1), take(3, 1), take(4, 1), take(5, 1), more(1, 2, 4, 5)],
  },
  {
    id: 'warrior',
    names: { cs: 'Válečnice', pl: 'Wojowniczka', uk: 'Воїн', en: 'Warrior' },
    printedNames: ['cs', 'pl', 'uk', 'en'],
    rule: 'R-SOLO-CHAR-5',
    character: 'warrior',
    preferredDistance: { hexes: 1 },
    movement: 'melee',
    recipe: [take(1, 1), take(3, 1), take(4, 1), take(5, 1), more(1, 2, 4, 5)],
  },
  ...EXPANSION_AUTOMATA, // section 21.5
];

/** R-SOLO-WOUND-2: the recommended wound limit of each automaton when fighting `automata` of them outside a scenario. */
export function recommendedWoundLimit(automata: number): number {
  if (automata <= 1) return 7;
  if (automata === 2) return 3;
  if (automata === 3) return 2;
  return 1;
}

/** OP-26: the track cycles Left → Middle → Right → Left; Middle is straight ahead of the target, Left/Right its front-left/front-right. */
export const BEHAVIOUR_TRACK: BehaviourTrack = BehaviourTrackSchema.parse({
  next: { left: 'middle', middle: 'right', right: 'left' },
  side: { left: 5, middle: 0, right: 1 },
});

/** R-SOLO-BEHAV-CHANGE-1: the behaviour a "change behaviour" effect moves the marker to. */
export const nextBehaviour = (behaviour: Behaviour, track: BehaviourTrack = BEHAVIOUR_TRACK): Behaviour => track.next[behaviour];

// The battlefield's drawing (issue 25, board helper): what a terrain piece does to movement and
// sight, shown on hover over its hex, and the start areas drawn during setup.

const en = {
  'battlefield.blocksMove': 'blocks movement',
  'battlefield.blocksSight': 'blocks sight and attacks',
  'battlefield.flat': 'lies flat: blocks nothing',
  'battlefield.breaks': 'breaks and is removed',
  'battlefield.broken': '{name}, broken: only stumps, blocks nothing',
  'battlefield.passage': 'passage: open to walk and see through',
  'battlefield.startArea': 'Start area: {seats}',
};

const cs: typeof en = {
  'battlefield.blocksMove': 'brání pohybu',
  'battlefield.blocksSight': 'brání výhledu a útokům',
  'battlefield.flat': 'leží na zemi: nebrání ničemu',
  'battlefield.breaks': 'zlomí se a odstraní',
  'battlefield.broken': '{name}, zlomený: jen pahýly, nebrání ničemu',
  'battlefield.passage': 'průchod: lze jím projít i vidět',
  'battlefield.startArea': 'Startovní oblast: {seats}',
};

const pl: typeof en = {
  'battlefield.blocksMove': 'blokuje ruch',
  'battlefield.blocksSight': 'blokuje widoczność i ataki',
  'battlefield.flat': 'leży na ziemi: niczego nie blokuje',
  'battlefield.breaks': 'łamie się i zostaje usunięty',
  'battlefield.broken': '{name}, złamany: tylko pniaki, niczego nie blokuje',
  'battlefield.passage': 'przejście: można przez nie przejść i patrzeć',
  'battlefield.startArea': 'Obszar startowy: {seats}',
};

const uk: typeof en = {
  'battlefield.blocksMove': 'блокує рух',
  'battlefield.blocksSight': 'блокує огляд і атаки',
  'battlefield.flat': 'лежить на землі: нічого не блокує',
  'battlefield.breaks': 'ламається і зникає',
  'battlefield.broken': '{name}, зламаний: лише пеньки, нічого не блокує',
  'battlefield.passage': 'прохід: крізь нього можна пройти й бачити',
  'battlefield.startArea': 'Стартова зона: {seats}',
};

export const battlefield = { en, cs, pl, uk };

/** Keys whose text is the same in another language as in English: none. */
export const SAME_AS_ENGLISH: readonly string[] = [];

// The table's words for "state at a glance" (issue 22): the wound track against its limit, the
// explained attack's sentence and legend, the board turned to the viewer's side, and whose turn it
// is on a game shared by one screen.

const en = {
  'table.woundTrack': '{wounds} wounds and {bleeding} bleeding wounds of {limit}',
  'table.woundLegend': 'Filled: wound. Dark with a drop: bleeding wound. Empty: left before the limit.',
  'table.turn': 'Turn the board',
  'table.turnedHint': 'The board is shown from your side.',
  'table.nextOnScreen': 'After you on this screen: {names}. The screen is handed over when you are done.',
  'table.explain.attack': '{seat} attacks with {card} from {from}: the attack covers {hexes}.',
  'table.explain.hit': '{target} on {hex} is hit: no block covers {hex}, nor {from}, nor a hex on every attack path between them.',
  'table.explain.blockedA': '{target} on {hex} is not hit: {by} blocks {blocked}, the hex the attack targets.',
  'table.explain.blockedB': '{target} on {hex} is not hit: {by} blocks {blocked}, the hex the attacker stands on.',
  'table.explain.blockedC': '{target} on {hex} is not hit: {by} blocks {blocked}, so every attack path from {from} crosses a blocked hex.',
  'table.explain.byCard': 'the card of {name}',
  'table.explain.byTerrain': 'terrain',
  'table.explain.legend': 'Red: attacked hexes. Brown dots: attack paths. Blue: blocked hexes. Dashed outline: the attacker.',
  'table.explain.unknownHex': 'an earlier hex',
};

const cs: typeof en = {
  'table.woundTrack': 'Zranění {wounds} a krvácivá zranění {bleeding} z {limit}',
  'table.woundLegend': 'Plné: zranění. Tmavé s kapkou: krvácivé zranění. Prázdné: zbývá do limitu.',
  'table.turn': 'Otočit bojiště',
  'table.turnedHint': 'Bojiště je ukázané z vaší strany.',
  'table.nextOnScreen': 'Po vás u této obrazovky: {names}. Až skončíte, obrazovka se předá.',
  'table.explain.attack': '{seat} útočí kartou {card} z pole {from}: útok zasahuje pole {hexes}.',
  'table.explain.hit': '{target} na poli {hex} je zasažen: žádný blok nekryje pole {hex}, pole {from} ani pole na každé cestě útoku mezi nimi.',
  'table.explain.blockedA': '{target} na poli {hex} není zasažen: {by} blokuje pole {blocked}, pole, na které útok míří.',
  'table.explain.blockedB': '{target} na poli {hex} není zasažen: {by} blokuje pole {blocked}, pole, na kterém stojí útočník.',
  'table.explain.blockedC': '{target} na poli {hex} není zasažen: {by} blokuje pole {blocked}, takže každá cesta útoku z pole {from} vede přes blokované pole.',
  'table.explain.byCard': 'karta hráče {name}',
  'table.explain.byTerrain': 'terén',
  'table.explain.legend': 'Červená: napadená pole. Hnědé tečky: cesty útoku. Modrá: blokovaná pole. Čárkovaný obrys: útočník.',
  'table.explain.unknownHex': 'dřívější pole',
};

const pl: typeof en = {
  'table.woundTrack': 'Rany: {wounds}, krwawiące rany: {bleeding}, limit {limit}',
  'table.woundLegend': 'Pełne: rana. Ciemne z kroplą: krwawiąca rana. Puste: zostało do limitu.',
  'table.turn': 'Obróć pole bitwy',
  'table.turnedHint': 'Pole bitwy jest pokazane z twojej strony.',
  'table.nextOnScreen': 'Po tobie przy tym ekranie: {names}. Gdy skończysz, ekran zostanie przekazany.',
  'table.explain.attack': '{seat} atakuje kartą {card} z pola {from}: atak obejmuje pola {hexes}.',
  'table.explain.hit': '{target} na polu {hex} zostaje trafiony: żaden blok nie osłania pola {hex}, pola {from} ani pola na każdej ścieżce ataku między nimi.',
  'table.explain.blockedA': '{target} na polu {hex} nie zostaje trafiony: {by} blokuje pole {blocked}, pole, w które celuje atak.',
  'table.explain.blockedB': '{target} na polu {hex} nie zostaje trafiony: {by} blokuje pole {blocked}, pole, na którym stoi atakujący.',
  'table.explain.blockedC': '{target} na polu {hex} nie zostaje trafiony: {by} blokuje pole {blocked}, więc każda ścieżka ataku z pola {from} przechodzi przez blokowane pole.',
  'table.explain.byCard': 'karta gracza {name}',
  'table.explain.byTerrain': 'teren',
  'table.explain.legend': 'Czerwone: atakowane pola. Brązowe kropki: ścieżki ataku. Niebieskie: blokowane pola. Przerywany obrys: atakujący.',
  'table.explain.unknownHex': 'wcześniejsze pole',
};

const uk: typeof en = {
  'table.woundTrack': 'Рани: {wounds}, кровотечі: {bleeding}, ліміт {limit}',
  'table.woundLegend': 'Заповнене: рана. Темне з краплею: кровотеча. Порожнє: лишилося до ліміту.',
  'table.turn': 'Повернути поле бою',
  'table.turnedHint': 'Поле бою показано з вашого боку.',
  'table.nextOnScreen': 'Після вас за цим екраном: {names}. Коли закінчите, екран буде передано.',
  'table.explain.attack': '{seat} атакує картою {card} з поля {from}: атака охоплює поля {hexes}.',
  'table.explain.hit': '{target} на полі {hex} отримує влучання: жоден блок не прикриває поле {hex}, поле {from} чи поле на кожному шляху атаки між ними.',
  'table.explain.blockedA': '{target} на полі {hex} не отримує влучання: {by} блокує поле {blocked}, поле, у яке цілить атака.',
  'table.explain.blockedB': '{target} на полі {hex} не отримує влучання: {by} блокує поле {blocked}, поле, на якому стоїть атакувальник.',
  'table.explain.blockedC': '{target} на полі {hex} не отримує влучання: {by} блокує поле {blocked}, тож кожен шлях атаки з поля {from} проходить через заблоковане поле.',
  'table.explain.byCard': 'карта гравця {name}',
  'table.explain.byTerrain': 'місцевість',
  'table.explain.legend': 'Червоне: атаковані поля. Коричневі крапки: шляхи атаки. Синє: заблоковані поля. Пунктирний контур: атакувальник.',
  'table.explain.unknownHex': 'попереднє поле',
};

export const table = { en, cs, pl, uk } as const;
/** No text of the table's is the same in English and another language. */
export const SAME_AS_ENGLISH: readonly string[] = [];

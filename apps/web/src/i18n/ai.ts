// "Duel the computer" (issue 26): the home page's entry and setup, the page's top bar, the
// computer's "why" (its top candidate cards with their estimated win rates) and the result.
// The computer is never called an automaton: it plays a whole character and deck.

const en = {
  'modes.computer': 'Duel the computer',
  'modes.computer.hint': 'A full duel against a computer opponent that cannot see your hand, in this tab.',
  'home.computer.plays': 'The computer plays Player 2: {character}',
  'home.computer.level': 'The computer’s level',
  'home.computer.level.easy': 'Easy',
  'home.computer.level.normal': 'Normal',
  'home.computer.level.hard': 'Hard',
  'home.computer.explain': 'Explain the computer’s cards after each reveal (shows the other cards it considered)',
  'home.computer.start': 'Duel the computer',
  'home.computer.resume': 'Resume the duel',
  'keys.page.computer': 'Senjutsu Online: against the computer',
  'computer.title': 'Against the computer',
  'computer.thinking': 'The computer is thinking…',
  'computer.won': 'Victory: you beat the computer.',
  'computer.lost': 'Defeat: the computer won.',
  'computer.result.line': '{character} against {opponent}: {result} in round {round}',
  'computer.why': 'Why this card?',
  'computer.why.round': 'Round {round}: it played {card} ({playouts} playouts)',
  'computer.why.candidate': '{card}: estimated win rate {rate} %',
  'computer.why.none': 'No searched choice yet: its cards appear here once revealed.',
};

type Texts = Record<keyof typeof en, string>;

const cs: Texts = {
  'modes.computer': 'Souboj s počítačem',
  'modes.computer.hint': 'Celý souboj proti počítači, který nevidí vaši ruku, přímo v této záložce.',
  'home.computer.plays': 'Počítač hraje za hráče 2: {character}',
  'home.computer.level': 'Úroveň počítače',
  'home.computer.level.easy': 'Lehká',
  'home.computer.level.normal': 'Střední',
  'home.computer.level.hard': 'Těžká',
  'home.computer.explain': 'Vysvětlit karty počítače po každém odhalení (ukáže i další karty, které zvažoval)',
  'home.computer.start': 'Hrát proti počítači',
  'home.computer.resume': 'Pokračovat v souboji',
  'keys.page.computer': 'Senjutsu Online: proti počítači',
  'computer.title': 'Proti počítači',
  'computer.thinking': 'Počítač přemýšlí…',
  'computer.won': 'Vítězství: porazili jste počítač.',
  'computer.lost': 'Porážka: vyhrál počítač.',
  'computer.result.line': '{character} proti {opponent}: {result} v kole {round}',
  'computer.why': 'Proč tato karta?',
  'computer.why.round': 'Kolo {round}: zahrál {card} ({playouts} simulací)',
  'computer.why.candidate': '{card}: odhadovaná šance na výhru {rate} %',
  'computer.why.none': 'Zatím žádná propočtená volba: jeho karty se zde objeví po odhalení.',
};

const pl: Texts = {
  'modes.computer': 'Pojedynek z komputerem',
  'modes.computer.hint': 'Pełny pojedynek z komputerem, który nie widzi twojej ręki, w tej karcie.',
  'home.computer.plays': 'Komputer gra jako Gracz 2: {character}',
  'home.computer.level': 'Poziom komputera',
  'home.computer.level.easy': 'Łatwy',
  'home.computer.level.normal': 'Średni',
  'home.computer.level.hard': 'Trudny',
  'home.computer.explain': 'Wyjaśniaj karty komputera po każdym odkryciu (pokazuje też inne rozważane karty)',
  'home.computer.start': 'Graj z komputerem',
  'home.computer.resume': 'Wznów pojedynek',
  'keys.page.computer': 'Senjutsu Online: z komputerem',
  'computer.title': 'Z komputerem',
  'computer.thinking': 'Komputer myśli…',
  'computer.won': 'Zwycięstwo: pokonałeś komputer.',
  'computer.lost': 'Porażka: wygrał komputer.',
  'computer.result.line': '{character} przeciwko {opponent}: {result} w rundzie {round}',
  'computer.why': 'Dlaczego ta karta?',
  'computer.why.round': 'Runda {round}: zagrał {card} ({playouts} symulacji)',
  'computer.why.candidate': '{card}: szacowana szansa wygranej {rate} %',
  'computer.why.none': 'Jeszcze żadnego przeliczonego wyboru: jego karty pojawią się tu po odkryciu.',
};

const uk: Texts = {
  'modes.computer': 'Двобій з комп’ютером',
  'modes.computer.hint': 'Повний двобій проти комп’ютера, який не бачить вашої руки, у цій вкладці.',
  'home.computer.plays': 'Комп’ютер грає за Гравця 2: {character}',
  'home.computer.level': 'Рівень комп’ютера',
  'home.computer.level.easy': 'Легкий',
  'home.computer.level.normal': 'Середній',
  'home.computer.level.hard': 'Складний',
  'home.computer.explain': 'Пояснювати карти комп’ютера після кожного розкриття (показує й інші карти, які він зважував)',
  'home.computer.start': 'Грати з комп’ютером',
  'home.computer.resume': 'Продовжити двобій',
  'keys.page.computer': 'Senjutsu Online: проти комп’ютера',
  'computer.title': 'Проти комп’ютера',
  'computer.thinking': 'Комп’ютер думає…',
  'computer.won': 'Перемога: ви здолали комп’ютер.',
  'computer.lost': 'Поразка: переміг комп’ютер.',
  'computer.result.line': '{character} проти {opponent}: {result} у раунді {round}',
  'computer.why': 'Чому ця карта?',
  'computer.why.round': 'Раунд {round}: зіграв {card} ({playouts} симуляцій)',
  'computer.why.candidate': '{card}: оцінена ймовірність перемоги {rate} %',
  'computer.why.none': 'Ще немає прорахованого вибору: його карти з’являться тут після розкриття.',
};

export const ai = { en, cs, pl, uk } as const;

/** Keys whose text is the English one in some language (none here). */
export const SAME_AS_ENGLISH: readonly string[] = [];

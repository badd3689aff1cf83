// The computer in an online room (issue 26, the server's part): the room form's opponent and
// take-over settings, the computer at the table, and the log's lines when it takes over a seat whose
// player left and hands it back when they return (a notice, and the game log's line every
// connection shows, app/seatControl.ts). The levels' names are ai.ts's.

const en = {
  'home.online.against': 'Player 2',
  'home.online.against.person': 'A person (invite link)',
  'home.online.against.computer': 'The computer',
  'home.online.takeOver': 'If a player leaves for {minutes} minutes, the computer plays their seat until they return (instead of the opponent claiming the win)',
  'presence.computer': 'The computer plays: {name}',
  'seat.takenOver': '{name}’s player left: the computer plays this seat until they return.',
  'seat.handedBack': '{name}’s player is back and plays this seat again.',
  'log.takenOver': 'The computer (level: {level}) plays for {seat} from now on: their player left.',
  'log.handedBack': '{seat}’s player is back and plays again from now on.',
};

type Texts = Record<keyof typeof en, string>;

const cs: Texts = {
  'home.online.against': 'Hráč 2',
  'home.online.against.person': 'Člověk (odkaz s pozvánkou)',
  'home.online.against.computer': 'Počítač',
  'home.online.takeOver': 'Když hráč odejde na {minutes} minut, hraje za něj počítač, dokud se nevrátí (místo toho, aby soupeř převzal vítězství)',
  'presence.computer': 'Hraje počítač: {name}',
  'seat.takenOver': 'Hráč postavy {name} odešel: za toto místo hraje počítač, dokud se nevrátí.',
  'seat.handedBack': 'Hráč postavy {name} je zpět a hraje opět sám.',
  'log.takenOver': 'Počítač (úroveň: {level}) od teď hraje za postavu {seat}: její hráč odešel.',
  'log.handedBack': 'Hráč postavy {seat} je zpět a od teď opět hraje sám.',
};

const pl: Texts = {
  'home.online.against': 'Gracz 2',
  'home.online.against.person': 'Człowiek (link z zaproszeniem)',
  'home.online.against.computer': 'Komputer',
  'home.online.takeOver': 'Gdy gracz odejdzie na {minutes} minut, komputer gra za niego, aż wróci (zamiast tego, by przeciwnik ogłosił zwycięstwo)',
  'presence.computer': 'Gra komputer: {name}',
  'seat.takenOver': 'Gracz postaci {name} odszedł: komputer gra na tym miejscu, aż gracz wróci.',
  'seat.handedBack': 'Gracz postaci {name} wrócił i znów gra sam.',
  'log.takenOver': 'Komputer (poziom: {level}) od teraz gra za postać {seat}: jej gracz odszedł.',
  'log.handedBack': 'Gracz postaci {seat} wrócił i od teraz znów gra sam.',
};

const uk: Texts = {
  'home.online.against': 'Гравець 2',
  'home.online.against.person': 'Людина (посилання-запрошення)',
  'home.online.against.computer': 'Комп’ютер',
  'home.online.takeOver': 'Якщо гравець піде на {minutes} хвилин, за нього грає комп’ютер, доки він не повернеться (замість того, щоб суперник оголосив перемогу)',
  'presence.computer': 'Грає комп’ютер: {name}',
  'seat.takenOver': 'Гравець персонажа {name} пішов: за це місце грає комп’ютер, доки він не повернеться.',
  'seat.handedBack': 'Гравець персонажа {name} повернувся і знову грає сам.',
  'log.takenOver': 'Комп’ютер (рівень: {level}) відтепер грає за персонажа {seat}: його гравець пішов.',
  'log.handedBack': 'Гравець персонажа {seat} повернувся і відтепер знову грає сам.',
};

export const aiserver = { en, cs, pl, uk } as const;

/** Keys whose text is the same as the English one in some language (none). */
export const SAME_AS_ENGLISH: readonly string[] = [];

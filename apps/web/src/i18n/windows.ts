// The words of OP-68's hidden-card windows online: the page's automatic pass when the player holds
// nothing to play (one setting per kind of window), the room's hold on every answer, and the notice
// of a room without it.

const en = {
  'windows.title': 'Automatic pass',
  'windows.explain': 'Pass for me when I hold nothing playable:',
  'windows.replacement': 'replacing the revealed card',
  'windows.counter': 'counterattack',
  'windows.instant': 'instant cards',
  'windows.hold': 'Answers are shown to the others {seconds} s after the question, so a quick pass looks like any other.',
  'windows.off': 'This room shows answers at once: a quick pass can tell the others that you held nothing playable.',
};

const cs: typeof en = {
  'windows.title': 'Automatické pasování',
  'windows.explain': 'Pasovat za mě, když nemám nic, co lze zahrát:',
  'windows.replacement': 'nahrazení odhalené karty',
  'windows.counter': 'protiútok',
  'windows.instant': 'okamžité karty',
  'windows.hold': 'Odpovědi uvidí ostatní {seconds} s po otázce, takže rychlý pas vypadá jako každý jiný.',
  'windows.off': 'Tato místnost ukazuje odpovědi hned: rychlý pas může ostatním prozradit, že jste neměli nic k zahrání.',
};

const pl: typeof en = {
  'windows.title': 'Automatyczne pasowanie',
  'windows.explain': 'Pasuj za mnie, gdy nie mam nic do zagrania:',
  'windows.replacement': 'zastąpienie odkrytej karty',
  'windows.counter': 'kontratak',
  'windows.instant': 'karty natychmiastowe',
  'windows.hold': 'Pozostali widzą odpowiedź {seconds} s po pytaniu, więc szybki pas wygląda jak każdy inny.',
  'windows.off': 'Ten pokój pokazuje odpowiedzi od razu: szybki pas może zdradzić innym, że nie masz nic do zagrania.',
};

const uk: typeof en = {
  'windows.title': 'Автоматичний пас',
  'windows.explain': 'Пасувати за мене, коли я не маю чого зіграти:',
  'windows.replacement': 'заміна відкритої карти',
  'windows.counter': 'контратака',
  'windows.instant': 'миттєві карти',
  'windows.hold': 'Інші бачать відповідь через {seconds} с після питання, тож швидкий пас виглядає як будь-який інший.',
  'windows.off': 'Ця кімната показує відповіді одразу: швидкий пас може підказати іншим, що ви не мали чого зіграти.',
};

export const windows = { en, cs, pl, uk };

/** Keys whose text is the same in a language as in English (none). */
export const SAME_AS_ENGLISH: readonly string[] = [];

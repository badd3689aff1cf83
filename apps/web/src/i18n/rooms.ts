// The words of a server that asks for its creation secret (CREATE_SECRET, docs/hosting.md): the
// prompt the page shows once, and again when the remembered secret stops working.

const en = {
  'rooms.secret.ask': 'This server creates games only for those who know its creation secret. Enter it (this browser remembers it):',
  'rooms.secret.wrong': 'That creation secret is not right (or it has changed). Enter it again:',
};

type Dictionary = Readonly<Record<keyof typeof en, string>>;

const cs: Dictionary = {
  'rooms.secret.ask': 'Tento server zakládá hry jen těm, kdo znají heslo pro zakládání. Zadejte ho (tento prohlížeč si ho zapamatuje):',
  'rooms.secret.wrong': 'Toto heslo pro zakládání není správné (nebo se změnilo). Zadejte ho znovu:',
};

const pl: Dictionary = {
  'rooms.secret.ask': 'Ten serwer tworzy gry tylko dla osób, które znają hasło do tworzenia. Wpisz je (ta przeglądarka je zapamięta):',
  'rooms.secret.wrong': 'To hasło do tworzenia jest nieprawidłowe (albo się zmieniło). Wpisz je ponownie:',
};

const uk: Dictionary = {
  'rooms.secret.ask': 'Цей сервер створює ігри лише для тих, хто знає пароль для створення. Введіть його (цей браузер його запам’ятає):',
  'rooms.secret.wrong': 'Цей пароль для створення неправильний (або його змінено). Введіть його ще раз:',
};

export const rooms = { en, cs, pl, uk };

/** No prompt text is the same as in English. */
export const SAME_AS_ENGLISH: readonly string[] = [];

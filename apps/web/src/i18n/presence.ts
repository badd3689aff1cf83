// The words of who is at an online table (issue 22): the other seats' connection, the wait for a
// seat that has not opened its link (the clock starts after), rematch offers, and the alerts that
// say it is your turn (tab title, sounds, browser notification).

const en = {
  'presence.connected': 'At the table: {name}',
  'presence.reconnecting': 'Reconnecting: {name}',
  'presence.left': 'Left the game: {name}',
  'presence.invited': 'Link not opened yet: {name}',
  'presence.waiting': 'Waiting for {names} to open their link. The clocks start once everyone has.',
  'presence.invite': 'Invite link for {name}',
  'presence.copy': 'Copy the link',
  'presence.copied': 'Copied',
  'presence.noInvite': 'Send them the invite link for their seat again: it was shown when the game was created.',
  'rematch.offer': '{names} would like a rematch.',
  'rematch.accept': 'Accept the rematch',
  'rematch.decline': 'Decline',
  'rematch.declined': '{names} declined the rematch.',
  'rematch.youDeclined': 'You declined the rematch.',
  'attention.title': '● Your turn — {title}',
  'attention.notification': 'Your turn: the game is waiting for your decision.',
  'alerts.title': 'Alerts',
  'alerts.sounds': 'Sounds: reveal, hit, your turn',
  'alerts.notify': 'Notify me on my turn when this tab is hidden',
  'alerts.denied': 'The browser blocks notifications for this site.',
  'gameMenu.title': 'Game menu: invite links, alerts, automatic pass',
};

const cs: typeof en = {
  'presence.connected': 'U stolu: {name}',
  'presence.reconnecting': 'Obnovuje spojení: {name}',
  'presence.left': 'Opustil(a) hru: {name}',
  'presence.invited': 'Odkaz ještě neotevřel(a): {name}',
  'presence.waiting': 'Čeká se, až {names} otevře svůj odkaz. Hodiny se spustí, až budou všichni u stolu.',
  'presence.invite': 'Pozvánka pro: {name}',
  'presence.copy': 'Zkopírovat odkaz',
  'presence.copied': 'Zkopírováno',
  'presence.noInvite': 'Pošlete mu znovu pozvánku pro jeho místo: byla zobrazena při založení hry.',
  'rematch.offer': 'Odvetu nabízí: {names}.',
  'rematch.accept': 'Přijmout odvetu',
  'rematch.decline': 'Odmítnout',
  'rematch.declined': 'Odvetu odmítl(a): {names}.',
  'rematch.youDeclined': 'Odvetu jste odmítli.',
  'attention.title': '● Jste na tahu — {title}',
  'attention.notification': 'Jste na tahu: hra čeká na vaše rozhodnutí.',
  'alerts.title': 'Upozornění',
  'alerts.sounds': 'Zvuky: odhalení, zásah, váš tah',
  'alerts.notify': 'Upozornit mě na můj tah, když je karta skrytá',
  'alerts.denied': 'Prohlížeč pro tento web oznámení blokuje.',
  'gameMenu.title': 'Menu hry: odkazy na hru, upozornění, automatické pasování',
};

const pl: typeof en = {
  'presence.connected': 'Przy stole: {name}',
  'presence.reconnecting': 'Łączy się ponownie: {name}',
  'presence.left': 'Opuścił(a) grę: {name}',
  'presence.invited': 'Jeszcze nie otworzył(a) linku: {name}',
  'presence.waiting': 'Czekamy, aż {names} otworzy swój link. Zegary ruszą, gdy wszyscy będą przy stole.',
  'presence.invite': 'Zaproszenie dla: {name}',
  'presence.copy': 'Skopiuj link',
  'presence.copied': 'Skopiowano',
  'presence.noInvite': 'Wyślij ponownie zaproszenie na jego miejsce: było pokazane przy tworzeniu gry.',
  'rematch.offer': 'Rewanż proponuje: {names}.',
  'rematch.accept': 'Przyjmij rewanż',
  'rematch.decline': 'Odrzuć',
  'rematch.declined': 'Rewanż odrzucił(a): {names}.',
  'rematch.youDeclined': 'Odrzuciłeś(-aś) rewanż.',
  'attention.title': '● Twój ruch — {title}',
  'attention.notification': 'Twój ruch: gra czeka na twoją decyzję.',
  'alerts.title': 'Powiadomienia',
  'alerts.sounds': 'Dźwięki: odkrycie, trafienie, twój ruch',
  'alerts.notify': 'Powiadom mnie o moim ruchu, gdy karta jest ukryta',
  'alerts.denied': 'Przeglądarka blokuje powiadomienia dla tej strony.',
  'gameMenu.title': 'Menu gry: linki do gry, powiadomienia, automatyczne pasowanie',
};

const uk: typeof en = {
  'presence.connected': 'За столом: {name}',
  'presence.reconnecting': 'Перепідключається: {name}',
  'presence.left': 'Залишив(ла) гру: {name}',
  'presence.invited': 'Ще не відкрив(ла) посилання: {name}',
  'presence.waiting': 'Чекаємо, поки {names} відкриє своє посилання. Годинники запустяться, коли всі будуть за столом.',
  'presence.invite': 'Запрошення для: {name}',
  'presence.copy': 'Скопіювати посилання',
  'presence.copied': 'Скопійовано',
  'presence.noInvite': 'Надішліть йому ще раз запрошення на його місце: його було показано під час створення гри.',
  'rematch.offer': 'Реванш пропонує: {names}.',
  'rematch.accept': 'Прийняти реванш',
  'rematch.decline': 'Відхилити',
  'rematch.declined': 'Реванш відхилив(ла): {names}.',
  'rematch.youDeclined': 'Ви відхилили реванш.',
  'attention.title': '● Ваш хід — {title}',
  'attention.notification': 'Ваш хід: гра чекає на ваше рішення.',
  'alerts.title': 'Сповіщення',
  'alerts.sounds': 'Звуки: розкриття, влучання, ваш хід',
  'alerts.notify': 'Сповіщати про мій хід, коли вкладку приховано',
  'alerts.denied': 'Браузер блокує сповіщення для цього сайту.',
  'gameMenu.title': 'Меню гри: посилання на гру, сповіщення, автоматичний пас',
};

export const presence = { en, cs, pl, uk };

/** Keys whose text is the same in a language as in English (none). */
export const SAME_AS_ENGLISH: readonly string[] = [];

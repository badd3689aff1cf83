// The words of invite links on the game page (issue 21, issue 22): replacing a seat's or the
// spectators' link, forgetting a game, and the pages of a link that does not work or was replaced.

const en = {
  'links.title': 'Invite links',
  'links.replaceSeat': 'New link for this seat',
  'links.replaceSeat.hint': 'The old link stops working at once, also in your other tabs and on other devices.',
  'links.replaceSpectators': 'New link for spectators',
  'links.replaceSpectators.hint': 'The old spectator link stops working at once, and the spectators are disconnected.',
  'links.confirm': 'Replace the link',
  'links.cancel': 'Cancel',
  'links.newSeat': 'The new link to your seat (the old one no longer works):',
  'links.newSpectators': 'The new link for spectators:',
  'links.forget': 'Forget this game',
  'links.forget.hint': 'Removes this game and its link from this browser. Keep the link elsewhere if you want to come back.',
  'links.bad.title': 'This invite link does not work',
  'links.bad.text': 'The game may have been removed, or the link replaced by a new one. Ask the player who sent it for a new link.',
  'links.replaced.title': 'This link was replaced',
  'links.replaced.text': 'A new link for this seat was made in another tab or on another device; this page no longer plays the seat.',
  'links.replaced.open': 'Open the game with the new link',
  'links.home': 'Back to the home page',
};

const cs: typeof en = {
  'links.title': 'Odkazy na hru',
  'links.replaceSeat': 'Nový odkaz pro toto místo',
  'links.replaceSeat.hint': 'Starý odkaz hned přestane fungovat, i ve vašich dalších kartách a na jiných zařízeních.',
  'links.replaceSpectators': 'Nový odkaz pro diváky',
  'links.replaceSpectators.hint': 'Starý odkaz pro diváky hned přestane fungovat a diváci budou odpojeni.',
  'links.confirm': 'Nahradit odkaz',
  'links.cancel': 'Zrušit',
  'links.newSeat': 'Nový odkaz na vaše místo (starý už nefunguje):',
  'links.newSpectators': 'Nový odkaz pro diváky:',
  'links.forget': 'Zapomenout tuto hru',
  'links.forget.hint': 'Odebere hru a její odkaz z tohoto prohlížeče. Chcete-li se vrátit, uložte si odkaz jinam.',
  'links.bad.title': 'Tento odkaz na hru nefunguje',
  'links.bad.text': 'Hra mohla být odstraněna, nebo byl odkaz nahrazen novým. Požádejte hráče, který vám ho poslal, o nový odkaz.',
  'links.replaced.title': 'Tento odkaz byl nahrazen',
  'links.replaced.text': 'Pro toto místo byl vytvořen nový odkaz v jiné kartě nebo na jiném zařízení; tato stránka už za něj nehraje.',
  'links.replaced.open': 'Otevřít hru s novým odkazem',
  'links.home': 'Zpět na úvodní stránku',
};

const pl: typeof en = {
  'links.title': 'Linki do gry',
  'links.replaceSeat': 'Nowy link do tego miejsca',
  'links.replaceSeat.hint': 'Stary link od razu przestanie działać, także w innych kartach i na innych urządzeniach.',
  'links.replaceSpectators': 'Nowy link dla widzów',
  'links.replaceSpectators.hint': 'Stary link dla widzów od razu przestanie działać, a widzowie zostaną rozłączeni.',
  'links.confirm': 'Zastąp link',
  'links.cancel': 'Anuluj',
  'links.newSeat': 'Nowy link do twojego miejsca (stary już nie działa):',
  'links.newSpectators': 'Nowy link dla widzów:',
  'links.forget': 'Zapomnij tę grę',
  'links.forget.hint': 'Usuwa grę i jej link z tej przeglądarki. Jeśli chcesz wrócić, zachowaj link gdzie indziej.',
  'links.bad.title': 'Ten link do gry nie działa',
  'links.bad.text': 'Gra mogła zostać usunięta albo link zastąpiony nowym. Poproś gracza, który go wysłał, o nowy link.',
  'links.replaced.title': 'Ten link został zastąpiony',
  'links.replaced.text': 'W innej karcie lub na innym urządzeniu utworzono nowy link do tego miejsca; ta strona już nim nie gra.',
  'links.replaced.open': 'Otwórz grę z nowym linkiem',
  'links.home': 'Wróć na stronę główną',
};

const uk: typeof en = {
  'links.title': 'Посилання на гру',
  'links.replaceSeat': 'Нове посилання для цього місця',
  'links.replaceSeat.hint': 'Старе посилання одразу перестане працювати, також в інших вкладках і на інших пристроях.',
  'links.replaceSpectators': 'Нове посилання для глядачів',
  'links.replaceSpectators.hint': 'Старе посилання для глядачів одразу перестане працювати, а глядачів буде від’єднано.',
  'links.confirm': 'Замінити посилання',
  'links.cancel': 'Скасувати',
  'links.newSeat': 'Нове посилання на ваше місце (старе вже не працює):',
  'links.newSpectators': 'Нове посилання для глядачів:',
  'links.forget': 'Забути цю гру',
  'links.forget.hint': 'Видаляє гру та її посилання з цього браузера. Якщо хочете повернутися, збережіть посилання деінде.',
  'links.bad.title': 'Це посилання на гру не працює',
  'links.bad.text': 'Гру могли видалити або посилання замінили новим. Попросіть гравця, який його надіслав, про нове посилання.',
  'links.replaced.title': 'Це посилання замінено',
  'links.replaced.text': 'В іншій вкладці або на іншому пристрої створено нове посилання для цього місця; ця сторінка більше не грає за нього.',
  'links.replaced.open': 'Відкрити гру з новим посиланням',
  'links.home': 'Повернутися на головну сторінку',
};

export const links = { en, cs, pl, uk };

/** No text here reads the same in another language as in English. */
export const SAME_AS_ENGLISH: readonly string[] = [];

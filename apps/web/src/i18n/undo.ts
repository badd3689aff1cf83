// The words of confirm and undo (issue 22): the secret card chosen, then confirmed; the setting
// that says how; taking back the steps and turns of a movement (docs/keyboard.md).

const en = {
  'undo.move': 'Undo the movement',
  'undo.log.moveUndone': '{seat} takes the movement back',
  'undo.confirm': 'Confirm {card}',
  'undo.chosen': 'Chosen: {card}. You may still change it; confirm to lock it in.',
  'undo.choose': 'Choose your secret card, then confirm it',
  'undo.setting': 'Secret card',
  'undo.setting.auto': 'Choose, then confirm online; one click on one screen and solo',
  'undo.setting.confirm': 'Choose, then confirm',
  'undo.setting.oneClick': 'Confirm on one click',
  'undo.help': 'C: confirm the chosen secret card. U: take back the steps and turns of a movement.',
};

const cs: typeof en = {
  'undo.move': 'Vrátit pohyb',
  'undo.log.moveUndone': '{seat} bere pohyb zpět',
  'undo.confirm': 'Potvrdit {card}',
  'undo.chosen': 'Vybráno: {card}. Ještě ji můžete změnit; potvrzením ji zamknete.',
  'undo.choose': 'Vyberte svou tajnou kartu a potvrďte ji',
  'undo.setting': 'Tajná karta',
  'undo.setting.auto': 'Online vybrat a potvrdit; na jedné obrazovce a sólo jedním kliknutím',
  'undo.setting.confirm': 'Vybrat, pak potvrdit',
  'undo.setting.oneClick': 'Potvrdit jedním kliknutím',
  'undo.help': 'C: potvrdit vybranou tajnou kartu. U: vrátit kroky a otočení pohybu.',
};

const pl: typeof en = {
  'undo.move': 'Cofnij ruch',
  'undo.log.moveUndone': '{seat} cofa ruch',
  'undo.confirm': 'Potwierdź {card}',
  'undo.chosen': 'Wybrano: {card}. Możesz ją jeszcze zmienić; potwierdź, aby ją zablokować.',
  'undo.choose': 'Wybierz tajną kartę, a potem ją potwierdź',
  'undo.setting': 'Tajna karta',
  'undo.setting.auto': 'Online wybierz i potwierdź; na jednym ekranie i solo jednym kliknięciem',
  'undo.setting.confirm': 'Wybierz, potem potwierdź',
  'undo.setting.oneClick': 'Potwierdź jednym kliknięciem',
  'undo.help': 'C: potwierdź wybraną tajną kartę. U: cofnij kroki i obroty ruchu.',
};

const uk: typeof en = {
  'undo.move': 'Скасувати рух',
  'undo.log.moveUndone': '{seat} скасовує рух',
  'undo.confirm': 'Підтвердити {card}',
  'undo.chosen': 'Вибрано: {card}. Ще можна змінити; підтвердіть, щоб зафіксувати.',
  'undo.choose': 'Виберіть таємну карту, потім підтвердіть її',
  'undo.setting': 'Таємна карта',
  'undo.setting.auto': 'Онлайн вибрати й підтвердити; на одному екрані та соло одним кліком',
  'undo.setting.confirm': 'Вибрати, потім підтвердити',
  'undo.setting.oneClick': 'Підтвердити одним кліком',
  'undo.help': 'C: підтвердити вибрану таємну карту. U: скасувати кроки й повороти руху.',
};

export const undo = { en, cs, pl, uk } as const;

/** Every text here is translated. */
export const SAME_AS_ENGLISH: readonly string[] = [];

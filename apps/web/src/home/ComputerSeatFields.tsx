import { useT } from '../i18n';
import { levelOf, levelOptions } from './levels';
import type { SetupForm } from './setup';

// An online duel's computer settings (issue 26): who plays Player 2 (a person by invite, or the
// computer at a level), and whether the computer plays the seat of a player who left until they
// return. The server plays the computer (docs/server.md "The computer in a room").

/** The room's abandonment time, in minutes (the server's default `abandonSeconds`, which the form does not change). */
const ABANDON_MINUTES = 5;

type Props = { readonly form: SetupForm; readonly onChange: (form: SetupForm) => void };

export function ComputerSeatFields({ form, onChange }: Props) {
  const t = useT();
  return (
    <fieldset className="computer-seat-fields">
      <legend>{t('home.online.against')}</legend>
      <label>
        <select data-testid="online-opponent" aria-label={t('home.online.against')} value={form.computer ?? 'person'} onChange={(e) => onChange({ ...form, computer: levelOf(e.target.value) })}>
          <option value="person">{t('home.online.against.person')}</option>
          {levelOptions(t, `${t('home.online.against.computer')}: `)}
        </select>
      </label>
      <label className="check">
        <input type="checkbox" data-testid="online-takeover" checked={Boolean(form.takeOver)} onChange={(e) => onChange({ ...form, takeOver: e.target.checked ? (form.takeOver ?? 'normal') : null })} />
        {t('home.online.takeOver', { minutes: ABANDON_MINUTES })}
      </label>
      {form.takeOver ? (
        <label>
          {t('home.computer.level')}{' '}
          <select data-testid="online-takeover-level" value={form.takeOver} onChange={(e) => onChange({ ...form, takeOver: levelOf(e.target.value) ?? 'normal' })}>
            {levelOptions(t)}
          </select>
        </label>
      ) : null}
    </fieldset>
  );
}

import type { ReactElement } from 'react';
import { useT } from '../i18n';
import { useStore } from '../store';
import { SECRET_CHOICES, type SecretChoice } from '../store/settings';
import './confirm.css';

// The setting of how the secret card is chosen (issue 22, table/confirm.ts), shown with the choice
// itself and remembered in this browser like the other settings.

const LABELS = { auto: 'undo.setting.auto', confirm: 'undo.setting.confirm', oneClick: 'undo.setting.oneClick' } as const satisfies Record<SecretChoice, string>;

export function SecretChoiceSetting(): ReactElement {
  const t = useT();
  const choice = useStore((s) => s.secretChoice);
  const setChoice = useStore((s) => s.setSecretChoice);
  return (
    <label className="secret-choice-setting">
      {t('undo.setting')}{' '}
      <select data-testid="setting-secret-choice" value={choice} onChange={(e) => setChoice(e.target.value as SecretChoice)}>
        {SECRET_CHOICES.map((c) => <option key={c} value={c}>{t(LABELS[c])}</option>)}
      </select>
    </label>
  );
}

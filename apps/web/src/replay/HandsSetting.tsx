import type { ReactElement } from 'react';
import { useT } from '../i18n';

// The online room's replay setting (issue 25), chosen at creation: once the game is over, its
// replay shows what a spectator saw (hands hidden, the default) or every hand.

export type ReplayHands = 'hidden' | 'revealed';

export function HandsSetting({ value, onChange }: { readonly value: ReplayHands; readonly onChange: (next: ReplayHands) => void }): ReactElement {
  const t = useT();
  return (
    <label className="replay-setting">
      {t('replay.setting')}{' '}
      <select data-testid="replay-hands" value={value} onChange={(e) => onChange(e.target.value === 'revealed' ? 'revealed' : 'hidden')}>
        <option value="hidden">{t('replay.setting.hidden')}</option>
        <option value="revealed">{t('replay.setting.revealed')}</option>
      </select>
    </label>
  );
}

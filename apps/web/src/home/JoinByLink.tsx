import { useState } from 'react';
import { navigate } from '../app/router';
import { useT } from '../i18n';
import { parseInvite } from '../net/tokens';

export function JoinByLink() {
  const t = useT();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  return (
    <section className="panel">
      <h2>{t('home.join.title')}</h2>
      <form
        className="join-form"
        onSubmit={(e) => {
          e.preventDefault();
          const invite = parseInvite(text);
          setInvalid(invite === null);
          if (invite !== null) navigate(`/game/${invite.room}#t=${invite.token}`);
        }}
      >
        <input data-testid="join-link" value={text} placeholder={t('home.join.placeholder')} aria-label={t('home.join.placeholder')} onChange={(e) => setText(e.target.value)} />
        <button type="submit" data-testid="join">
          {t('home.join.button')}
        </button>
      </form>
      {invalid && <p className="form-warning">{t('home.join.invalid')}</p>}
    </section>
  );
}

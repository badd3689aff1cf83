import type { CreateRoomResponse } from '@senjutsu/protocol';
import { useEffect, useRef, useState } from 'react';
import { navigate } from '../app/router';
import { useNames } from '../app/useNames';
import { useLang, useT } from '../i18n';

// The links of a new room: one per seat and one for spectators, each with a copy button. The view
// moves here once the room exists, with the creator's own seat (Player 1) first and a button to open it.

export async function copyText(text: string, fallback: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (plain HTTP on a LAN is not a secure context): copy the selected field.
    fallback?.select();
    return document.execCommand('copy');
  }
}

function LinkRow({ label, url, path, testId }: { readonly label: string; readonly url: string; readonly path: string; readonly testId: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const [field, setField] = useState<HTMLInputElement | null>(null);
  return (
    <li className="invite">
      <span className="invite-label">{label}</span>
      <input ref={setField} className="invite-url" readOnly value={url} aria-label={label} onFocus={(e) => e.target.select()} />
      <button type="button" onClick={() => void copyText(url, field).then(setCopied)}>
        {copied ? t('home.copied') : t('home.copy')}
      </button>
      <a
        className="button-link"
        href={path}
        data-testid={testId}
        onClick={(e) => {
          e.preventDefault();
          navigate(path);
        }}
      >
        {t('home.open')}
      </a>
    </li>
  );
}

export function Invites({ created }: { readonly created: CreateRoomResponse }) {
  const t = useT();
  const lang = useLang();
  const names = useNames();
  const section = useRef<HTMLElement>(null);
  const openMine = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    section.current?.scrollIntoView({ block: 'start' });
    openMine.current?.focus({ preventScroll: true });
  }, []);
  const mine = created.seats[0];
  const characterName = (id: string) => names?.characterName(id, lang) ?? id;
  return (
    <section ref={section} className="invites" data-testid="invites" aria-labelledby="invites-title">
      <h3 id="invites-title">{t('home.links.title')}</h3>
      <p className="hint">{t('invites.ready')}</p>
      {mine !== undefined && (
        <button ref={openMine} type="button" className="primary start-button" data-testid="open-my-seat" onClick={() => navigate(mine.invite.path)}>
          {t('invites.openMine', { character: characterName(mine.character) })}
        </button>
      )}
      <p className="hint">{t('home.links.hint')}</p>
      <ul>
        {created.seats.map((s) => (
          <LinkRow
            key={s.seat}
            testId={`seat-link-${s.seat}`}
            label={t('home.links.seat', { n: s.seat + 1, character: characterName(s.character) })}
            url={s.invite.url}
            path={s.invite.path}
          />
        ))}
        <LinkRow testId="spectator-link" label={t('home.links.spectator')} url={created.spectator.url} path={created.spectator.path} />
      </ul>
    </section>
  );
}

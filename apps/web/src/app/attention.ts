import { useEffect, useRef } from 'react';
import { useT } from '../i18n';
import { useStore } from '../store';
import { isYourTurn } from './presence';
import { playCue } from './sounds';

// Saying that the game waits on you (issue 22): the tab title ("● Your turn — Senjutsu Online")
// and the favicon while it does, restored when it does not; and, where the player turned them
// on, a sound for your turn and a browser notification when your turn comes while the tab is
// hidden. The sounds of what happens on the table come with its motion (motion/useMotion.ts).

/** The usual icon (index.html's) and the one with a lit dot that says "your turn". */
const ALERT_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Cpath d='M8 2h16l8 14-8 14H8L0 16z' fill='%23231b14'/%3E%3Ccircle cx='16' cy='16' r='9' fill='%23f2c14e'/%3E%3Ccircle cx='16' cy='16' r='5' fill='%23b3261e'/%3E%3C/svg%3E";
let usualIcon: string | null = null;

function setIcon(alert: boolean): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (link === null) return;
  usualIcon ??= link.getAttribute('href');
  const href = alert ? ALERT_ICON : usualIcon;
  if (href !== null && link.getAttribute('href') !== href) link.setAttribute('href', href);
  link.dataset.alert = alert ? 'on' : 'off';
}

function notifyTurn(title: string, body: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const n = new Notification(title, { body, tag: 'senjutsu-turn' });
  n.onclick = () => {
    window.focus();
    n.close();
  };
}

export function useAttention(): void {
  const t = useT();
  const yourTurn = useStore((s) => isYourTurn(s.view, s.viewer, s.status));
  const sounds = useStore((s) => s.sounds);
  const notify = useStore((s) => s.notify);

  useEffect(() => {
    const usual = t('app.title');
    document.title = yourTurn ? t('attention.title', { title: usual }) : usual;
    setIcon(yourTurn);
    return () => {
      document.title = usual;
      setIcon(false);
    };
  }, [yourTurn, t]);

  // The moment it becomes your turn: the cue and, for a hidden tab, the notification.
  const before = useRef(false);
  useEffect(() => {
    if (yourTurn && !before.current) {
      if (sounds) playCue('turn');
      if (notify && document.hidden) notifyTurn(t('app.title'), t('attention.notification'));
    }
    before.current = yourTurn;
  }, [yourTurn, sounds, notify, t]);
}

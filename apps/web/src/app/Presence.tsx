import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useT } from '../i18n';
import { rememberedInvite } from '../net/invites';
import { declineRematch, requestRematch } from '../net/socket';
import { useStore } from '../store';
import { notYetJoined, seatPresence } from './presence';
import { useCharacterName } from './seatNames';
import { playCue, unlockAudio } from './sounds';

// Who is at an online table and what they want (issue 22): the other seats' connection (connected,
// reconnecting, left), the wait for a seat that has not opened its link (the clocks start after),
// a rematch offer with accept and decline, and the alert settings (sounds, notifications).

/** A co-op room's automaton seats: always at the table, never shown. */
const useAutomatonSeats = (): readonly number[] => useStore(useShallow((s) => (s.view?.automata ?? []).map((a) => a.seat)));

/** The other human seats' presence, each as one badge (data-state: connected | reconnecting | left | invited). */
export function SeatPresence() {
  const t = useT();
  const nameOf = useCharacterName();
  const automata = useAutomatonSeats();
  const viewer = useStore((s) => s.viewer);
  const seats = useStore((s) => s.status?.seats);
  if (seats === undefined || viewer === null) return null;
  const others = seats.filter((s) => s.seat !== viewer && !automata.includes(s.seat));
  return (
    <span className="presence-list">
      {others.map((s) => {
        const state = seatPresence(s);
        return (
          <span key={s.seat} className={`presence presence-${state}`} data-testid={`presence-${s.seat}`} data-state={state} role="status">
            {t(`presence.${state}`, { name: nameOf(s.character) })}
          </span>
        );
      })}
    </span>
  );
}

/**
 * Issue 26: the computer took over a seat whose player left, or handed it back to them: said to
 * both players (and spectators) in the page's language while it is the latest change.
 */
export function SeatControlNotice() {
  const t = useT();
  const nameOf = useCharacterName();
  const control = useStore((s) => s.seatControl.at(-1)?.change ?? null);
  const character = useStore((s) => (control === null ? undefined : s.status?.seats[control.seat]?.character));
  if (control === null || character === undefined) return null;
  return (
    <p className="seat-control" role="status" data-testid="seat-control" data-by={control.by}>
      {t(control.by === 'computer' ? 'seat.takenOver' : 'seat.handedBack', { name: nameOf(character) })}
    </p>
  );
}

function CopyLink({ label, url }: { readonly label: string; readonly url: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const [field, setField] = useState<HTMLInputElement | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // No clipboard API (plain HTTP on a LAN): copy the selected field.
      field?.select();
      document.execCommand('copy');
    }
    setCopied(true);
  };
  return (
    <span className="invite-again">
      <input ref={setField} className="invite-url" readOnly value={url} aria-label={label} onFocus={(e) => e.target.select()} />
      <button type="button" onClick={() => void copy()}>
        {copied ? t('presence.copied') : t('presence.copy')}
      </button>
    </span>
  );
}

/** Until every human seat has opened its link: who is awaited, and their link where this browser created the room. */
export function WaitingForSeats() {
  const t = useT();
  const nameOf = useCharacterName();
  const automata = useAutomatonSeats();
  const room = useStore((s) => s.room);
  const status = useStore((s) => s.status);
  const missing = notYetJoined(status, automata);
  if (missing.length === 0 || room === null) return null;
  const names = missing.map((s) => nameOf(s.character));
  return (
    <div className="banner banner-waiting" data-testid="waiting-for" role="status">
      <span>{t('presence.waiting', { names: names.join(', ') })}</span>
      {missing.map((s) => {
        const url = rememberedInvite(room, s.seat);
        const label = t('presence.invite', { name: nameOf(s.character) });
        return url === null ? (
          <span key={s.seat} className="hint">{t('presence.noInvite')}</span>
        ) : (
          <span key={s.seat} data-testid={`invite-again-${s.seat}`}>
            {label}: <CopyLink label={label} url={url} />
          </span>
        );
      })}
    </div>
  );
}

/** Once the game is over: the rematch as this seat sees it (offered by others, asked, declined). */
export function RematchChoice() {
  const t = useT();
  const nameOf = useCharacterName();
  const automata = useAutomatonSeats();
  const viewer = useStore((s) => s.viewer);
  const status = useStore((s) => s.status);
  if (status === null || status.result === null || typeof viewer !== 'number' || status.rematch.room !== null) return null;
  const { requested, declined } = status.rematch;
  const namesOf = (seats: readonly number[]) => seats.filter((s) => s !== viewer && !automata.includes(s)).map((s) => nameOf(status.seats[s]?.character ?? String(s)));
  const offeredBy = namesOf(requested);
  const declinedBy = namesOf(declined);
  const asked = requested.includes(viewer);
  return (
    <span className="rematch" data-testid="rematch-choice">
      {declinedBy.length > 0 && <span data-testid="rematch-declined">{t('rematch.declined', { names: declinedBy.join(', ') })}</span>}
      {asked ? (
        <span>{t('online.rematchAsked')}</span>
      ) : (
        <>
          {offeredBy.length > 0 && <span data-testid="rematch-offer">{t('rematch.offer', { names: offeredBy.join(', ') })}</span>}
          {declined.includes(viewer) && <span>{t('rematch.youDeclined')}</span>}
          <button type="button" data-testid="rematch" onClick={requestRematch}>
            {offeredBy.length > 0 ? t('rematch.accept') : t('online.rematch')}
          </button>
          {offeredBy.length > 0 && !declined.includes(viewer) && (
            <button type="button" data-testid="rematch-decline" onClick={declineRematch}>
              {t('rematch.decline')}
            </button>
          )}
        </>
      )}
    </span>
  );
}

/** Sounds and notifications, off until turned on here (remembered in this browser). */
export function AlertSettings() {
  const t = useT();
  const sounds = useStore((s) => s.sounds);
  const notify = useStore((s) => s.notify);
  const setSounds = useStore((s) => s.setSounds);
  const setNotify = useStore((s) => s.setNotify);
  const [denied, setDenied] = useState(false);
  const supportsNotifications = typeof Notification !== 'undefined';
  const toggleNotify = async (on: boolean) => {
    if (!on || !supportsNotifications) return setNotify(false);
    // Asked only now, when the player turns it on.
    const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
    setDenied(permission !== 'granted');
    setNotify(permission === 'granted');
  };
  return (
    <details className="alert-settings" data-testid="alert-settings">
      <summary>{t('alerts.title')}</summary>
      <label>
        <input
          type="checkbox"
          data-testid="setting-sounds"
          checked={sounds}
          onChange={(e) => {
            setSounds(e.target.checked);
            if (e.target.checked && unlockAudio() !== null) playCue('turn'); // made on this click, as browsers require; and heard once
          }}
        />
        {t('alerts.sounds')}
      </label>
      {supportsNotifications && (
        <label>
          <input type="checkbox" data-testid="setting-notify" checked={notify} onChange={(e) => void toggleNotify(e.target.checked)} />
          {t('alerts.notify')}
        </label>
      )}
      {denied && <span className="hint">{t('alerts.denied')}</span>}
    </details>
  );
}

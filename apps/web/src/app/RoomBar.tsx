import type { RoomStatus } from '@senjutsu/protocol';
import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useT, type Key } from '../i18n';
import { claimWin } from '../net/socket';
import { useStore } from '../store';
import { formatMs, mayClaim, remaining } from './clock';
import { errorText } from './errors';
import { RuleNote } from './RuleNote';
import { RematchChoice } from './Presence';
import { navigate } from './router';
import { useCharacterName } from './seatNames';

// What the top bar and the strip below it show of an online room: the connection, who this page
// plays, the clocks, errors, the result with rematch, and the claim when the opponents are gone.

export function ConnectionBadge() {
  const t = useT();
  const connection = useStore((s) => s.connection);
  // `connecting` is a first attempt; for the tests and the player it is not yet connected.
  const state = connection === 'connecting' ? 'reconnecting' : connection;
  const label: Key = connection === 'connecting' ? 'conn.connecting' : `conn.${connection}`;
  return (
    <span className={`connection connection-${state}`} data-testid="connection" data-state={state} role="status">
      {t(label)}
    </span>
  );
}

/** A co-op room's automaton seats (section 20): none in a duel or multiplayer room. */
const useAutomatonSeats = (): readonly number[] => useStore(useShallow((s) => (s.view?.automata ?? []).map((a) => a.seat)));

export function SeatLabel() {
  const t = useT();
  const nameOf = useCharacterName();
  const viewer = useStore((s) => s.viewer);
  const character = useStore((s) => (typeof s.viewer === 'number' ? s.view?.seats[s.viewer]?.character : undefined));
  const automata = useStore(useShallow((s) => (s.view?.automata ?? []).map((a) => s.view?.seats[a.seat]?.character ?? '')));
  if (viewer === null) return null;
  // Co-op: the automata the humans face together.
  const against = automata.length === 0 ? null : <span className="seat-label" data-testid="coop-against">{t('coop.against', { names: automata.map(nameOf).join(', ') })}</span>;
  if (viewer === 'spectator') return <><span className="seat-label">{t('online.spectating')}</span>{against}</>;
  const name = character === undefined ? '' : nameOf(character);
  return <><span className="seat-label">{t('online.playingAs', { character: name })}</span>{against}</>;
}

/** The time banks, counting down locally from the moment the status arrived. */
export function Clocks() {
  const nameOf = useCharacterName();
  const automata = useAutomatonSeats();
  const status = useStore((s) => s.status);
  const receivedAt = useStore((s) => s.statusReceivedAt);
  const [now, setNow] = useState(() => Date.now());
  const clock = status?.clock ?? null;
  const ticking = clock !== null && clock.running.length > 0 && status?.result === null;
  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [ticking]);
  if (status === null || clock === null) return null;
  return (
    <span className="clocks" data-testid="clock">
      {status.seats.filter((s) => !automata.includes(s.seat)).map((s) => {
        const ms = remaining(clock, s.seat, receivedAt, Math.max(now, receivedAt));
        const running = clock.running.includes(s.seat) && status.result === null;
        return (
          <span key={s.seat} className={`clock seat-colour-${s.seat}${running ? ' clock-running' : ''}${ms <= 0 ? ' clock-out' : ''}`}>
            {nameOf(s.character)} {formatMs(ms)}
          </span>
        );
      })}
    </span>
  );
}

export function ErrorBanner() {
  const t = useT();
  const error = useStore((s) => s.error);
  const showError = useStore((s) => s.showError);
  if (error === null) return null;
  return (
    <div className="banner banner-error" role="alert" data-testid="error" data-code={error.code}>
      <span>{errorText(t, error)}</span>
      <RuleNote rule={error.rule} t={t} />
      <button type="button" onClick={() => showError(null)}>
        {t('online.dismiss')}
      </button>
    </div>
  );
}

export function ResultBar() {
  const t = useT();
  const nameOf = useCharacterName();
  const automata = useAutomatonSeats();
  const status = useStore((s) => s.status);
  const viewer = useStore((s) => s.viewer);
  const receivedAt = useStore((s) => s.statusReceivedAt);
  const defeated = useStore(useShallow((s) => (s.view?.seats ?? []).filter((seat) => seat.defeated !== null).map((seat) => seat.seat)));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  if (status === null || viewer === null) return null;
  const result = status.result;
  if (result === null) {
    if (viewer === 'spectator' || !mayClaim(status, viewer, defeated, now, receivedAt, automata)) return null;
    return (
      <div className="banner">
        <button type="button" data-testid="claim" onClick={claimWin}>
          {t('online.claim')}
        </button>
      </div>
    );
  }
  const winnerNames = result.winners.map((w) => nameOf(status.seats.find((s) => s.seat === w)?.character ?? String(w)));
  return (
    <div className="banner banner-result" data-testid="result">
      <strong>{t('online.over')}</strong>
      <span>
        {winnerNames.length > 0 ? t('online.winners', { names: winnerNames.join(', ') }) : t('online.noWinner')} ({t(`online.reason.${result.reason}`)})
      </span>
      <RematchChoice />
      <ReplayLink />
    </div>
  );
}

/** The finished game's replay (issue 25): `/replay/<room>` opens it with this browser's link to the room. */
function ReplayLink() {
  const t = useT();
  const room = useStore((s) => s.room);
  if (room === null) return null;
  const path = `/replay/${room}`;
  return (
    <a className="button-link" data-testid="replay-link" href={path} onClick={(e) => { e.preventDefault(); navigate(path); }}>
      {t('replay.link')}
    </a>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { JoinByLink } from '../home/JoinByLink';
import { useT } from '../i18n';
import { connect, disconnect, sendAction } from '../net/socket';
import { carryInvites } from '../net/invites';
import { rememberedToken, rememberToken, takeToken } from '../net/tokens';
import { useStore } from '../store';
import { Table } from '../table/Table';
import { LinkProblem, LinkTools } from './LinkTools';
import { useAttention } from './attention';
import { GameMenu } from './GameMenu';
import { AlertSettings, SeatControlNotice, SeatPresence, WaitingForSeats } from './Presence';
import { ConnectionBadge, Clocks, ErrorBanner, ResultBar, SeatLabel } from './RoomBar';
import { TopBar } from './TopBar';
import { navigate } from './router';
import { rulesetOfJoin } from './rules';
import { AutoPassSettings, useAutoPass, WindowHold } from './Windows';

// An online game: the seat (or spectator) token from the invite link, one connection, and the
// board engineer's Table drawn from the view the server sent (the page holds nothing else).

export function OnlineGame({ room }: { readonly room: string }) {
  const t = useT();
  const [token] = useState(() => takeToken(room));
  useEffect(() => {
    if (token === null) return;
    connect(room, token);
    return () => {
      disconnect();
      useStore.getState().setLink('ok'); // the next page starts with its own link
    };
  }, [room, token]);
  useRematch(room, token);
  // Every hook before the early return below (a hook after it would be skipped on a bad link's page).
  useAttention();
  // A link the server does not know, or one replaced while this page was open: a page of its own.
  const linkWorks = useStore((s) => s.link === 'ok');
  if (token !== null && !linkWorks) {
    return (
      <>
        <TopBar />
        <LinkProblem room={room} token={token} />
      </>
    );
  }
  return (
    <>
      <TopBar
        menu={
          <GameMenu>
            {token !== null && <LinkTools room={room} />}
            <AlertSettings />
            {token !== null && <AutoPassSettings />}
          </GameMenu>
        }
      >
        {token !== null && <ConnectionBadge />}
        <SeatLabel />
        <SeatPresence />
        <Clocks />
      </TopBar>
      <ErrorBanner />
      <WaitingForSeats />
      <SeatControlNotice />
      <ResultBar />
      {token === null ? (
        <div className="page-message">
          <p>{t('online.noToken')}</p>
          <JoinByLink />
        </div>
      ) : (
        <Game />
      )}
    </>
  );
}

function Game() {
  const t = useT();
  const view = useStore((s) => s.view);
  const named = useStore((s) => s.ruleset);
  const rules = useMemo(() => (named === null ? null : rulesetOfJoin(named)), [named]);
  const events = useStore((s) => s.events);
  const controls = useStore((s) => s.seatControl);
  const busy = useStore((s) => Object.keys(s.inFlight).length > 0);
  useAutoPass();
  // Refused (a wrong link, a room that cannot load): the join will not be retried.
  const offline = useStore((s) => s.connection === 'offline' && s.error !== null);
  if (view === null || rules === null) return <p className="page-message">{t(offline ? 'online.failed' : 'online.joining')}</p>;
  // A room played with content this client cannot rebuild to the same hash cannot be shown.
  if (!rules.ok) return <p className="page-message" title={rules.message}>{t('error.RULESET_MISMATCH')}</p>;
  return (
    <main className="game">
      <WindowHold />
      <Table view={view} rules={rules.value} events={events} onAction={sendAction} busy={busy} online controls={controls} />
    </main>
  );
}

/** When every seat asked for a rematch, the new room opens with the same link (the newest, if this page replaced it). */
function useRematch(room: string, token: string | null) {
  const next = useStore((s) => s.status?.rematch.room ?? null);
  useEffect(() => {
    if (next === null || next === room || token === null) return;
    rememberToken(next, rememberedToken(room) ?? token);
    carryInvites(room, next);
    navigate(`/game/${next}`);
  }, [next, room, token]);
}

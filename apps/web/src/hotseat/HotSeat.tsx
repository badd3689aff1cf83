import type { Action } from '@senjutsu/engine';
import type { RoomSetupInput } from '@senjutsu/protocol';
import { useEffect, useMemo, useState } from 'react';
import { errorText } from '../app/errors';
import { navigate } from '../app/router';
import { TopBar } from '../app/TopBar';
import { useNames } from '../app/useNames';
import { useLang, useT } from '../i18n';
import { messageId } from '../net/ids';
import { Table } from '../table/Table';
import { useStore } from '../store';
import type { ShownError } from '../store/match';
import type { HotSeatGame } from './game';
import { hotSeatSetup } from './handoff';

// The hot-seat page. The rules engine and the content arrive with a dynamic import, so neither is
// in the page's first download; the game lives in this component's memory only.

type Engine = typeof import('./game');

async function load(setup: unknown): Promise<{ readonly engine: Engine; readonly game: HotSeatGame } | { readonly error: ShownError }> {
  const [engine, config] = await Promise.all([import('./game'), import('./config')]);
  const configured = config.gameConfigOf((setup as RoomSetupInput | null) ?? config.defaultSetup(), messageId('hotseat'));
  if (!configured.ok) return { error: configured.rule === undefined ? { code: configured.code, message: configured.message } : { code: configured.code, message: configured.message, rule: configured.rule } };
  const started = engine.startHotSeatGame(configured.value);
  return started.ok ? { engine, game: started.value } : { error: started.error };
}

export function HotSeat() {
  const t = useT();
  const [engine, setEngine] = useState<Engine | null>(null);
  const [game, setGame] = useState<HotSeatGame | null>(null);
  const [error, setError] = useState<ShownError | null>(null);
  useEffect(() => {
    let live = true;
    void load(hotSeatSetup()).then((loaded) => {
      if (!live) return;
      if ('error' in loaded) setError(loaded.error);
      else {
        setEngine(loaded.engine);
        setGame(loaded.game);
      }
    });
    return () => {
      live = false;
    };
  }, []);
  const onAction = (action: Action) => {
    if (engine === null || game === null) return;
    const step = engine.act(game, action);
    if (step.ok) {
      setGame(step.value);
      setError(null);
    } else setError(step.error);
  };
  return (
    <>
      <TopBar>
        <span className="seat-label">{t('hotseat.title')}</span>
        {game !== null && game.shown !== null && <ShownSeat seat={game.shown} character={game.state.seats[game.shown]?.character ?? ''} />}
      </TopBar>
      {error !== null && (
        <div className="banner banner-error" role="alert" data-testid="error" data-code={error.code}>
          {game === null
            ? t('hotseat.failed', { message: errorText(t, error) })
            : errorText(t, error)}
        </div>
      )}
      {engine === null || game === null ? (
        error === null && <p className="page-message">{t('hotseat.loading')}</p>
      ) : (
        <Screen
          engine={engine}
          game={game}
          onAction={onAction}
          onConfirm={() => {
            useStore.getState().setHoveredCard(null); // nothing the previous player pointed at carries over
            setGame(engine.confirmHandOver(game));
          }}
        />
      )}
    </>
  );
}

type ScreenProps = { readonly engine: Engine; readonly game: HotSeatGame; readonly onAction: (action: Action) => void; readonly onConfirm: () => void };

/** The hand-over screen (no view at all), or the view of the one seat on screen. */
export function Screen({ engine, game, onAction, onConfirm }: ScreenProps) {
  const t = useT();
  // One view per game state: a fresh view on every render would defeat the Table's memoised board and controls.
  const view = useMemo(() => engine.screenView(game), [engine, game]);
  if (view === null) {
    const next = engine.nextSeat(game.state);
    return next === null ? null : <HandOver seat={next} character={game.state.seats[next]?.character ?? ''} onConfirm={onConfirm} />;
  }
  return (
    <>
      {engine.isOver(game) && (
        <div className="banner banner-result" data-testid="result">
          <strong>{t('hotseat.over')}</strong>
          <button type="button" onClick={() => navigate('/')}>
            {t('hotseat.newGame')}
          </button>
        </div>
      )}
      <main className="game">
        <Table view={view} rules={engine.rulesOfGame(game)} events={game.events} onAction={onAction} busy={false} />
      </main>
    </>
  );
}

/** Whose screen it is now. */
function ShownSeat({ seat, character }: { readonly seat: number; readonly character: string }) {
  const t = useT();
  const lang = useLang();
  const names = useNames();
  return (
    <strong className="seat-label" data-testid="hotseat-seat" data-seat={seat}>
      {t('home.seat', { n: seat + 1 })} ({names?.characterName(character, lang) ?? character})
    </strong>
  );
}

export function HandOver({ seat, character, onConfirm }: { readonly seat: number; readonly character: string; readonly onConfirm: () => void }) {
  const t = useT();
  const lang = useLang();
  const names = useNames();
  const name = `${t('home.seat', { n: seat + 1 })} (${names?.characterName(character, lang) ?? character})`;
  return (
    <main className="handover" data-testid="handover" data-seat={seat}>
      <div className={`handover-card seat-border-${seat}`}>
        <h2>{t('hotseat.handover.title', { name })}</h2>
        <p>{t('hotseat.handover.hint', { name })}</p>
        <button type="button" className="primary" data-testid="handover-confirm" data-shortcut="confirm" aria-keyshortcuts="C" autoFocus onClick={onConfirm}>
          {t('hotseat.handover.confirm', { name })}
        </button>
      </div>
    </main>
  );
}

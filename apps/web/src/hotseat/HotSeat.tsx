import type { Action } from '@senjutsu/engine';
import { useEffect, useMemo, useRef, useState } from 'react';
import { errorText } from '../app/errors';
import { RuleNote } from '../app/RuleNote';
import { navigate } from '../app/router';
import { TopBar } from '../app/TopBar';
import { useNames } from '../app/useNames';
import { useLang, useT } from '../i18n';
import type { ShownBefore } from '../motion/useMotion';
import { Table } from '../table/Table';
import { useStore } from '../store';
import type { ShownError } from '../store/match';
import type { HotSeatGame } from './game';
import { clearHotSeat, HOTSEAT_KIND, hotSeatSetup } from './handoff';
import { saveStore, type SaveStore } from '../worker/save';

// The hot-seat page. The rules engine and the content arrive with a dynamic import, so neither is
// in the page's first download. The game is saved in the browser after every action (./saved.ts)
// and resumed after a reload at the hand-over screen of the seat it waits on.

type Engine = typeof import('./game');
type Loaded = { readonly engine: Engine; readonly game: HotSeatGame; readonly id: string } | { readonly error: ShownError } | { readonly none: true };

const shown = (e: { readonly code: ShownError['code']; readonly message: string; readonly rule?: string | undefined }): ShownError =>
  e.rule === undefined ? { code: e.code, message: e.message } : { code: e.code, message: e.message, rule: e.rule };

async function load(store: SaveStore): Promise<Loaded> {
  const [engine, saved] = await Promise.all([import('./game'), import('./saved')]);
  const pending = hotSeatSetup();
  if (pending !== null) {
    const made = saved.newHotSeatGame(pending.setup, pending.id, Date.now());
    if (!made.ok) {
      clearHotSeat();
      return { error: shown(made) };
    }
    const { config, moves } = saved.replayOf(made.value);
    const started = engine.resumeHotSeatGame(config, moves);
    if (!started.ok) return { error: shown(started.error) };
    // Saved before the setup is let go: a reload in between starts the same setup again.
    await store.begin(made.value).catch(() => undefined); // no IndexedDB: played, not saved
    clearHotSeat();
    return { engine, game: started.value, id: made.value.id };
  }
  const current = await store.current(HOTSEAT_KIND).catch(() => null);
  if (current === null) return { none: true };
  const { config, moves } = saved.replayOf(current);
  const resumed = engine.resumeHotSeatGame(config, moves);
  return resumed.ok ? { engine, game: resumed.value, id: current.id } : { error: shown(resumed.error) };
}

export function HotSeat() {
  const t = useT();
  const store = useMemo(() => saveStore(), []);
  const [engine, setEngine] = useState<Engine | null>(null);
  const [game, setGame] = useState<{ readonly id: string; readonly value: HotSeatGame } | null>(null);
  const [none, setNone] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  useEffect(() => {
    let live = true;
    void load(store).then((loaded) => {
      if (!live) return;
      if ('error' in loaded) setError(loaded.error);
      else if ('none' in loaded) setNone(true);
      else {
        setEngine(loaded.engine);
        setGame({ id: loaded.id, value: loaded.game });
      }
    });
    return () => {
      live = false;
    };
  }, [store]);
  const onAction = (action: Action) => {
    if (engine === null || game === null) return;
    const seat = game.value.shown;
    const step = engine.act(game.value, action);
    if (!step.ok) {
      setError(step.error);
      return;
    }
    setGame({ id: game.id, value: step.value });
    setError(null);
    if (seat === null) return;
    // Saved in the order taken (IndexedDB runs one store's transactions in order); a failed save costs only the resume.
    void store.append(HOTSEAT_KIND, game.id, action, { seat, round: step.value.state.round }).catch(() => undefined);
    if (engine.isOver(step.value)) void store.finish(HOTSEAT_KIND, game.id, { won: false, rounds: step.value.state.round, finishedAt: Date.now() }).catch(() => undefined);
  };
  return (
    <>
      <TopBar>
        <span className="seat-label">{t('hotseat.title')}</span>
        {game !== null && game.value.shown !== null && <ShownSeat seat={game.value.shown} character={game.value.state.seats[game.value.shown]?.character ?? ''} />}
      </TopBar>
      {error !== null && (
        <div className="banner banner-error" role="alert" data-testid="error" data-code={error.code}>
          {game === null
            ? t('hotseat.failed', { message: errorText(t, error) })
            : errorText(t, error)}
          <RuleNote rule={error.rule} t={t} />
        </div>
      )}
      {none && (
        <div className="page-message" data-testid="hotseat-none">
          <p>{t('hotseat.none')}</p>
          <button type="button" className="primary" onClick={() => navigate('/')}>
            {t('hotseat.setUp')}
          </button>
        </div>
      )}
      {engine === null || game === null ? (
        error === null && !none && <p className="page-message">{t('hotseat.loading')}</p>
      ) : (
        <Screen
          engine={engine}
          game={game.value}
          onAction={onAction}
          onConfirm={() => {
            useStore.getState().setHoveredCard(null); // nothing the previous player pointed at carries over
            setGame({ id: game.id, value: engine.confirmHandOver(game.value) });
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
  // OP-73: the cards of a look at a hand only on the looker's screen (the log is the others' too).
  const events = useMemo(() => engine.screenEvents(game), [engine, game]);
  // The last screen shown, kept across a hand-over: the next seat's table plays the moves made
  // since (the previous seat's last ones, and what the engine resolved after them).
  const lastShown = useRef<ShownBefore | null>(null);
  const shownBefore = lastShown.current;
  useEffect(() => {
    if (view !== null) lastShown.current = { view, events };
  }, [view, events]);
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
        <Table view={view} rules={engine.rulesOfGame(game)} events={events} onAction={onAction} busy={false} sameScreen shownBefore={shownBefore} />
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

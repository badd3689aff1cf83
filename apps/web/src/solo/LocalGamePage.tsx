import './solo.css';
import type { Action } from '@senjutsu/engine';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { errorText } from '../app/errors';
import { RuleNote } from '../app/RuleNote';
import { navigate } from '../app/router';
import { rulesetOfJoin } from '../app/rules';
import { TopBar } from '../app/TopBar';
import { useT } from '../i18n';
import { messageId } from '../net/ids';
import type { ShownError } from '../store/match';
import { Table } from '../table/Table';
import { startEngineWorker, workerClient } from '../worker/client';
import { localSession, type LocalSession, type Opened, type Snapshot } from '../worker/session';
import { saveStore, type LocalKind, type PastResult, type SavedGame } from '../worker/save';

// A game against automata in this tab: the engine runs in a Web Worker, the page draws the human
// seat's view and saves each accepted action in IndexedDB. Generic over the kind of game (solo
// now; a horde run passes its own kind, setup and result text).

export type LocalGameProps = {
  readonly kind: LocalKind;
  readonly title: string;
  /** The top bar's words while the worker plays (the automata by default). */
  readonly thinking?: string;
  /** The home page's pending setup, if any (taken once the game it starts is saved). */
  readonly pending: () => unknown;
  readonly clearPending: () => void;
  /** A new saved game from the pending setup. */
  readonly newGame: (raw: unknown, id: string, now: number) => { ok: true; value: SavedGame } | { ok: false; code: ShownError['code']; message: string; rule?: string };
  /** The result screen's words. */
  readonly result: (won: boolean) => string;
  readonly resultLine: (r: PastResult) => string;
  /** Above the table while a game is shown (a horde run's level, wave and rank). */
  readonly banner?: (snapshot: Snapshot) => ReactNode;
  /** More on the result screen (a horde run's rank and personal bests). */
  readonly resultDetail?: (snapshot: Snapshot) => ReactNode;
};

type Phase =
  | { readonly kind: 'loading' }
  | { readonly kind: 'none' }
  | { readonly kind: 'failed'; readonly error: ShownError }
  | { readonly kind: 'playing'; readonly snapshot: Snapshot };

export function LocalGamePage(props: LocalGameProps) {
  const t = useT();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  const [results, setResults] = useState<readonly PastResult[]>([]);
  const session = useRef<LocalSession | null>(null);
  const store = useMemo(() => saveStore(), []);
  const { kind, pending, clearPending, newGame } = props;

  useEffect(() => {
    const client = workerClient(startEngineWorker());
    const opened = localSession(kind, client, store);
    session.current = opened;
    let live = true;
    const show = (o: Opened | null) => {
      if (!live) return;
      if (o === null) setPhase({ kind: 'none' });
      else if (o.ok) setPhase({ kind: 'playing', snapshot: o.value });
      else setPhase({ kind: 'failed', error: o.error });
    };
    const raw = pending();
    if (raw === null) void opened.resume().then(show);
    else {
      const made = newGame(raw, messageId(kind), Date.now());
      if (!made.ok) {
        clearPending();
        setPhase({ kind: 'failed', error: made.rule === undefined ? { code: made.code, message: made.message } : { code: made.code, message: made.message, rule: made.rule } });
      } else
        void opened.begin(made.value).then((o) => {
          clearPending();
          show(o);
        });
    }
    return () => {
      live = false;
      session.current = null;
      client.close();
    };
  }, [kind, store, pending, clearPending, newGame]);

  const over = phase.kind === 'playing' && phase.snapshot.over;
  useEffect(() => {
    if (over) void store.results().then((list) => setResults(list.filter((r) => r.kind === kind)));
  }, [over, store, kind]);

  const onAction = (action: Action) => {
    const s = session.current;
    if (s === null || busy) return;
    setBusy(true);
    void s.act(action).then((o) => {
      setBusy(false);
      if (session.current !== s) return;
      if (o.ok) {
        // bench:web-solo pairs this mark with the Table's 'senjutsu:committed' (React's work per answer).
        performance.mark('senjutsu:snapshot');
        setPhase({ kind: 'playing', snapshot: o.value });
        setError(null);
      } else setError(o.error);
    });
  };
  const abandon = () => {
    void session.current?.abandon().then(() => navigate('/'));
  };

  return (
    <>
      <TopBar>
        <span className="seat-label">{props.title}</span>
        {busy && (
          <span className="solo-thinking" data-testid="solo-thinking">
            {props.thinking ?? t('solo.thinking')}
          </span>
        )}
        {phase.kind === 'playing' && !over && <AbandonButton onAbandon={abandon} />}
      </TopBar>
      {phase.kind === 'playing' && props.banner?.(phase.snapshot)}
      {error !== null && (
        <div className="banner banner-error" role="alert" data-testid="error" data-code={error.code}>
          {errorText(t, error)}
          <RuleNote rule={error.rule} t={t} />
        </div>
      )}
      {phase.kind === 'loading' && <p className="page-message">{t('solo.loading')}</p>}
      {phase.kind === 'failed' && (
        <div className="page-message" data-testid="solo-failed">
          <p>{t('solo.failed', { message: errorText(t, phase.error) })} <RuleNote rule={phase.error.rule} t={t} /></p>
          <button type="button" onClick={abandon}>
            {t('solo.newGame')}
          </button>
        </div>
      )}
      {phase.kind === 'none' && (
        <div className="page-message" data-testid="solo-none">
          <p>{t('solo.none')}</p>
          <button type="button" className="primary" onClick={() => navigate('/')}>
            {t('solo.setUp')}
          </button>
        </div>
      )}
      {phase.kind === 'playing' && (
        <Playing snapshot={phase.snapshot} busy={busy} onAction={onAction}>
          {over && (
            <div className="banner banner-result" data-testid="result" data-won={String(wonBy(phase.snapshot))}>
              <strong>{props.result(wonBy(phase.snapshot))}</strong>
              {props.resultDetail?.(phase.snapshot)}
              <button type="button" data-testid="solo-new" onClick={() => navigate('/')}>
                {t('solo.newGame')}
              </button>
              {results.length > 0 && (
                <details className="solo-results" data-testid="solo-results">
                  <summary>{t('solo.results')}</summary>
                  <ol>
                    {results.map((r) => (
                      <li key={r.id}>{props.resultLine(r)}</li>
                    ))}
                  </ol>
                </details>
              )}
            </div>
          )}
        </Playing>
      )}
    </>
  );
}

/** Abandoning forgets the saved game: the button asks once more. */
function AbandonButton({ onAbandon }: { readonly onAbandon: () => void }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" data-testid="solo-abandon" onClick={() => setAsking(true)}>
        {t('solo.abandon')}
      </button>
    );
  return (
    <span className="solo-abandon" role="group">
      {t('solo.abandonSure')}
      <button type="button" data-testid="solo-abandon-yes" onClick={onAbandon}>
        {t('solo.abandonYes')}
      </button>
      <button type="button" onClick={() => setAsking(false)}>
        {t('solo.abandonNo')}
      </button>
    </span>
  );
}

const wonBy = (s: Snapshot): boolean => s.view.viewer !== 'spectator' && (s.view.winners ?? []).includes(s.view.viewer);

function Playing({ snapshot, busy, onAction, children }: { readonly snapshot: Snapshot; readonly busy: boolean; readonly onAction: (a: Action) => void; readonly children: ReactNode }) {
  const t = useT();
  const rules = useMemo(() => rulesetOfJoin(snapshot.ruleset), [snapshot.ruleset]);
  if (!rules.ok) return <p className="page-message" title={rules.message}>{t('error.RULESET_MISMATCH')}</p>;
  return (
    <>
      {children}
      <main className="game" data-testid="solo" data-game={snapshot.id} data-saved={snapshot.saved} data-events={snapshot.events.length} data-over={String(snapshot.over)}>
        <Table view={snapshot.view} rules={rules.value} events={snapshot.events} onAction={onAction} busy={busy} />
      </main>
    </>
  );
}

import './tutorial.css';
import type { Action, GameEvent, GameView, Ruleset } from '@senjutsu/engine';
import { useEffect, useMemo, useRef, useState } from 'react';
import { errorText } from '../app/errors';
import { RuleNote } from '../app/RuleNote';
import { ruleLink } from '../app/ruleLinks';
import { navigate } from '../app/router';
import { rulesetOfJoin } from '../app/rules';
import { TopBar } from '../app/TopBar';
import { useLang, useT } from '../i18n';
import type { ShownError } from '../store/match';
import { Table } from '../table/Table';
import { startEngineWorker, workerClient, type WorkerClient } from '../worker/client';
import { targetSelector, useHighlight } from './highlight';
import { advanced, complete, judge, lonePass, nextAction } from './lesson';
import { TUTORIAL_STEPS } from './steps';
import { doKey, doneKey, offLessonKey, textKey, titleKey } from './words';

// The guided first duel (/learn): each step's position runs in the engine worker (the tutorial's
// driver plays the opponent and refuses what is not the lesson); the page tells the rule, shows the
// table with the lesson's next control highlighted, and says why an action was refused.

type Played = { readonly view: GameView; readonly events: readonly GameEvent[]; readonly rules: Ruleset; readonly done: number };

type Phase =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly error: ShownError }
  | { readonly kind: 'playing'; readonly played: Played };

/** The step the address names (`/learn#step-3`), so a reload stays on it; else the first. */
function stepInAddress(): number {
  const n = Number(/^#step-(\d+)$/.exec(window.location.hash)?.[1] ?? 1) - 1;
  return n >= 0 && n < TUTORIAL_STEPS.length ? n : 0;
}

/** Why the last action was refused: not this step's lesson, or the engine's own reason. */
type Refusal = { readonly by: 'lesson' } | { readonly by: 'engine'; readonly error: ShownError };

export function TutorialPage() {
  const t = useT();
  const [index, setIndex] = useState(stepInAddress);
  /** Counts the starts of a step: "play again" starts the same step afresh. */
  const [run, setRun] = useState(0);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const client = useRef<WorkerClient | null>(null);
  const nextId = useRef(0);
  const step = TUTORIAL_STEPS[index]!;

  useEffect(() => {
    const c = workerClient(startEngineWorker());
    client.current = c;
    return () => {
      client.current = null;
      c.close();
    };
  }, []);

  useEffect(() => {
    window.history.replaceState(null, '', `/learn#step-${index + 1}`);
  }, [index]);

  useEffect(() => {
    const c = client.current;
    if (c === null) return;
    let live = true;
    setPhase({ kind: 'loading' });
    setRefusal(null);
    void c.request({ type: 'tutorial', step: index }).then((reply) => {
      if (!live) return;
      if (reply.type !== 'started') {
        setPhase({ kind: 'failed', error: reply.type === 'failed' || reply.type === 'refused' ? reply.error : { code: 'INVALID_STATE', message: reply.type } });
        return;
      }
      const rules = rulesetOfJoin(reply.ruleset);
      if (!rules.ok) setPhase({ kind: 'failed', error: { code: 'RULESET_MISMATCH', message: rules.message } });
      else setPhase({ kind: 'playing', played: { view: reply.view, events: reply.events, rules: rules.value, done: 0 } });
    });
    return () => {
      live = false;
    };
  }, [index, run]);

  const onAction = (action: Action) => {
    const c = client.current;
    if (c === null || busy || phase.kind !== 'playing') return;
    const before = phase.played;
    // The same verdict the worker gives: a lesson action moves the lesson on once it is accepted.
    const verdict = judge(step, before.done, before.view, action);
    setBusy(true);
    void c.request({ type: 'act', id: nextId.current++, action }).then((reply) => {
      setBusy(false);
      if (client.current !== c) return;
      if (reply.type === 'update') {
        setRefusal(null);
        setPhase({ kind: 'playing', played: { ...before, view: reply.view, events: [...before.events, ...reply.events], done: advanced(before.done, verdict) } });
      } else if (reply.type === 'offLesson') setRefusal({ by: 'lesson' });
      else if (reply.type === 'refused' || reply.type === 'failed') setRefusal({ by: 'engine', error: reply.error });
    });
  };

  return (
    <>
      <TopBar>
        <span className="seat-label">{t('tutorial.title')}</span>
        {busy && <span className="solo-thinking" data-testid="tutorial-busy">{t('solo.thinking')}</span>}
      </TopBar>
      {phase.kind === 'loading' && <p className="page-message">{t('tutorial.loading')}</p>}
      {phase.kind === 'failed' && <p className="page-message" data-testid="tutorial-failed">{errorText(t, phase.error)} <RuleNote rule={phase.error.rule} t={t} /></p>}
      {phase.kind === 'playing' && (
        <Step
          key={`${index} ${run}`}
          index={index}
          played={phase.played}
          refusal={refusal}
          busy={busy}
          onAction={onAction}
          onNext={() => (index + 1 < TUTORIAL_STEPS.length ? setIndex(index + 1) : navigate('/'))}
          onAgain={() => setRun((n) => n + 1)}
        />
      )}
    </>
  );
}

type StepProps = {
  readonly index: number;
  readonly played: Played;
  readonly refusal: Refusal | null;
  readonly busy: boolean;
  readonly onAction: (action: Action) => void;
  readonly onNext: () => void;
  readonly onAgain: () => void;
};

function Step({ index, played, refusal, busy, onAction, onNext, onAgain }: StepProps) {
  const t = useT();
  const lang = useLang();
  const step = TUTORIAL_STEPS[index]!;
  const { view, rules, done } = played;
  const finished = complete(step, done, view);
  const last = index + 1 === TUTORIAL_STEPS.length;
  const next = nextAction(step, done, view);
  const selector = useMemo(() => (next === null ? null : targetSelector(view, rules, next, t, lang)), [next, view, rules, t, lang]);
  const table = useRef<HTMLElement>(null);
  useHighlight(table, selector);
  // Once the step is done the table offers nothing more: the next round is the next step's.
  const shown = useMemo(() => (finished ? { ...view, decisions: [] } : view), [finished, view]);
  const hint = next !== null && lonePass(view) !== null ? t('tutorial.pass') : t(doKey(step, done));

  return (
    <>
      <section className="tutorial-panel" data-testid="tutorial" data-step={step.id} data-stage={done} data-complete={String(finished)} aria-labelledby="tutorial-title">
        <p className="tutorial-progress">{t('tutorial.progress', { n: index + 1, total: TUTORIAL_STEPS.length })}</p>
        <h2 id="tutorial-title">{t(titleKey(step))}</h2>
        <p className="tutorial-text">{t(textKey(step))}</p>
        {!finished && (
          <p className="tutorial-do" data-testid="tutorial-do" aria-live="polite">
            <strong>{t('tutorial.doThis')}:</strong> {hint}
          </p>
        )}
        {refusal !== null && !finished && (
          <p className="tutorial-refusal" role="alert" data-testid="tutorial-refusal" data-by={refusal.by}>
            <strong>{t('tutorial.refused')}:</strong> {refusal.by === 'lesson' ? t(offLessonKey(step)) : errorText(t, refusal.error)}
            {refusal.by === 'engine' && <RuleNote rule={refusal.error.rule} t={t} />}
          </p>
        )}
        {finished && (
          <div className="tutorial-done" data-testid="tutorial-done">
            <p role="status">{t(doneKey(step))}{last && ` ${t('tutorial.finished')}`}</p>
            <button type="button" className="primary" data-testid="tutorial-next" autoFocus onClick={onNext}>
              {last ? t('tutorial.home') : t('tutorial.next')}
            </button>
            <button type="button" data-testid="tutorial-again" onClick={onAgain}>
              {t('tutorial.again')}
            </button>
          </div>
        )}
        <p className="tutorial-rules">
          {t('tutorial.rules')}:{' '}
          {step.rules.map((id, i) => {
            const href = ruleLink(id);
            return (
              <span key={id}>
                {i > 0 && ', '}
                {href === null ? <code>{id}</code> : <a href={href} target="_blank" rel="noopener"><code>{id}</code></a>}
              </span>
            );
          })}
        </p>
      </section>
      <main className="game" ref={table} data-testid="tutorial-table">
        <Table view={shown} rules={rules} events={played.events} onAction={onAction} busy={busy} />
      </main>
    </>
  );
}

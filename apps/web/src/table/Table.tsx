import type { Action, CardId, Definitions, GameEvent, GameView, SeatId } from '@senjutsu/engine';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type ReactElement } from 'react';
import { Board, type Overlay } from '../board/Board';
import { viewBoxOf } from '../board/geometry';
import { characterName, seatColour } from '../board/characters';
import type { DecisionUI, Draft, Pick } from '../decisions/types';
import { useLang, useT } from '../i18n';
import { AutomataPanel } from './AutomataPanel';
import { DecisionPanel } from './DecisionPanel';
import { Hand } from './Hand';
import { TermTips } from '../cards/CardTerms';
import { LogPanel } from './LogPanel';
import { cardNumbers, cardTitle, seatName, type LogContext } from './log';
import { decisionUIs, explanationMarks, previewMarks, type Explanation } from './overlay';
import { ExplanationBox } from './ExplanationBox';
import { seesFromOtherSide } from '../board/turn';
import { RevealStrip } from './Reveal';
import { SeatPanel } from './SeatPanel';
import { parkFocus, useDecisionFocus, useTableShortcuts } from './keys';
import { useSecretChoice } from './confirm';
import { useShared } from './share';
import { offWave, winnerNames } from '../horde/names';
import { useMotion, type ShownBefore } from '../motion/useMotion';
import { brokenTerrain } from '../board/Broken';
import type { LoggedControl } from '../app/seatControl';
import './table.css';

/** Steps of setup (section 6), before round 1 begins. */
const SETUP_STEPS: ReadonlySet<GameView['step']> = new Set(['terrain', 'placement', 'prepare']);

// The game screen below the shell's top bar: the battlefield, the seats, the hand, the viewer's
// decisions and the log. It draws the view and offers exactly the options the engine listed.

export type TableProps = {
  readonly view: GameView;
  /** The game's ruleset: the view names cards by number, their definitions come from here. */
  readonly rules: Definitions;
  readonly events: readonly GameEvent[];
  readonly onAction: (action: Action) => void;
  readonly busy: boolean;
  /** A game shared by one screen (hot-seat): who decides next is told as the next one at this screen. */
  readonly sameScreen?: boolean;
  /** An online game: the secret card is chosen, then confirmed, unless the player's setting says otherwise (table/confirm.ts). */
  readonly online?: boolean;
  /** What this screen's previous table showed (hot-seat, after a hand-over): the moves since then are animated (motion/useMotion.ts). */
  readonly shownBefore?: ShownBefore | null;
  /** Online (issue 26): the seats the computer took over or handed back, lines of the log. */
  readonly controls?: readonly LoggedControl[];
};

/** Seats struck or blocking in the newest events, for a short flash. */
function flashesOf(events: readonly GameEvent[]): Overlay['flashes'] {
  const out: Record<number, 'hit' | 'block'> = {};
  for (const e of events) {
    if (e.kind === 'wounded') out[e.seat] = 'hit';
    if (e.kind === 'attack') for (const r of e.results) if (!r.hit) out[r.target] = 'block';
  }
  return out;
}

/** Seats poisoned since the round began. */
function poisonedThisRound(events: readonly GameEvent[]): Set<number> {
  const out = new Set<number>();
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.kind === 'roundStarted') break;
    if (e.kind === 'poisoned') out.add(e.seat);
  }
  return out;
}

const NO_KAMAE: DecisionUI['kamae'] = [];

export function Table({ view: fresh, rules, events, onAction, busy, sameScreen = false, online = false, shownBefore = null, controls }: TableProps): ReactElement {
  // Each update is a fresh copy of the whole view: the parts that did not change keep their
  // identity, so the memoised board, seats, hand and panels skip what the update did not touch.
  const view = useShared(fresh);
  const t = useT();
  const lang = useLang();
  const [preview, setPreview] = useState<{ seat: SeatId; card: CardId } | null>(null);
  const [explained, setExplained] = useState<number | null>(null);
  const [drafts, setDrafts] = useState<{ version: number; byDecision: Record<number, Draft> }>({ version: view.version, byDecision: {} });
  const [flashes, setFlashes] = useState<Overlay['flashes']>({});
  // The board from the viewer's side (board/turn.ts); the player may turn it back and forth.
  const ownSide = seesFromOtherSide(view);
  const [turnedBy, setTurnedBy] = useState<{ readonly side: boolean; readonly turned: boolean } | null>(null);
  const turned = turnedBy !== null && turnedBy.side === ownSide ? turnedBy.turned : ownSide;
  const seenEvents = useRef(events.length);
  const markedUpTo = useRef(events.length);

  // Performance mark for bench:web: the reveal-and-resolve update is on screen. Only the events
  // new since the last render are looked at.
  useLayoutEffect(() => {
    if (events.slice(markedUpTo.current).some((e) => e.kind === 'revealed')) performance.mark('senjutsu:rendered');
    markedUpTo.current = events.length;
  }, [events]);
  // bench:web-solo: every update of the view is on screen (paired with the solo page's 'senjutsu:snapshot').
  useLayoutEffect(() => {
    performance.mark('senjutsu:committed');
  }, [view]);

  useEffect(() => {
    const fresh = events.slice(seenEvents.current);
    seenEvents.current = events.length;
    const next = flashesOf(fresh);
    if (Object.keys(next).length === 0) return;
    setFlashes(next);
    const timer = setTimeout(() => setFlashes({}), 900);
    return () => clearTimeout(timer);
  }, [events]);

  const byDecision = drafts.version === view.version ? drafts.byDecision : {};
  const listed = useMemo(() => decisionUIs(view, rules, byDecision, t, lang), [view, rules, byDecision, t, lang]);
  const secret = useSecretChoice(view, rules, listed, online, t, lang);
  const uis = secret.uis;
  const pick = (p: Pick, decision = 0) => {
    if (secret.choose(p)) return;
    if ('draft' in p) {
      setDrafts({ version: view.version, byDecision: { ...byDecision, [decision]: { ...(byDecision[decision] ?? {}), ...p.draft } } });
      return;
    }
    if (busy) return;
    setPreview(null);
    parkFocus(root.current);
    onAction(p.action);
  };
  // One callback for the page's life that calls the latest `pick`, so the memoised board, Kamae
  // maps and figures are not redrawn only because an update made a new closure.
  const latestPick = useRef(pick);
  useLayoutEffect(() => {
    latestPick.current = pick;
  });
  const onPick = useCallback((p: Pick, decision = 0) => latestPick.current(p, decision), []);
  const decisionPick = useCallback((p: Pick) => latestPick.current(p), []);
  const handOptions = useShared(useMemo(() => uis.flatMap((u) => u.cards), [uis]));
  const kamaeOptions = useShared(useMemo(() => uis.flatMap((u) => u.kamae), [uis]));

  // The events only grow: the card numbers of the earlier ones are kept, the new ones added.
  const numbersSoFar = useRef<{ events: readonly GameEvent[]; numbers: ReadonlyMap<CardId, string> } | null>(null);
  const numbers = useMemo(() => {
    const prev = numbersSoFar.current;
    const n = prev?.events.length ?? 0;
    const grown = prev !== null && n <= events.length && (n === 0 || events[n - 1] === prev.events[n - 1]);
    const next = grown ? new Map([...prev.numbers, ...cardNumbers(events.slice(n))]) : cardNumbers(events);
    numbersSoFar.current = { events, numbers: next };
    return next;
  }, [events]);
  const ctx: LogContext = useMemo(() => ({ view, rules, t, lang, numbers }), [view, rules, t, lang, numbers]);
  const explanation: Explanation | null = useMemo(() => {
    const e = explained === null ? undefined : events[explained];
    return e?.kind === 'attack' ? { index: explained!, event: e } : null;
  }, [events, explained]);

  const overlay: Overlay = useShared(useMemo(() => {
    const marks = explanation
      ? explanationMarks(view, events, explanation, t)
      : preview !== null ? previewMarks(view, rules, preview.seat, preview.card) : [];
    return {
      marks,
      hexes: uis.flatMap((u) => u.hexes),
      arrows: uis.flatMap((u) => u.arrows),
      figures: uis.flatMap((u) => u.figures),
      flashes,
    };
  }, [view, events, explanation, preview, uis, flashes, t]));

  // The keyboard (docs/keyboard.md): the focus goes to each new decision; 1-9, P, D, B, H.
  const root = useRef<HTMLDivElement>(null);
  const broken = useShared(useMemo(() => brokenTerrain(events), [events]));
  useMotion(root, view, events, shownBefore);
  useDecisionFocus(root, view.decisions, `${JSON.stringify(byDecision)}|${secret.marked ?? ''}`, view.decisions.length > 0);
  const ownHand = view.viewer === 'spectator' ? undefined : view.seats[view.viewer]?.hand;
  const handIds = useMemo(() => (ownHand ?? []).map((c) => c.card), [ownHand]);
  useTableShortcuts({ root, hand: handIds, handOptions, uis, pick: decisionPick });

  const poisoned = useMemo(() => poisonedThisRound(events), [events]);
  // An automaton's facts are its row in the automata panel (wounds, stuns, weakness, deck, discard): no seat panel twice.
  const automatonSeats = useMemo(() => new Set(view.automata.map((a) => a.seat)), [view.automata]);
  // The battlefield's proportions: on a narrow screen its cell takes them, so the board fills the width.
  const boardAspect = useMemo(() => viewBoxOf(view.board).split(' ').slice(2).join(' / '), [view.board]);
  const viewer = view.viewer;
  const previewInHand = useCallback((card: CardId | null) => setPreview(card === null || viewer === 'spectator' ? null : { seat: viewer, card }), [viewer]);
  const name = (seat: number) => seatName(ctx, seat);
  const waiting = new Set(view.waitingFor);
  const selecting = view.step === 'select';
  const outcome = view.winners;

  return (
    <div className="table" ref={root} data-step={view.step} data-round={view.round} data-turned={turned}>
      <div className="table-head">
        <span className="round">{SETUP_STEPS.has(view.step) ? t('board.setup') : t('board.round', { n: view.round })}</span>
        <div className="advantage">
          <span className="advantage-label" aria-hidden>{t('board.advantage')}</span>
          <ol aria-label={t('board.advantage')}>
            {view.advantage.map((seat, i) => (
              <li key={seat} className="advantage-chip" data-seat={seat} style={{ background: seatColour(seat) }}>
                {i + 1}. {characterName(view.seats[seat]?.character ?? '', lang)}
              </li>
            ))}
          </ol>
        </div>
        {outcome && <span className="outcome">{outcome.length > 0 ? t('board.winners', { names: winnerNames(view, name, t).join(', ') }) : t('board.noWinner')}</span>}
      </div>
      <div className="table-board">
        <div className="board-area" style={{ '--board-aspect': boardAspect } as CSSProperties}>
          <Board view={view} overlay={overlay} lang={lang} t={t} onPick={onPick} turned={turned} broken={broken} />
          <button type="button" className="turn-board" data-testid="turn-board" aria-pressed={turned} aria-label={t('table.turn')}
            title={turned ? `${t('table.turn')}. ${t('table.turnedHint')}` : t('table.turn')} onClick={() => setTurnedBy({ side: ownSide, turned: !turned })}>
            ⟲
          </button>
        </div>
        <RevealStrip view={view} rules={rules} lang={lang} t={t} onPreview={setPreview} />
      </div>
      <aside className="table-side">
        <DecisionPanel view={view} uis={uis} t={t} busy={busy} seatName={name} onPick={decisionPick} sameScreen={sameScreen} />
        {/* Beside the board, never over it: the marks it explains stay in view. */}
        {explanation && (
          <ExplanationBox
            view={view} events={events} explanation={explanation} t={t} seatName={name}
            cardTitle={cardTitle(ctx, explanation.event.card)} onHide={() => setExplained(null)}
          />
        )}
        <LogPanel events={events} ctx={ctx} t={t} explained={explanation ? explanation.index : null} onExplain={setExplained} controls={controls} />
      </aside>
      <aside className="table-panels">
        <div className="seats">
          {view.seats.filter((s) => !offWave(view, s.seat) && !automatonSeats.has(s.seat)).map((s) => (
            <SeatPanel
              key={s.seat}
              seat={s}
              view={view}
              rules={rules}
              lang={lang}
              t={t}
              poisoned={poisoned.has(s.seat)}
              waiting={selecting && waiting.has(s.seat)}
              kamaeOptions={s.seat === view.viewer ? kamaeOptions : NO_KAMAE}
              onPick={onPick}
            />
          ))}
        </div>
        <AutomataPanel view={view} rules={rules} lang={lang} t={t} />
      </aside>
      <div className="table-hand">
        <Hand
          view={view} rules={rules} lang={lang} t={t} options={handOptions} busy={busy}
          previewed={preview?.card ?? null}
          onPreview={previewInHand}
          onPick={onPick}
        />
      </div>
      <TermTips t={t} />
    </div>
  );
}

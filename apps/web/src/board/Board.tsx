import type { Lang } from '@senjutsu/cards';
import type { GameView } from '@senjutsu/engine';
import { memo, useMemo, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import type { DecisionUI, Pick } from '../decisions/types';
import type { T } from '../i18n';
import { characterName, seatColour, symbolOf, terrainName } from './characters';
import { centre, facingAngle, HEX_SIZE, hexPoints, keyOf, viewBoxOf, type Hex } from './geometry';
import { ARROW_KEYS, nextSpot } from './roving';
import { screenSpots, turnedViewBox } from './turn';
import { spotsOf, useSameMap } from './spots';
import { terrainNote, TerrainPiece, ToriiGate } from './Terrain';
import { Broken, type BrokenPiece } from './Broken';
import { groundOf, settingUp, startAreasShown } from './battlefield';
import { Emblem, emblemOf } from './emblems';
import { GroundAbove, GroundBelow } from './Ground';
import './focus.css';
import './board.css';

// The battlefield in SVG: its ground (Ground.tsx), hexes, terrain (Terrain.tsx), the start areas
// during setup, figures with the seat's colour, the character's emblem and a facing wedge, and the
// overlays (a card's preview, an attack's explanation, a decision's hexes and facing arrows). It
// draws what it is given; clicking an option hands its pick back.
//
// For the keyboard and screen readers (docs/keyboard.md) the board is a group of buttons: a hex
// ("hex C4, rock"), or the figure standing on it ("Ronin, facing north-east, hex C4"), and the
// facing arrows. It is one Tab stop (roving tabindex): arrow keys move between its spots, Enter
// or Space chooses the option there; spots without an option are disabled buttons.

export type MarkKind = 'attack' | 'attackExtra' | 'block' | 'blockExtra' | 'path' | 'blocked' | 'hit' | 'ignored' | 'origin';

export type Mark = { readonly hex: Hex; readonly kind: MarkKind; readonly label?: string };

export type Overlay = {
  readonly marks: readonly Mark[];
  readonly hexes: DecisionUI['hexes'];
  readonly arrows: DecisionUI['arrows'];
  readonly figures: DecisionUI['figures'];
  /** Seats to flash for the latest events: struck, blocked. */
  readonly flashes: Readonly<Record<number, 'hit' | 'block'>>;
};

export const NO_OVERLAY: Overlay = { marks: [], hexes: [], arrows: [], figures: [], flashes: {} };

export type BoardProps = Props;
type Props = {
  view: GameView; overlay: Overlay; lang: Lang; t: T; onPick: (pick: Pick) => void;
  /** Drawn turned by 180 degrees, for a player on the north edge (turn.ts); names and keys keep their meaning. */
  turned?: boolean;
  /** Terrain the engine removed during the game (Broken.tsx), drawn as its remains. */
  broken?: readonly BrokenPiece[];
};

const NONE_BROKEN: readonly BrokenPiece[] = [];

const SQ = Math.sqrt(3) / 2;

/** The focus attributes of a board spot: one Tab stop, the rest reached with the arrow keys. */
const spotAttributes = (item: string, label: string, option: boolean, tabStop: string) => ({
  'data-item': item, role: 'button', 'aria-label': label, tabIndex: item === tabStop ? 0 : -1, ...(option ? {} : { 'aria-disabled': true }),
});

type FigureProps = {
  seat: number; st: GameView['seats'][number]; lang: Lang; option: Overlay['figures'][number] | undefined; flash: 'hit' | 'block' | undefined; onPick: (p: Pick) => void;
  /** The figure's spot name, or null when its hex is the spot (the hex has an option and the figure none). */
  label: string | null; tabStop: string; turned: boolean;
};

function FigureView({ seat, st, lang, option, flash, onPick, label, tabStop, turned }: FigureProps): ReactElement | null {
  if (st.hex === null) return null;
  const c = centre(st.hex);
  const r = HEX_SIZE * 0.52;
  const tip = HEX_SIZE * SQ - 1;
  const colour = seatColour(seat);
  const name = characterName(st.character, lang);
  const emblem = emblemOf(st.character);
  const upright = turned ? { transform: 'rotate(180)' } : {};
  return (
    <g
      className={`figure${flash ? ` flash-${flash}` : ''}${st.defeated ? ' defeated' : ''}${option ? ' option' : ''}`}
      data-testid="figure"
      data-seat={seat}
      data-facing={st.facing}
      data-emblem={emblem ?? undefined}
      {...(label !== null ? spotAttributes(`f:${seat}`, label, option !== undefined, tabStop) : { 'aria-hidden': true })}
      {...(option ? { 'data-option-kind': option.optionKind, onClick: () => onPick(option.pick) } : { pointerEvents: 'none' })}
      style={{ transform: `translate(${c.x}px, ${c.y}px)` }}
    >
      <title>{label ?? name}</title>
      <g className="facing" style={{ transform: `rotate(${facingAngle(st.facing) + 90}deg)` }}>
        {/* The wedge points at the hex side the figure faces (R-FACING-1), out to that side; the
            clear circle centres the group's box on the figure, so CSS turns it about the figure. */}
        <circle r={HEX_SIZE * SQ} fill="none" />
        <polygon className="facing-wedge" points={`0,${-tip} ${-r * 0.8},${-r * 0.52} ${r * 0.8},${-r * 0.52}`} fill={colour} />
        <polyline className="facing-tip" points={`${-r * 0.3},${-tip + 11} 0,${-tip + 5} ${r * 0.3},${-tip + 11}`} />
      </g>
      <circle r={r} fill={colour} stroke={option ? '#ffd54a' : '#1b1b1b'} strokeWidth={option ? 4 : 2} opacity={st.stealthed ? 0.55 : 1} />
      <circle r={r * 0.84} fill="none" stroke="rgba(255,255,255,0.6)" strokeWidth={1.2} />
      <g {...upright}>
        {emblem !== null
          ? <Emblem id={emblem} size={r * 0.68} base={colour} />
          : <text className="figure-symbol" textAnchor="middle" dominantBaseline="central" fontSize={r * 1.05} fill="#fff">{symbolOf(st.character)}</text>}
      </g>
      {st.defeated && <text textAnchor="middle" dominantBaseline="central" fontSize={r * 1.6} fill="#111">✕</text>}
    </g>
  );
}

/** Updates carry fresh copies of every seat: a figure is redrawn only when what it shows changes. */
const Figure = memo(FigureView, (a, b) =>
  a.seat === b.seat && a.lang === b.lang && a.option === b.option && a.flash === b.flash && a.onPick === b.onPick && a.label === b.label && a.tabStop === b.tabStop && a.turned === b.turned
  && a.st.character === b.st.character && a.st.facing === b.st.facing && a.st.defeated === b.st.defeated && a.st.stealthed === b.st.stealthed
  && (a.st.hex === b.st.hex || (a.st.hex !== null && b.st.hex !== null && a.st.hex.q === b.st.hex.q && a.st.hex.r === b.st.hex.r)));

type HexesProps = {
  board: GameView['board']; options: Overlay['hexes']; onPick: (pick: Pick) => void;
  /** Each hex's spot name; a hex whose figure is the spot has none (it is drawn only). */
  labels: ReadonlyMap<string, string>; tabStop: string;
};

function HexesView({ board, options, onPick, labels, tabStop }: HexesProps): ReactElement {
  const byKey = new Map(options.map((h) => [keyOf(h.hex), h]));
  return (
    <g className="hexes">
      {board.map((h) => {
        const k = keyOf(h);
        const option = byKey.get(k);
        const label = labels.get(k);
        return (
          <polygon
            key={k}
            data-hex={k}
            className={option ? 'hex option' : 'hex'}
            points={hexPoints(h)}
            {...(label !== undefined ? spotAttributes(`h:${k}`, label, option !== undefined, tabStop) : { 'aria-hidden': true })}
            {...(option ? { 'data-option-kind': option.optionKind, onClick: () => onPick(option.pick) } : {})}
          />
        );
      })}
    </g>
  );
}

/** The battlefield's hexes keep their identity across updates: redrawn only when the offered hexes, their names or the Tab stop change. */
const Hexes = memo(HexesView, (a, b) =>
  a.board === b.board && a.onPick === b.onPick && a.labels === b.labels && a.tabStop === b.tabStop
  && (a.options === b.options || (a.options.length === 0 && b.options.length === 0)));

type ArrowProps = { a: Overlay['arrows'][number]; item: string; label: string; tabStop: string; onPick: (p: Pick) => void; onHover: (on: boolean) => void };

function Arrow({ a, item, label, tabStop, onPick, onHover }: ArrowProps): ReactElement {
  const c = centre(a.from);
  const d = HEX_SIZE * SQ;
  return (
    <g
      className="arrow option"
      data-option-kind={a.optionKind}
      data-facing={a.facing}
      {...spotAttributes(item, label, true, tabStop)}
      onClick={() => onPick(a.pick)}
      onMouseEnter={() => onHover(true)}
      onMouseLeave={() => onHover(false)}
      onFocus={() => onHover(true)}
      onBlur={() => onHover(false)}
      transform={`translate(${c.x} ${c.y}) rotate(${facingAngle(a.facing) + 90})`}
    >
      <title>{label}</title>
      <circle cy={-d - 6} r={15} className="arrow-hit" />
      <polygon points={`0,${-d - 20} -12,${-d + 2} 0,${-d - 4} 12,${-d + 2}`} className="arrow-head" />
    </g>
  );
}

const MARK_LABEL_SIZE = HEX_SIZE * 0.38;

function BoardView({ view, overlay, lang, t, onPick, turned = false, broken = NONE_BROKEN }: Props): ReactElement {
  const onBoard = new Set(view.board.map(keyOf));
  const figureOption = new Map(overlay.figures.map((f) => [f.seat, f]));
  const [hovered, setHovered] = useState<number | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  // The battlefield's outline is the same all game (updates keep the board).
  const viewBox = useMemo(() => (turned ? turnedViewBox(viewBoxOf(view.board)) : viewBoxOf(view.board)), [view.board, turned]);
  const { spots: drawn, hexLabels, figureLabels, arrowLabels } = useMemo(() => spotsOf(view, overlay, lang, t), [view, overlay, lang, t]);
  // The arrow keys go where the spots are on screen: on a turned board, each spot's place turned too.
  const spots = useMemo(() => screenSpots(drawn, turned), [drawn, turned]);
  // The Tab stop: the spot last focused while it is there, else the first option, else the first spot.
  const tabStop = (focused !== null && spots.some((s) => s.key === focused) ? focused : undefined) ?? spots.find((s) => s.option)?.key ?? spots[0]?.key ?? '';
  const picks = useMemo(() => {
    const byKey = new Map<string, Pick>();
    for (const h of overlay.hexes) byKey.set(`h:${keyOf(h.hex)}`, h.pick);
    for (const f of overlay.figures) byKey.set(`f:${f.seat}`, f.pick);
    overlay.arrows.forEach((a, i) => byKey.set(`a:${i}`, a.pick));
    return byKey;
  }, [overlay]);
  const onKeyDown = (e: KeyboardEvent<SVGSVGElement>) => {
    const item = (e.target as Element).closest('[data-item]')?.getAttribute('data-item');
    if (item == null) return;
    const direction = ARROW_KEYS[e.key];
    if (direction !== undefined) {
      e.preventDefault();
      const from = spots.find((s) => s.key === item);
      const next = from === undefined ? null : nextSpot(spots, from, direction);
      if (next !== null) svg.current?.querySelector<SVGElement>(`[data-item="${next.key}"]`)?.focus();
      return;
    }
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      const pick = picks.get(item);
      if (pick !== undefined) onPick(pick);
    }
  };
  const footprint = hovered === null ? [] : (overlay.arrows[hovered]?.footprint ?? []);
  const ground = groundOf(view.board, view.terrain);
  const terrainTitle = (kind: string) => `${terrainName(kind, lang)} (${terrainNote(kind, t)})`;
  const areas = startAreasShown(view, ground);
  return (
    <svg
      ref={svg}
      className="board"
      data-testid="board"
      viewBox={viewBox}
      preserveAspectRatio="xMidYMid meet"
      role="group"
      aria-label={t('keys.board')}
      data-turned={turned}
      data-ground={ground}
      onKeyDown={onKeyDown}
      onFocus={(e) => setFocused((e.target as Element).getAttribute('data-item'))}
    >
      <g className="board-turn" {...(turned ? { transform: 'rotate(180)' } : {})}>
      <GroundBelow board={view.board} ground={ground} />
      <Hexes board={view.board} options={overlay.hexes} onPick={onPick} labels={useSameMap(hexLabels)} tabStop={tabStop} />
      <GroundAbove board={view.board} ground={ground} />
      {areas.length > 0 && (
        <g className="start-areas" pointerEvents="none" aria-hidden>
          {areas.map((a, i) => (
            <g key={i} className="start-area" data-start-area={i + 1} data-seats={a.seats.join(' ')}>
              <title>{t('battlefield.startArea', { seats: a.seats.map((seat) => characterName(view.seats[seat]!.character, lang)).join(', ') })}</title>
              {a.hexes.map((h) => <polygon key={keyOf(h)} points={hexPoints(h, 0.9)} fill={seatColour(a.seats[0]!)} stroke={seatColour(a.seats[0]!)} />)}
            </g>
          ))}
        </g>
      )}
      <g className="terrain-layer" aria-hidden>
        {remainsShown(broken, view.terrain).map((p) => <Broken key={keyOf(p.hex)} piece={p} name={t('battlefield.broken', { name: terrainName(p.kind, lang) })} turned={turned} />)}
        {view.terrain.map((p) => <TerrainPiece key={keyOf(p.hex)} hex={p.hex} kind={p.kind} name={terrainTitle(p.kind)} turned={turned} />)}
        {view.pieces.filter((p) => p.kind === 'torii').map((p) => <ToriiGate key={keyOf(p.hex)} piece={p} name={`${terrainName(p.kind, lang)} (${t('battlefield.passage')})`} />)}
      </g>
      <g className="marks" pointerEvents="none" aria-hidden>
        {withKeys(overlay.marks.filter((m) => onBoard.has(keyOf(m.hex)) || m.kind === 'origin'), (m) => `${keyOf(m.hex)}-${m.kind}`).map(([m, key]) => {
          const c = centre(m.hex);
          return (
            <g key={key} className={`mark mark-${m.kind}`} data-mark={m.kind} data-mark-hex={keyOf(m.hex)}>
              <polygon points={hexPoints(m.hex, m.kind === 'path' ? 0.45 : 0.86)} />
              {m.label && (
                <text x={c.x} y={c.y + HEX_SIZE * 0.5} textAnchor="middle" fontSize={MARK_LABEL_SIZE} {...(turned ? { transform: `rotate(180 ${c.x} ${c.y})` } : {})}>{m.label}</text>
              )}
            </g>
          );
        })}
      </g>
      <g className="footprint" pointerEvents="none" aria-hidden>
        {footprint.map((h) => <polygon key={keyOf(h)} className="mark-footprint" points={hexPoints(h, 0.86)} />)}
      </g>
      <g className="option-rings" pointerEvents="none" aria-hidden>
        {overlay.hexes.map((h) => <polygon key={keyOf(h.hex)} className="option-ring" points={hexPoints(h.hex, 0.8)} />)}
      </g>
      <g className="figures">
        {view.seats.map((s) => (
          <Figure key={s.seat} seat={s.seat} st={s} lang={lang} option={figureOption.get(s.seat)} flash={overlay.flashes[s.seat]} onPick={onPick} label={figureLabels.get(s.seat) ?? null} tabStop={tabStop} turned={turned} />
        ))}
      </g>
      <g className="arrows">
        {withKeys(overlay.arrows, (a) => `${keyOf(a.from)}-${a.facing}-${a.optionKind}`).map(([a, key], i) => (
          <Arrow key={key} a={a} item={`a:${i}`} label={arrowLabels[i]!} tabStop={tabStop} onPick={onPick} onHover={(on) => setHovered(on ? i : null)} />
        ))}
      </g>
      </g>
    </svg>
  );
}

/**
 * Each item with a key that says what it is, not where it is in the list (a second equal one gets
 * "#2"): a mark that stays when others come or go keeps its element.
 */
function withKeys<T>(items: readonly T[], keyOf: (item: T) => string): [T, string][] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const key = keyOf(item);
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return [item, n === 1 ? key : `${key}#${n}`];
  });
}

/** The remains of removed pieces, one per hex (the latest), where no piece stands now. */
function remainsShown(broken: readonly BrokenPiece[], terrain: GameView['terrain']): BrokenPiece[] {
  const standing = new Set(terrain.map((p) => keyOf(p.hex)));
  const byHex = new Map(broken.map((p) => [keyOf(p.hex), p]));
  return [...byHex.values()].filter((p) => !standing.has(keyOf(p.hex)));
}

type Seat = GameView['seats'][number];
const sameHex = (a: Seat['hex'], b: Seat['hex']): boolean => a === b || (a !== null && b !== null && a.q === b.q && a.r === b.r);
/** What the board shows of a seat: its figure, its name, its side's start area. A seat's card, hand or wounds are not drawn here. */
const sameFigure = (a: Seat, b: Seat): boolean =>
  a === b || (a.seat === b.seat && a.character === b.character && a.team === b.team && a.facing === b.facing && a.defeated === b.defeated && a.stealthed === b.stealthed && sameHex(a.hex, b.hex));
const sameFigures = (a: readonly Seat[], b: readonly Seat[]): boolean => a === b || (a.length === b.length && a.every((s, i) => sameFigure(s, b[i]!)));

/**
 * The Table shares unchanged parts of each update (table/share.ts): the board is redrawn only when
 * what it draws changed. A reveal changes the seats' cards, not where their figures stand.
 */
export const boardUnchanged = (a: Props, b: Props): boolean =>
  a.broken === b.broken && a.overlay === b.overlay && a.lang === b.lang && a.t === b.t && a.onPick === b.onPick && a.turned === b.turned
  && a.view.board === b.view.board && a.view.terrain === b.view.terrain && a.view.pieces === b.view.pieces && a.view.automata === b.view.automata
  && a.view.horde === b.view.horde && sameFigures(a.view.seats, b.view.seats) && settingUp(a.view) === settingUp(b.view);
export const Board = memo(BoardView, boardUnchanged);

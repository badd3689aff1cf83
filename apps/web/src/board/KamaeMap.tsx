import type { KamaeMap as KamaeMapData } from '@senjutsu/cards';
import { memo, type KeyboardEvent, type ReactElement } from 'react';
import type { DecisionUI, Pick } from '../decisions/types';
import type { T } from '../i18n';
import { KAMAE_COLOURS } from './characters';
import './kamae.css';

// A character's Kamae map (section 5) with the ring on its current position. Positions sit on a
// diamond; a focus point between the nodes it joins. A Kamae path or jump decision lights the
// nodes it offers.

const PLACE: Readonly<Record<string, { x: number; y: number }>> = {
  aggression: { x: 50, y: 14 },
  balance: { x: 18, y: 50 },
  determination: { x: 82, y: 50 },
  neutral: { x: 50, y: 86 },
};

export function kamaeLayout(map: KamaeMapData): Map<string, { x: number; y: number }> {
  const at = new Map<string, { x: number; y: number }>();
  for (const n of map.nodes) if (n.kind !== 'focus') at.set(n.id, PLACE[n.kind]!);
  const used = new Set<string>();
  for (const n of map.nodes.filter((x) => x.kind === 'focus')) {
    const ends = map.paths.flatMap((p) => (p.from === n.id ? [p.to] : p.to === n.id ? [p.from] : [])).map((id) => at.get(id)).filter((p) => p !== undefined);
    let x = ends.length > 0 ? ends.reduce((s, p) => s + p.x, 0) / ends.length : 50;
    let y = ends.length > 0 ? ends.reduce((s, p) => s + p.y, 0) / ends.length : 50;
    // Two focus points between the same nodes: move the second one aside.
    while (used.has(`${Math.round(x)},${Math.round(y)}`)) { x += 9; y += 9; }
    used.add(`${Math.round(x)},${Math.round(y)}`);
    at.set(n.id, { x, y });
  }
  return at;
}

// A character's map never changes: laid out once.
const layouts = new WeakMap<KamaeMapData, Map<string, { x: number; y: number }>>();
function layoutOf(map: KamaeMapData): Map<string, { x: number; y: number }> {
  let at = layouts.get(map);
  if (at === undefined) {
    at = kamaeLayout(map);
    layouts.set(map, at);
  }
  return at;
}

type Props = { map: KamaeMapData; current: string; names: (node: string) => string; options: DecisionUI['kamae']; onPick: (p: Pick) => void; t: T };

function KamaeMapView({ map, current, names, options, onPick, t }: Props): ReactElement {
  const at = layoutOf(map);
  const offered = new Map(options.map((o) => [o.node, o]));
  return (
    <figure className="kamae-figure">
    {/* A group, not an image: the offered nodes inside are buttons a screen reader must reach. */}
    <svg className="kamae-map" viewBox="0 0 100 100" role="group" aria-label={names(current)} data-kamae={current}>
      <defs>
        <marker id="kamae-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" fill="#6b5b45" />
        </marker>
      </defs>
      {map.paths.map((p, i) => {
        const a = at.get(p.from)!;
        const b = at.get(p.to)!;
        const k = 0.72;
        // Shortened so the arrowheads of one-way paths (R-KAMAE-PATH-3) stay outside the nodes.
        const x1 = a.x + (b.x - a.x) * (1 - k) / 2;
        const y1 = a.y + (b.y - a.y) * (1 - k) / 2;
        const x2 = b.x - (b.x - a.x) * (1 - k) / 2;
        const y2 = b.y - (b.y - a.y) * (1 - k) / 2;
        return <line key={i} x1={x1} y1={y1} x2={x2} y2={y2} className="kamae-path" markerEnd={p.oneWay ? 'url(#kamae-arrow)' : undefined} />;
      })}
      {map.nodes.map((n) => {
        const p = at.get(n.id)!;
        const option = offered.get(n.id);
        const r = n.kind === 'focus' ? 6 : 10;
        return (
          <g
            key={n.id}
            className={`kamae-node${option ? ' option' : ''}`}
            data-node={n.id}
            {...(option
              ? {
                  'data-option-kind': option.optionKind, role: 'button', tabIndex: 0, 'aria-label': names(n.id), onClick: () => onPick(option.pick),
                  onKeyDown: (e: KeyboardEvent) => {
                    if (e.key !== 'Enter' && e.key !== ' ') return;
                    e.preventDefault();
                    onPick(option.pick);
                  },
                }
              : { 'aria-hidden': true })}
          >
            <title>{names(n.id)}</title>
            <circle cx={p.x} cy={p.y} r={r} fill={KAMAE_COLOURS[n.kind]} stroke="#2b2118" strokeWidth={1} />
            {n.id === current && <circle className="kamae-ring" cx={p.x} cy={p.y} r={r + 4} />}
            {option && <circle className="kamae-option" cx={p.x} cy={p.y} r={r + 7} />}
          </g>
        );
      })}
    </svg>
    <KamaeLegend map={map} names={names} t={t} />
    </figure>
  );
}

/**
 * What the map's marks mean (issue 22 item 9): each position's colour with its name, the ring of
 * the current position, the dashed ring of a node the decision offers, and one-way paths.
 */
function KamaeLegend({ map, names, t }: { map: KamaeMapData; names: (node: string) => string; t: T }): ReactElement {
  const positions = map.nodes.filter((n, i) => n.kind !== 'focus' || map.nodes.findIndex((m) => m.kind === 'focus') === i);
  const swatch = (mark: ReactElement) => <svg className="kamae-swatch" viewBox="0 0 20 20" aria-hidden>{mark}</svg>;
  return (
    <figcaption className="kamae-legend">
      {/* Folded under its name so two seat panels fit beside the board at 1366x768 (issue 22, "Layout"). */}
      <details>
        <summary>{t('words.kamae.legend')}</summary>
        <ul>
          {positions.map((n) => (
            <li key={n.id} data-legend={n.kind}>
              {swatch(<circle cx={10} cy={10} r={n.kind === 'focus' ? 4.5 : 7} fill={KAMAE_COLOURS[n.kind]} stroke="#2b2118" strokeWidth={1} />)}
              {n.kind === 'focus' ? t('board.focusPoint') : names(n.id)}
            </li>
          ))}
          <li data-legend="current">{swatch(<circle className="kamae-ring" cx={10} cy={10} r={7} />)}{t('words.kamae.current')}</li>
          <li data-legend="option">{swatch(<circle className="kamae-option" cx={10} cy={10} r={7} />)}{t('words.kamae.option')}</li>
          {map.paths.some((p) => p.oneWay) && (
            <li data-legend="oneWay">{swatch(<line x1={2} y1={10} x2={17} y2={10} className="kamae-path" markerEnd="url(#kamae-arrow)" />)}{t('words.kamae.oneWay')}</li>
          )}
        </ul>
      </details>
    </figcaption>
  );
}

/** Redrawn only when the position, the options or the language change (not on every update). */
export const KamaeMap = memo(KamaeMapView);

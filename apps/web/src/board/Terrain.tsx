import { TERRAIN } from '@senjutsu/cards';
import type { PieceView } from '@senjutsu/engine';
import { memo, type ReactElement } from 'react';
import type { T } from '../i18n';
import { centre, HEX_SIZE, hexPoints, type Hex } from './geometry';
import { terrainArt, TINT } from './terrainArt';

// One terrain piece's hex (section 16): its picture (terrainArt.tsx) and what it does to movement
// and sight, readable at a glance. A piece that blocks movement (an obstacle) stands on a tinted
// hex inside a dark rim, with a no-entry badge; one that blocks sight and attacks has an eye
// badge; a piece that lies flat (a corpse, caltrops, a trap, a boat) has neither and a light
// dashed outline. Bamboo that breaks shows its crack. What a piece does comes from the content
// (@senjutsu/cards' TERRAIN), the same data the engine reads: the board adds no rule.

export type TerrainFacts = { readonly blocksMove: boolean; readonly blocksSight: boolean; readonly breaks: boolean };

/** What the content says a piece of `kind` does; a kind of other content is shown as blocking nothing. */
export function terrainFacts(kind: string): TerrainFacts {
  const t = (TERRAIN as Readonly<Record<string, (typeof TERRAIN)[keyof typeof TERRAIN] | undefined>>)[kind];
  return { blocksMove: t?.obstacle ?? false, blocksSight: t?.blocksSight ?? false, breaks: t?.removedWhen !== undefined };
}

/** What a piece of `kind` does, in words: its tooltip and, for screen readers, part of its hex's name. */
export function terrainNote(kind: string, t: T): string {
  const f = terrainFacts(kind);
  if (!f.blocksMove && !f.blocksSight) return t('battlefield.flat');
  return [...(f.blocksMove ? [t('battlefield.blocksMove')] : []), ...(f.blocksSight ? [t('battlefield.blocksSight')] : []), ...(f.breaks ? [t('battlefield.breaks')] : [])].join(', ');
}

const S = HEX_SIZE * 0.78;

function NoEntry({ x, y }: { x: number; y: number }): ReactElement {
  return (
    <g className="badge badge-move" transform={`translate(${x} ${y})`}>
      <circle r={7.5} fill="#b3261e" stroke="#fff" strokeWidth={1.5} />
      <rect x={-4.5} y={-1.5} width={9} height={3} fill="#fff" />
    </g>
  );
}

function NoSight({ x, y }: { x: number; y: number }): ReactElement {
  return (
    <g className="badge badge-sight" transform={`translate(${x} ${y})`}>
      <circle r={7.5} fill="#1f1a14" stroke="#fff" strokeWidth={1.5} />
      <path d="M-5 0 Q0 -4.5 5 0 Q0 4.5 -5 0Z" fill="none" stroke="#fff" strokeWidth={1.3} />
      <line x1={-4.5} y1={4.5} x2={4.5} y2={-4.5} stroke="#fff" strokeWidth={1.6} />
    </g>
  );
}

type TerrainProps = { hex: Hex; kind: string; name: string; turned?: boolean };

/** `turned`: the board is drawn turned by 180 degrees (turn.ts), so the picture is turned back upright. */
function TerrainView({ hex, kind, name, turned = false }: TerrainProps): ReactElement {
  const c = centre(hex);
  const facts = terrainFacts(kind);
  const tint = TINT[kind];
  return (
    <g className={`terrain${facts.blocksMove ? ' blocks-move' : ' open'}`} data-terrain={kind} data-blocks-move={facts.blocksMove} data-blocks-sight={facts.blocksSight} data-breaks={facts.breaks} pointerEvents="none">
      {tint !== undefined && <polygon className="terrain-base" points={hexPoints(hex, facts.blocksMove ? 0.9 : 1)} fill={tint} />}
      {facts.blocksMove ? <polygon className="terrain-rim" points={hexPoints(hex, 0.9)} /> : <polygon className="terrain-flat" points={hexPoints(hex, 0.86)} />}
      <g transform={`translate(${c.x} ${c.y})${turned ? ' rotate(180)' : ''}`}>
        {terrainArt(kind, S)}
        {facts.blocksMove && <NoEntry x={-HEX_SIZE * 0.42} y={HEX_SIZE * 0.56} />}
        {facts.blocksSight && <NoSight x={HEX_SIZE * 0.42} y={HEX_SIZE * 0.56} />}
      </g>
      <title>{name}</title>
    </g>
  );
}

/** Updates carry fresh copies of the same pieces: redrawn only when one changes. */
export const TerrainPiece = memo(TerrainView, (a, b) => a.kind === b.kind && a.name === b.name && a.turned === b.turned && a.hex.q === b.hex.q && a.hex.r === b.hex.r);

/**
 * A torii as placed (OP-69): the beam over its pillars and the passage between them, open to walk
 * and see through (R-TERRAIN-TORII-2), marked with a paved path and arrows across the gate.
 */
function ToriiGateView({ piece, name }: { piece: PieceView; name: string }): ReactElement {
  const pillars = piece.pillars.map(centre);
  const [a, b] = [pillars[0], pillars[pillars.length - 1]];
  const beam = a === undefined || b === undefined ? null : (() => {
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const [ux, uy] = [(b.x - a.x) / len, (b.y - a.y) / len];
    const over = HEX_SIZE * 0.45;
    return { x1: a.x - ux * over, y1: a.y - uy * over, x2: b.x + ux * over, y2: b.y + uy * over, angle: (Math.atan2(uy, ux) * 180) / Math.PI };
  })();
  return (
    <g className="torii-gate" data-piece={piece.kind} pointerEvents="none">
      {piece.passage.map((h) => {
        const c = centre(h);
        return (
          <g key={`${h.q},${h.r}`} className="passage" data-passage={`${h.q},${h.r}`}>
            <polygon points={hexPoints(h, 0.86)} className="passage-floor" />
            {/* the way through runs across the beam */}
            {beam !== null && (
              <g transform={`translate(${c.x} ${c.y}) rotate(${beam.angle + 90})`}>
                <path d="M-22 -6 l-8 6 l8 6 M22 -6 l8 6 l-8 6 M-14 0 H14" className="passage-arrows" />
              </g>
            )}
          </g>
        );
      })}
      {beam !== null && (
        <g className="torii-beam">
          <line x1={beam.x1} y1={beam.y1} x2={beam.x2} y2={beam.y2} stroke="#1b1b1b" strokeWidth={11} strokeLinecap="round" opacity={0.75} />
          <line x1={beam.x1} y1={beam.y1} x2={beam.x2} y2={beam.y2} stroke="#c8321f" strokeWidth={6} strokeLinecap="round" opacity={0.75} />
        </g>
      )}
      <title>{name}</title>
    </g>
  );
}

export const ToriiGate = memo(ToriiGateView, (a, b) => a.piece === b.piece && a.name === b.name);

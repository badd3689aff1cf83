import type { GameEvent } from '@senjutsu/engine';
import { memo, type ReactElement } from 'react';
import { centre, HEX_SIZE, hexPoints, type Hex } from './geometry';
import { terrainArt } from './terrainArt';

// Terrain the engine removed during the game (its `terrainRemoved` events: bamboo broken by a
// figure entering it or by a wounding attack, R-TERRAIN-BAMBOO-2). The view only lists the pieces
// still in play, so the board reads the events to leave the stumps where a piece stood: flat,
// dashed like terrain that blocks nothing, because nothing is there for the rules any more.

export type BrokenPiece = { readonly hex: Hex; readonly kind: string };

/** The pieces removed so far, in the order the engine removed them. */
export const brokenTerrain = (events: readonly GameEvent[]): BrokenPiece[] =>
  events.flatMap((e) => (e.kind === 'terrainRemoved' ? [{ hex: e.hex, kind: e.terrain }] : []));

const S = HEX_SIZE * 0.78;

/** Cut stalks at ground level with their fallen tops; another removed kind shows faded. */
function remainsOf(kind: string): ReactElement {
  if (kind !== 'bamboo') return <g opacity={0.3}>{terrainArt(kind, S)}</g>;
  return (
    <g data-art="bamboo-stumps" strokeLinecap="round">
      {[-0.42, -0.12, 0.2, 0.48].map((x, i) => (
        <g key={i}>
          <line x1={x * S} y1={0.5 * S} x2={x * S} y2={(0.3 - (i % 2) * 0.08) * S} stroke="#5d7a3a" strokeWidth={0.13 * S} />
          <line x1={(x - 0.07) * S} y1={(0.3 - (i % 2) * 0.08) * S} x2={(x + 0.07) * S} y2={(0.24 - (i % 2) * 0.08) * S} stroke="#e9dfb8" strokeWidth={2.2} />
        </g>
      ))}
      <line x1={-0.55 * S} y1={-0.05 * S} x2={0.35 * S} y2={-0.3 * S} stroke="#8aa863" strokeWidth={0.09 * S} opacity={0.8} />
      <line x1={-0.2 * S} y1={0.05 * S} x2={0.6 * S} y2={-0.1 * S} stroke="#8aa863" strokeWidth={0.09 * S} opacity={0.8} />
    </g>
  );
}

type Props = { readonly piece: BrokenPiece; readonly name: string; readonly turned: boolean };

function BrokenView({ piece, name, turned }: Props): ReactElement {
  const c = centre(piece.hex);
  return (
    <g className="terrain broken open" data-broken={piece.kind} data-hex={`${piece.hex.q},${piece.hex.r}`} data-blocks-move={false} data-blocks-sight={false} pointerEvents="none">
      <polygon className="terrain-flat" points={hexPoints(piece.hex, 0.86)} />
      <g transform={`translate(${c.x} ${c.y})${turned ? ' rotate(180)' : ''}`}>{remainsOf(piece.kind)}</g>
      <title>{name}</title>
    </g>
  );
}

export const Broken = memo(BrokenView, (a, b) => a.piece === b.piece && a.name === b.name && a.turned === b.turned);

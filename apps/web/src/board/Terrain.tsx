import { memo, type ReactElement } from 'react';
import { centre, HEX_SIZE, hexPoints, type Hex } from './geometry';

// One terrain piece's hex, drawn as a small glyph over a tinted hex so each kind reads at a glance
// (section 16). Decorative only: what a piece does is in @senjutsu/cards' TERRAIN.

const TINT: Readonly<Record<string, string>> = {
  rock: '#8d8d86', bamboo: '#7fa35a', cart: '#a57b4f', shrine: '#c9a46a', torii: '#e7d3b0', cherry: '#f3c6d3',
  corpse: '#b9a9a0', caltrops: '#cfc8bb', trap: '#c9bfae', boat: '#9cc3d9',
};

function glyph(kind: string, s: number): ReactElement {
  switch (kind) {
    case 'rock':
      return <polygon points={`${-0.55 * s},${0.3 * s} ${-0.3 * s},${-0.4 * s} ${0.2 * s},${-0.5 * s} ${0.6 * s},${0.1 * s} ${0.3 * s},${0.45 * s} ${-0.3 * s},${0.5 * s}`} fill="#5e5e58" stroke="#3b3b37" strokeWidth={2} />;
    case 'bamboo':
      return (
        <g stroke="#2f6b2a" strokeWidth={4} strokeLinecap="round">
          {[-0.35, 0, 0.35].map((x, i) => <line key={i} x1={x * s} y1={-0.6 * s} x2={x * s} y2={0.6 * s} />)}
          {[-0.35, 0, 0.35].map((x, i) => <line key={`n${i}`} x1={x * s - 3} y1={(i - 1) * 0.25 * s} x2={x * s + 3} y2={(i - 1) * 0.25 * s} stroke="#1f4a1c" />)}
        </g>
      );
    case 'cart':
      return (
        <g stroke="#4a3320" strokeWidth={2} fill="#7a5533">
          <rect x={-0.55 * s} y={-0.3 * s} width={1.1 * s} height={0.45 * s} rx={3} />
          <circle cx={-0.3 * s} cy={0.3 * s} r={0.17 * s} fill="#3a2818" />
          <circle cx={0.3 * s} cy={0.3 * s} r={0.17 * s} fill="#3a2818" />
        </g>
      );
    case 'shrine':
      return (
        <g stroke="#5a3d1c" strokeWidth={2}>
          <polygon points={`${-0.6 * s},${-0.1 * s} 0,${-0.55 * s} ${0.6 * s},${-0.1 * s}`} fill="#8b2b1f" />
          <rect x={-0.38 * s} y={-0.1 * s} width={0.76 * s} height={0.55 * s} fill="#d9b77c" />
        </g>
      );
    case 'torii':
      return (
        <g stroke="#b0281b" strokeWidth={5} strokeLinecap="round">
          <line x1={-0.6 * s} y1={-0.45 * s} x2={0.6 * s} y2={-0.45 * s} />
          <line x1={-0.45 * s} y1={-0.2 * s} x2={0.45 * s} y2={-0.2 * s} strokeWidth={3} />
          <line x1={-0.35 * s} y1={-0.45 * s} x2={-0.35 * s} y2={0.55 * s} />
          <line x1={0.35 * s} y1={-0.45 * s} x2={0.35 * s} y2={0.55 * s} />
        </g>
      );
    case 'cherry':
      return (
        <g>
          <rect x={-3} y={0} width={6} height={0.6 * s} fill="#5a3d2b" />
          {[[-0.3, -0.15], [0.3, -0.15], [0, -0.4], [-0.15, 0.1], [0.2, 0.1]].map(([x, y], i) => <circle key={i} cx={x! * s} cy={y! * s} r={0.22 * s} fill="#e88aa8" opacity={0.9} />)}
        </g>
      );
    case 'corpse':
      return <g stroke="#5b1a14" strokeWidth={5} strokeLinecap="round"><line x1={-0.35 * s} y1={-0.35 * s} x2={0.35 * s} y2={0.35 * s} /><line x1={0.35 * s} y1={-0.35 * s} x2={-0.35 * s} y2={0.35 * s} /></g>;
    case 'caltrops':
      return (
        <g fill="#444">
          {[[-0.3, 0.1], [0.25, -0.2], [0.15, 0.35], [-0.1, -0.35]].map(([x, y], i) => (
            <polygon key={i} points={`${x! * s},${y! * s - 7} ${x! * s + 6},${y! * s + 5} ${x! * s - 6},${y! * s + 5}`} />
          ))}
        </g>
      );
    case 'trap':
      return <g><circle r={0.45 * s} fill="none" stroke="#444" strokeWidth={4} strokeDasharray="6 4" /><circle r={0.12 * s} fill="#444" /></g>;
    case 'boat':
      return <path d={`M ${-0.65 * s} ${-0.1 * s} L ${0.65 * s} ${-0.1 * s} L ${0.4 * s} ${0.35 * s} L ${-0.4 * s} ${0.35 * s} Z`} fill="#6b4a2b" stroke="#3f2b18" strokeWidth={2} />;
    default:
      return <text textAnchor="middle" dominantBaseline="central" fontSize={0.5 * s}>?</text>;
  }
}

/** `turned`: the board is drawn turned by 180 degrees (turn.ts), so the glyph is turned back upright. */
function TerrainView({ hex, kind, name, turned = false }: { hex: Hex; kind: string; name: string; turned?: boolean }): ReactElement {
  const c = centre(hex);
  return (
    <g className="terrain" data-terrain={kind} pointerEvents="none">
      <polygon points={hexPoints(hex, 0.92)} fill={TINT[kind] ?? '#ccc'} opacity={0.9} />
      <g transform={`translate(${c.x} ${c.y})${turned ? ' rotate(180)' : ''}`}>{glyph(kind, HEX_SIZE * 0.75)}</g>
      <title>{name}</title>
    </g>
  );
}

/** Updates carry fresh copies of the same pieces: redrawn only when one changes. */
export const TerrainPiece = memo(TerrainView, (a, b) => a.kind === b.kind && a.name === b.name && a.turned === b.turned && a.hex.q === b.hex.q && a.hex.r === b.hex.r);

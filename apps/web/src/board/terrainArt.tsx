import type { ReactElement } from 'react';

// Each terrain kind's own picture (issue 25), our drawing, seen from above at a slant: `s` is the
// drawing's scale (SVG units for 1), the hex's centre is 0,0. What blocks stands up (a boulder, a
// shrine, stalks); what lies on the ground lies flat (a corpse, caltrops, a trap, a boat). Every
// picture's root carries `data-art` with its kind, so a test can tell a kind's own art from the
// fallback of a kind this file does not know.

type Art = (s: number) => ReactElement;

const pts = (s: number, list: readonly (readonly [number, number])[]): string => list.map(([x, y]) => `${x * s},${y * s}`).join(' ');

const ART: Readonly<Record<string, Art>> = {
  rock: (s) => (
    <g>
      <ellipse cx={0} cy={0.42 * s} rx={0.62 * s} ry={0.14 * s} fill="#00000033" />
      <polygon points={pts(s, [[-0.6, 0.35], [-0.42, -0.25], [-0.05, -0.55], [0.42, -0.38], [0.62, 0.1], [0.4, 0.42], [-0.3, 0.48]])} fill="#6b6a63" stroke="#2e2d29" strokeWidth={2} />
      <polygon points={pts(s, [[-0.42, -0.25], [-0.05, -0.55], [0.1, -0.1], [-0.25, 0.05]])} fill="#98968c" />
      <polygon points={pts(s, [[0.1, -0.1], [0.42, -0.38], [0.62, 0.1], [0.3, 0.15]])} fill="#56554f" />
      <path d={`M${-0.25 * s} ${0.05 * s} L${0.1 * s} ${-0.1 * s} L${0.3 * s} ${0.15 * s}`} fill="none" stroke="#2e2d29" strokeWidth={1.2} />
    </g>
  ),
  bamboo: (s) => (
    <g strokeLinecap="round">
      {[-0.42, -0.12, 0.2, 0.48].map((x, i) => (
        <g key={i}>
          <line x1={x * s} y1={0.55 * s} x2={(x + 0.04) * s} y2={(-0.62 + (i % 2) * 0.12) * s} stroke="#3f7d32" strokeWidth={0.13 * s} />
          <line x1={(x - 0.07) * s} y1={(0.12 - (i % 2) * 0.2) * s} x2={(x + 0.09) * s} y2={(0.12 - (i % 2) * 0.2) * s} stroke="#214a1b" strokeWidth={2} />
          <line x1={(x - 0.06) * s} y1={(-0.28 + (i % 2) * 0.1) * s} x2={(x + 0.1) * s} y2={(-0.28 + (i % 2) * 0.1) * s} stroke="#214a1b" strokeWidth={2} />
        </g>
      ))}
      <path d={`M${-0.12 * s} ${-0.45 * s} q${0.3 * s} ${-0.2 * s} ${0.45 * s} ${-0.05 * s} q${-0.25 * s} ${0.05 * s} ${-0.45 * s} ${0.05 * s}z M${0.2 * s} ${-0.1 * s} q${-0.35 * s} ${-0.12 * s} ${-0.5 * s} ${0.05 * s} q${0.25 * s} 0 ${0.5 * s} ${-0.05 * s}z`} fill="#6fae4f" />
      {/* the crack: bamboo breaks (R-TERRAIN-BAMBOO-2) */}
      <path className="bamboo-crack" d={`M${0.14 * s} ${0.3 * s} l${0.08 * s} ${-0.08 * s} l${0.02 * s} ${0.1 * s} l${0.08 * s} ${-0.08 * s}`} fill="none" stroke="#f4efe0" strokeWidth={2.2} />
    </g>
  ),
  cart: (s) => (
    <g strokeLinejoin="round">
      <path d={`M${-0.35 * s} ${-0.15 * s} q${0.1 * s} ${-0.45 * s} ${0.25 * s} ${-0.5 * s} q${-0.02 * s} ${0.2 * s} ${0.12 * s} ${0.22 * s} q${0.05 * s} ${-0.25 * s} ${0.22 * s} ${-0.35 * s} q${0.12 * s} ${0.3 * s} ${0.1 * s} ${0.63 * s}z`} fill="#f08a24" stroke="#b8400e" strokeWidth={1.5} />
      <path d={`M${-0.15 * s} ${-0.15 * s} q${0.05 * s} ${-0.22 * s} ${0.13 * s} ${-0.28 * s} q${0.03 * s} ${0.15 * s} ${0.12 * s} ${0.28 * s}z`} fill="#ffd54a" />
      <rect x={-0.6 * s} y={-0.17 * s} width={1.2 * s} height={0.38 * s} rx={2} fill="#5b3a22" stroke="#2b1a0e" strokeWidth={2} />
      <path d={`M${-0.6 * s} ${0.02 * s} H${0.6 * s} M${-0.2 * s} ${-0.17 * s} V${0.21 * s} M${0.2 * s} ${-0.17 * s} V${0.21 * s}`} stroke="#2b1a0e" strokeWidth={1.2} />
      <line x1={0.6 * s} y1={0.05 * s} x2={0.85 * s} y2={-0.15 * s} stroke="#2b1a0e" strokeWidth={3} strokeLinecap="round" />
      {[-0.32, 0.32].map((x) => <circle key={x} cx={x * s} cy={0.3 * s} r={0.18 * s} fill="#3a2818" stroke="#120b05" strokeWidth={2} />)}
    </g>
  ),
  shrine: (s) => (
    <g strokeLinejoin="round">
      <rect x={-0.5 * s} y={0.34 * s} width={1 * s} height={0.16 * s} fill="#9a9488" stroke="#4a463f" strokeWidth={1.5} />
      <rect x={-0.34 * s} y={-0.12 * s} width={0.68 * s} height={0.46 * s} fill="#c89a5a" stroke="#5a3d1c" strokeWidth={2} />
      <rect x={-0.12 * s} y={0.02 * s} width={0.24 * s} height={0.32 * s} fill="#4a2e14" />
      <path d={`M${-0.66 * s} ${-0.08 * s} Q0 ${-0.22 * s} ${0.66 * s} ${-0.08 * s} L${0.4 * s} ${-0.5 * s} L${-0.4 * s} ${-0.5 * s}Z`} fill="#2d2d33" stroke="#111" strokeWidth={2} />
      {/* the rope and its paper streamers */}
      <path d={`M${-0.34 * s} ${-0.06 * s} Q0 ${0.04 * s} ${0.34 * s} ${-0.06 * s}`} fill="none" stroke="#e8d7a8" strokeWidth={3} />
      {[-0.18, 0.18].map((x) => <path key={x} d={`M${x * s} ${-0.02 * s} l${0.05 * s} ${0.07 * s} l${-0.05 * s} ${0.05 * s} l${0.05 * s} ${0.07 * s}`} fill="none" stroke="#fff" strokeWidth={2} />)}
    </g>
  ),
  // One pillar of the gate, from above (the piece's beam and passage are drawn by ToriiGate).
  torii: (s) => (
    <g>
      <circle r={0.44 * s} fill="#222" />
      <circle r={0.34 * s} fill="#c8321f" stroke="#7d1a10" strokeWidth={2} />
      <circle cx={-0.1 * s} cy={-0.1 * s} r={0.12 * s} fill="#e4614b" />
    </g>
  ),
  cherry: (s) => (
    <g>
      <ellipse cx={0.05 * s} cy={0.5 * s} rx={0.45 * s} ry={0.1 * s} fill="#00000026" />
      <path d={`M${-0.05 * s} ${0.5 * s} L0 ${0.05 * s} M0 ${0.15 * s} L${-0.28 * s} ${-0.1 * s} M0 ${0.1 * s} L${0.25 * s} ${-0.15 * s}`} stroke="#5a3a28" strokeWidth={0.1 * s} strokeLinecap="round" />
      {([[-0.32, -0.22, 0.24], [0.28, -0.26, 0.25], [0, -0.42, 0.26], [-0.12, -0.02, 0.2], [0.16, -0.02, 0.2]] as const).map(([x, y, r], i) => (
        <circle key={i} cx={x * s} cy={y * s} r={r * s} fill={i % 2 === 0 ? '#f2a7bf' : '#e784a5'} stroke="#b9587a" strokeWidth={1.2} />
      ))}
      {([[-0.2, -0.3], [0.1, -0.45], [0.3, -0.15], [-0.35, -0.1]] as const).map(([x, y], i) => <circle key={`b${i}`} cx={x * s} cy={y * s} r={2} fill="#fff" />)}
      {([[0.45, 0.35], [-0.45, 0.3], [0.3, 0.55]] as const).map(([x, y], i) => <ellipse key={`p${i}`} cx={x * s} cy={y * s} rx={3} ry={1.8} fill="#f2a7bf" />)}
    </g>
  ),
  // A fallen samurai lies flat: it blocks nothing (R-TERRAIN-CORPSE-1).
  corpse: (s) => (
    <g>
      <ellipse cx={0.05 * s} cy={0.12 * s} rx={0.5 * s} ry={0.26 * s} fill="#8e1b14" opacity={0.55} />
      <g transform={`rotate(-20)`}>
        <rect x={-0.42 * s} y={-0.14 * s} width={0.7 * s} height={0.28 * s} rx={0.12 * s} fill="#3b3540" stroke="#17141a" strokeWidth={1.5} />
        <circle cx={0.42 * s} cy={0} r={0.14 * s} fill="#d9c2a5" stroke="#17141a" strokeWidth={1.5} />
        <line x1={-0.5 * s} y1={0.3 * s} x2={0.4 * s} y2={0.34 * s} stroke="#c9ccd2" strokeWidth={2.5} strokeLinecap="round" />
        <line x1={-0.62 * s} y1={0.29 * s} x2={-0.48 * s} y2={0.3 * s} stroke="#17141a" strokeWidth={3.5} strokeLinecap="round" />
      </g>
    </g>
  ),
  caltrops: (s) => (
    <g fill="#4a4a4a" stroke="#1d1d1d" strokeWidth={1}>
      {([[-0.35, 0.1], [0.3, -0.22], [0.15, 0.35], [-0.1, -0.35], [0.45, 0.15]] as const).map(([x, y], i) => (
        <path key={i} d={`M${x * s} ${y * s - 7} L${x * s + 2} ${y * s - 1} L${x * s + 7} ${y * s + 4} L${x * s} ${y * s + 2} L${x * s - 7} ${y * s + 4} L${x * s - 2} ${y * s - 1}Z`} />
      ))}
    </g>
  ),
  trap: (s) => (
    <g>
      <circle r={0.46 * s} fill="#6a5a3e" opacity={0.35} />
      <circle r={0.46 * s} fill="none" stroke="#3d3222" strokeWidth={2.5} strokeDasharray="5 4" />
      <path d={`M${-0.42 * s} ${-0.15 * s} L${0.42 * s} ${0.18 * s} M${-0.3 * s} ${0.32 * s} L${0.32 * s} ${-0.3 * s} M${-0.1 * s} ${-0.44 * s} L${0.05 * s} ${0.45 * s}`} stroke="#7a5a2e" strokeWidth={3} strokeLinecap="round" />
      {([[-0.2, 0.05], [0.18, -0.1], [0.05, 0.22]] as const).map(([x, y], i) => <ellipse key={i} cx={x * s} cy={y * s} rx={5} ry={2.5} fill="#6b8e3a" transform={`rotate(${i * 50} ${x * s} ${y * s})`} />)}
    </g>
  ),
  // A boat on open water: a hex to stand on (R-TERRAIN-BOAT-2).
  boat: (s) => (
    <g strokeLinejoin="round">
      <path d={`M${-0.7 * s} 0 Q${-0.4 * s} ${-0.3 * s} ${0.1 * s} ${-0.28 * s} L${0.7 * s} 0 L${0.1 * s} ${0.28 * s} Q${-0.4 * s} ${0.3 * s} ${-0.7 * s} 0Z`} fill="#8a5d35" stroke="#3f2b18" strokeWidth={2} />
      <path d={`M${-0.5 * s} 0 H${0.55 * s} M${-0.2 * s} ${-0.22 * s} V${0.22 * s} M${0.2 * s} ${-0.2 * s} V${0.2 * s}`} stroke="#5a3d22" strokeWidth={1.5} />
      <line x1={-0.2 * s} y1={0.2 * s} x2={-0.55 * s} y2={0.55 * s} stroke="#c9a36b" strokeWidth={3} strokeLinecap="round" />
    </g>
  ),
};

/** The picture of `kind`, or a question mark for a kind of other content. */
export function terrainArt(kind: string, s: number): ReactElement {
  const art = ART[kind];
  if (art === undefined) return <text data-art="unknown" textAnchor="middle" dominantBaseline="central" fontSize={0.5 * s}>?</text>;
  return <g data-art={kind}>{art(s)}</g>;
}

/** Colours under each kind's picture: the ground it stands on. */
export const TINT: Readonly<Record<string, string>> = {
  rock: '#b9b6aa', bamboo: '#b6cf98', cart: '#c79a6b', shrine: '#d9c394', torii: '#d9c7a5', cherry: '#f6d6e0', boat: '#3f75a3',
};

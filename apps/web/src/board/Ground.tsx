import { hex as hx } from '@senjutsu/engine';
import { memo, type ReactElement } from 'react';
import { offsetToHex } from '@senjutsu/cards';
import { shoreHexes, waterHexes, type Ground } from './battlefield';
import { centre, HEX_SIZE, hexPoints, keyOf, type Hex } from './geometry';

// The ground of a printed battlefield, our own drawing (issue 25): snow on the snowy field, ash
// and the burnt-out houses' floors in the village, ice with cracks and a snowy shore on the
// frozen lake, open water and the ice bridge's edges on the broken lake. The hexes take the
// ground's fill from board.css (`.board[data-ground=...] .hex`, the patterns defined here); the
// marks drawn over them are flat, so nothing on the ground reads as an obstacle. Drawn once per
// board: the ground never changes during a game (a boat adds a hex, and the board with it).

/** A number in [0, 1) of a hex, the same every time: where the snow drifts and the ice cracks. */
const noise = (h: Hex, salt: number): number => {
  const x = Math.sin(h.q * 127.1 + h.r * 311.7 + salt * 74.7) * 43758.5453;
  return x - Math.floor(x);
};

function Patterns(): ReactElement {
  return (
    <defs>
      <pattern id="ground-snow" width="24" height="24" patternUnits="userSpaceOnUse">
        <rect width="24" height="24" fill="#f3f7fb" />
        <circle cx="5" cy="6" r="1.2" fill="#d7e2ee" /><circle cx="17" cy="15" r="1" fill="#d7e2ee" /><circle cx="10" cy="20" r="0.8" fill="#e2eaf3" />
      </pattern>
      <pattern id="ground-village" width="22" height="22" patternUnits="userSpaceOnUse">
        <rect width="22" height="22" fill="#e2d8ca" />
        <circle cx="4" cy="5" r="1.3" fill="#b9ab98" /><circle cx="15" cy="13" r="1" fill="#a89a88" /><circle cx="9" cy="18" r="0.8" fill="#c7b9a6" />
      </pattern>
      <pattern id="ground-ice" width="40" height="40" patternUnits="userSpaceOnUse">
        <rect width="40" height="40" fill="#dcecf6" />
        <path d="M2 30 L14 24 M22 10 L36 4 M26 36 L38 30" stroke="#f7fbff" strokeWidth="2" strokeLinecap="round" />
      </pattern>
      <pattern id="ground-water" width="30" height="16" patternUnits="userSpaceOnUse">
        <rect width="30" height="16" fill="#2f6390" />
        <path d="M0 8 q7.5 -5 15 0 t15 0" fill="none" stroke="#6f9fc6" strokeWidth="1.6" />
      </pattern>
    </defs>
  );
}

/** The line between two neighbouring hexes (their shared side). */
function sideBetween(a: Hex, b: Hex): string {
  const [p, q] = [centre(a), centre(b)];
  const [mx, my] = [(p.x + q.x) / 2, (p.y + q.y) / 2];
  const len = Math.hypot(q.x - p.x, q.y - p.y);
  const [nx, ny] = [(-(q.y - p.y) / len) * (HEX_SIZE / 2), ((q.x - p.x) / len) * (HEX_SIZE / 2)];
  return `M${mx - nx} ${my - ny} L${mx + nx} ${my + ny}`;
}

const neighbours = (h: Hex): Hex[] => [0, 1, 2, 3, 4, 5].map((d) => hx.neighbour(h, hx.wrapDirection(d)));

/** Snow: soft drifts and a few tufts of dry grass (one path each: the fewer nodes, the cheaper every style pass). */
function Snow({ board }: { board: readonly Hex[] }): ReactElement {
  const drifts = board.filter((h) => noise(h, 1) < 0.4).map((h) => {
    const c = centre(h);
    return `M${(c.x - 18 + noise(h, 2) * 8).toFixed(1)} ${(c.y - 6 + noise(h, 3) * 16).toFixed(1)} q10 -8 20 -2 t14 -1`;
  }).join(' ');
  const tufts = board.filter((h) => noise(h, 4) < 0.15).map((h) => {
    const c = centre(h);
    const [x, y] = [(c.x + 10 - noise(h, 5) * 20).toFixed(1), c.y + 12];
    return `M${x} ${y} m-4 -6 l4 6 l1 -8 m-1 8 l5 -5`;
  }).join(' ');
  return (
    <g className="ground-snow">
      <path d={drifts} transform="translate(0 1.5)" fill="none" stroke="#c9d7e6" strokeWidth={3} strokeLinecap="round" />
      <path d={drifts} fill="none" stroke="#ffffff" strokeWidth={3} strokeLinecap="round" />
      <path d={tufts} fill="none" stroke="#8d9a78" strokeWidth={1.4} strokeLinecap="round" />
    </g>
  );
}

/** The village: the floors of four burnt-out houses and the square's trodden road, flat on the ground. */
const HOUSES: readonly (readonly [number, number, number, number])[] = [[1, 1, 2, 1], [7, 1, 8, 1], [1, 5, 2, 4], [7, 5, 8, 5]];

function Village({ board }: { board: readonly Hex[] }): ReactElement {
  const road = board.filter((h) => h.r + Math.floor(h.q / 2) === 3).map(centre).sort((a, b) => a.x - b.x);
  return (
    <g className="ground-village">
      <polyline points={road.map((c) => `${c.x},${c.y}`).join(' ')} fill="none" stroke="#cbb697" strokeWidth={HEX_SIZE * 0.7} strokeLinejoin="round" strokeLinecap="round" opacity={0.55} />
      {HOUSES.map(([c1, r1, c2, r2], i) => {
        const [a, b] = [centre(offsetToHex(c1, r1)), centre(offsetToHex(c2, r2))];
        const [x, y] = [(a.x + b.x) / 2, (a.y + b.y) / 2];
        const [w, h] = [HEX_SIZE * 2.1, HEX_SIZE * 1.15];
        const tilt = Math.atan2(b.y - a.y, b.x - a.x) * (180 / Math.PI);
        return (
          <g key={i} className="house" transform={`translate(${x} ${y}) rotate(${tilt})`}>
            <rect x={-w / 2} y={-h / 2} width={w} height={h} fill="#bfae98" opacity={0.7} />
            {/* tatami seams of the floor, then what stands of the charred walls */}
            <path d={`M${-w / 6} ${-h / 2} V${h / 2} M${w / 6} ${-h / 2} V${h / 2} M${-w / 2} 0 H${w / 2}`} stroke="#8f7c66" strokeWidth={1.2} />
            <path d={`M${-w / 2} ${-h / 6} V${-h / 2} H${w / 5} M${w / 2} ${-h / 2 + 6} V${h / 2} H${w / 8} M${-w / 2} ${h / 2} H${-w / 4}`} fill="none" stroke="#3b2f27" strokeWidth={4} strokeLinecap="round" />
            <circle cx={w / 3} cy={-h / 4} r={3} fill="#d2522a" opacity={0.8} />
          </g>
        );
      })}
    </g>
  );
}

/** Ice: cracks across the lake. */
function Cracks({ board }: { board: readonly Hex[] }): ReactElement {
  const f = (v: number) => v.toFixed(1);
  const cracks = board.filter((h) => noise(h, 6) < 0.3).map((h) => {
    const c = centre(h);
    const a = noise(h, 7) * Math.PI;
    const [dx, dy] = [Math.cos(a) * 16, Math.sin(a) * 16];
    return `M${f(c.x - dx)} ${f(c.y - dy)} L${f(c.x - dx / 3 + 4)} ${f(c.y - dy / 3 - 3)} L${f(c.x + dx / 3)} ${f(c.y + dy / 3 + 2)} L${f(c.x + dx)} ${f(c.y + dy)} M${f(c.x - dx / 3 + 4)} ${f(c.y - dy / 3 - 3)} l6 9`;
  }).join(' ');
  return <g className="ground-ice"><path d={cracks} fill="none" stroke="#9dbfd6" strokeWidth={1.3} /></g>;
}

/** The lake's snowy shore in the corners its outline cuts: snow, stones and reeds. */
function Shore(): ReactElement {
  return (
    <g className="shore">
      {shoreHexes().map((h) => {
        const c = centre(h);
        return (
          <g key={keyOf(h)}>
            <polygon points={hexPoints(h, 1.02)} fill="#eef1ec" />
            <ellipse cx={c.x - 8} cy={c.y + 6} rx={7} ry={4.5} fill="#9a978c" />
            <path d={`M${c.x + 6} ${c.y + 12} l-3 -18 M${c.x + 10} ${c.y + 12} l1 -20 M${c.x + 14} ${c.y + 12} l4 -15`} stroke="#7c8a5c" strokeWidth={1.6} strokeLinecap="round" />
          </g>
        );
      })}
    </g>
  );
}

/** The broken lake: open water with floes, under the board. */
function Water({ board }: { board: readonly Hex[] }): ReactElement {
  return (
    <g className="water" data-water>
      {waterHexes(board).map((h) => <polygon key={keyOf(h)} points={hexPoints(h, 1.04)} fill="url(#ground-water)" />)}
      <path d={waterHexes(board).filter((h) => noise(h, 8) < 0.5).map((h) => {
        const c = centre(h);
        return `M${c.x - 10} ${c.y - 4} L${c.x + 4} ${c.y - 9} L${c.x + 12} ${c.y} L${c.x - 2} ${c.y + 6}Z`;
      }).join(' ')} fill="#e4f0f8" opacity={0.85} />
    </g>
  );
}

/** The ice bridge's edges where it meets the water: a bright rim over a dark shadow. */
function BridgeEdges({ board }: { board: readonly Hex[] }): ReactElement {
  const water = new Set(waterHexes(board).map(keyOf));
  const sides = board.flatMap((h) => neighbours(h).filter((n) => water.has(keyOf(n))).map((n) => sideBetween(h, n)));
  const d = sides.join(' ');
  return (
    <g className="ice-edge" data-ice-edge>
      <path d={d} stroke="#16324d" strokeWidth={7} strokeLinecap="round" />
      <path d={d} stroke="#f4fbff" strokeWidth={3} strokeLinecap="round" />
    </g>
  );
}

/** Under the hexes: what lies beside the battlefield (shore, water). */
function BelowView({ board, ground }: { board: readonly Hex[]; ground: Ground }): ReactElement {
  return (
    <g className="ground-below" aria-hidden pointerEvents="none">
      <Patterns />
      {(ground === 'frozen-lake' || ground === 'ice-bridge') && <Shore />}
      {ground === 'ice-bridge' && <Water board={board} />}
    </g>
  );
}

/** Over the hexes' fill, under everything else: the ground's marks. */
function AboveView({ board, ground }: { board: readonly Hex[]; ground: Ground }): ReactElement {
  return (
    <g className="ground-above" data-ground-art={ground} aria-hidden pointerEvents="none">
      {ground === 'snowy-battlefield' && <Snow board={board} />}
      {ground === 'burnt-village' && <Village board={board} />}
      {(ground === 'frozen-lake' || ground === 'ice-bridge') && <Cracks board={board} />}
      {ground === 'ice-bridge' && <BridgeEdges board={board} />}
    </g>
  );
}

const sameGround = (a: { board: readonly Hex[]; ground: Ground }, b: { board: readonly Hex[]; ground: Ground }) => a.board === b.board && a.ground === b.ground;
export const GroundBelow = memo(BelowView, sameGround);
export const GroundAbove = memo(AboveView, sameGround);

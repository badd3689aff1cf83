import type { GameView } from '@senjutsu/engine';

// Each player sees the board from their own side (issue 22). Team i starts in start area i + 1
// (packages/cards/src/battlefields.ts): area 1 on the south edge, area 2 on the north edge. The
// board is drawn with the south edge at the bottom, so a seat of team 1 (the second player of a
// duel, the second team of a team game) sees it turned by 180 degrees and has its own edge at the
// bottom too. Hot-seat shows the view of the seat deciding, so the board turns with the hand-over;
// spectators, solo, horde and co-op players (all on team 0) see it unturned. The player can turn it
// either way with the table's "Turn the board" button. Hex names ("C4") and facings keep their
// battlefield meaning either way: only the drawing turns (Board.tsx).

export const seesFromOtherSide = (view: GameView): boolean =>
  view.viewer !== 'spectator' && view.seats[view.viewer]?.team === 1;

/** The spots where they are on screen (roving.ts): on a turned board each place is turned about the origin too. */
export const screenSpots = <S extends { readonly x: number; readonly y: number }>(spots: readonly S[], turned: boolean): readonly S[] =>
  turned ? spots.map((s) => ({ ...s, x: -s.x, y: -s.y })) : spots;

/** The viewBox of the board turned by 180 degrees about the origin (a point reflection of `viewBox`). */
export function turnedViewBox(viewBox: string): string {
  const [x, y, w, h] = viewBox.split(' ').map(Number) as [number, number, number, number];
  return `${-(x + w)} ${-(y + h)} ${w} ${h}`;
}

import type { Track } from './plan';

// Plays a figure's track on the board with the Web Animations API. The keyframes are added to the
// figure's own transform (composite 'add'), so the board may place its figures by a transform
// attribute or a style: the animation only offsets and turns the figure from where it is drawn,
// and when it ends the figure stands where the view put it. Nothing here touches React's state.

/** The figure of a seat on a board (Board.tsx marks each figure's <g> with data-seat). */
const figureOf = (board: Element, seat: number): SVGGraphicsElement | null =>
  board.querySelector<SVGGraphicsElement>(`[data-testid="figure"][data-seat="${seat}"]`);

/** Starts the tracks; returns a function that stops them (a newer update, or the page leaving). */
export function playTracks(board: Element, tracks: readonly Track[]): () => void {
  const running: Animation[] = [];
  for (const track of tracks) {
    const figure = figureOf(board, track.seat);
    const first = track.frames[0];
    const last = track.frames[track.frames.length - 1];
    if (figure === null || typeof figure.animate !== 'function' || first === undefined || last === undefined) continue;
    const span = last.time - first.time;
    if (span <= 0) continue;
    const keyframes = track.frames.map((f) => ({
      offset: (f.time - first.time) / span,
      easing: f.easing,
      transform: `translate(${f.dx.toFixed(2)}px, ${f.dy.toFixed(2)}px) rotate(${f.turn}deg)`,
    }));
    // Before its first beat the figure waits where it stood before the update ('backwards').
    try {
      running.push(figure.animate(keyframes, { delay: first.time, duration: span, fill: 'backwards', composite: 'add' }));
    } catch (error) {
      // A browser refusing the keyframes draws the figure where it stands: motion is never worth an error.
      console.warn('motion: a figure was not animated', error);
    }
  }
  return () => {
    for (const animation of running) animation.cancel();
  };
}

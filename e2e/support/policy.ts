import { hex, type Action, type Decision, type GameView, type SeatId } from '@senjutsu/engine';

// How the tests play a decision when the scenario does not care which option: one fixed choice
// from the decision and the deciding seat's own view, so that the planner's engine and the pages
// play the same moves. It closes in on the nearest opponent (steps towards, turns to face), pays
// fees (attacks and blocks go ahead), targets an opponent and passes on everything optional.

const PASSES = ['pass', 'keepCard', 'endPrepare', 'endKamae', 'endMove'] as const;

const facingGap = (a: number, b: number): number => Math.min((a - b + 6) % 6, (b - a + 6) % 6);

function nearestOpponent(view: GameView, seat: SeatId): hex.Hex | null {
  const me = view.seats[seat];
  if (me?.hex == null) return null;
  let best: hex.Hex | null = null;
  for (const other of view.seats) {
    if (other.team === me.team || other.hex === null || other.defeated !== null) continue;
    if (best === null || hex.distance(me.hex, other.hex) < hex.distance(me.hex, best)) best = other.hex;
  }
  return best;
}

/** The facing that points most directly at `to` from `from`. */
function facingTo(from: hex.Hex, to: hex.Hex): number {
  const toward = hex.facingsToward(from, to);
  return toward[0] ?? 0;
}

/** The board's middle (for placing a figure before the opponent stands anywhere). */
function centre(view: GameView): hex.Hex {
  const q = view.board.reduce((s, h) => s + h.q, 0) / Math.max(1, view.board.length);
  const r = view.board.reduce((s, h) => s + h.r, 0) / Math.max(1, view.board.length);
  return { q: Math.round(q), r: Math.round(r) };
}

export function choose(decision: Decision, view: GameView): Action {
  const options = decision.options;
  const seat = decision.seat;
  const me = view.seats[seat];
  const enemy = nearestOpponent(view, seat);
  const first = options[0]!;
  const ofKind = <K extends Action['kind']>(kind: K) => options.filter((o): o is Extract<Action, { kind: K }> => o.kind === kind);

  if (decision.kind === 'placeFigure') {
    const aim = enemy ?? centre(view);
    return [...ofKind('placeFigure')].sort((a, b) => hex.distance(a.hex, aim) - hex.distance(b.hex, aim))[0] ?? first;
  }
  if (decision.kind === 'move' && me?.hex != null && enemy !== null) {
    const now = hex.distance(me.hex, enemy);
    let bestStep: Action | null = null;
    let bestDistance = now;
    for (const step of ofKind('step')) {
      const to = hex.neighbour(me.hex, hex.absoluteDirection(me.facing, hex.wrapDirection(step.direction)));
      const d = hex.distance(to, enemy);
      if (d >= 1 && d < bestDistance && view.board.some((b) => b.q === to.q && b.r === to.r)) {
        bestStep = step;
        bestDistance = d;
      }
    }
    if (bestStep !== null) return bestStep;
    const want = facingTo(me.hex, enemy);
    const turn = ofKind('turn').find((t) => facingGap(hex.wrapDirection(me.facing + t.rotation), want) < facingGap(me.facing, want));
    if (turn !== undefined) return turn;
  }
  const pay = options.find((o) => (o.kind === 'payFee' || o.kind === 'payInitiativeFee') && o.pay);
  if (pay !== undefined) return pay;
  if (decision.kind === 'attackTarget' || decision.kind === 'declareTarget') {
    const target = ofKind('target').find((t) => view.seats[t.seat]?.team !== me?.team);
    if (target !== undefined) return target;
  }
  for (const kind of PASSES) {
    const pass = options.find((o) => o.kind === kind);
    if (pass !== undefined) return pass;
  }
  // An ordered move may offer only "end this part" besides steps that lead nowhere better.
  const endPart = options.find((o) => o.kind === 'endPart');
  if (decision.kind === 'move' && endPart !== undefined) return endPart;
  return first;
}

import type { Action } from '@senjutsu/engine';
import { TERMS, type KamaeMap } from '@senjutsu/cards';
import { characterOf, nameOfNumber } from '../board/characters';
import { keyOf, stepHex, turned } from '../board/geometry';
import { button, optionsOf } from './common';
import { act, EMPTY_UI, type Control, type ControlProps, type DecisionUI } from './types';

// Movement (section 9) as highlighted hexes and facing arrows on the board, and the Kamae map's
// paths and jumps (section 5) as nodes on the seat's map.

type Step = Extract<Action, { kind: 'step' }>;
type Turn = Extract<Action, { kind: 'turn' }>;

const partLabel = (p: ControlProps, part: number, many: boolean): string => (many ? ` (${p.t('board.part', { n: part + 1 })})` : '');

/** R-MOVE-1: steps as hexes, turns as arrows, and the ends of the movement as buttons. */
export const move: Control<'move'> = (p) => {
  const st = p.view.seats[p.decision.seat];
  const steps = optionsOf(p, 'step');
  const turns = optionsOf(p, 'turn');
  const many = new Set([...steps, ...turns].map((a) => a.part)).size > 1;
  const dir = TERMS[p.lang].directions;
  const number = p.decision.context.card;
  const moving = number ? nameOfNumber(p.rules, number, p.lang) : undefined;
  const stepLabel = (a: Step) => `${p.t('board.step')}: ${dir[a.direction] ?? a.direction}${partLabel(p, a.part, many)}`;
  const turnLabel = (a: Turn) => `${p.t(a.rotation === 1 ? 'board.turnRight' : 'board.turnLeft')}${partLabel(p, a.part, many)}`;
  const ui: DecisionUI = {
    ...EMPTY_UI,
    // The card that gives the move, by name (issue 22 item 9), when the engine names one.
    prompt: moving === undefined ? p.t('board.move') : p.t('words.moveWith', { card: moving }),
    buttons: [
      ...steps.map((a) => button(a, stepLabel(a))),
      ...turns.map((a) => button(a, turnLabel(a))),
      ...optionsOf(p, 'endPart').map((a) => button(a, p.t('board.endPart', { n: a.part + 1 }))),
      ...optionsOf(p, 'endMove').map((a) => button(a, p.t('board.endMove'))),
      ...optionsOf(p, 'undo').map((a) => button(a, p.t('undo.move'))), // issue 22: listed by the engine while nothing else happened
    ],
  };
  if (st === undefined || st.hex === null) return ui;
  const at = st.hex;
  // Several parts may step onto the same hex: such a hex is drawn once and its parts stay buttons.
  const byHex = new Map<string, Step[]>();
  for (const a of steps) {
    const k = keyOf(stepHex(at, st.facing, a.direction));
    byHex.set(k, [...(byHex.get(k) ?? []), a]);
  }
  const byRotation = new Map<number, Turn[]>();
  for (const a of turns) byRotation.set(a.rotation, [...(byRotation.get(a.rotation) ?? []), a]);
  return {
    ...ui,
    hexes: [...byHex.values()].filter((l) => l.length === 1).map(([a]) => ({ hex: stepHex(at, st.facing, a!.direction), pick: act(a!), optionKind: 'step', label: stepLabel(a!) })),
    arrows: [...byRotation.values()].filter((l) => l.length === 1).map(([a]) => ({ from: at, facing: turned(st.facing, a!.rotation), pick: act(a!), optionKind: 'turn', label: turnLabel(a!) })),
  };
};

const kamaeNodes = (p: ControlProps, kind: 'kamaeStep' | 'kamaeJump'): DecisionUI['kamae'] =>
  optionsOf(p, kind).map((a) => ({ node: a.node, pick: act(a), optionKind: a.kind, label: a.node }));

const nodeButtons = (p: ControlProps, kind: 'kamaeStep' | 'kamaeJump'): DecisionUI['buttons'] => {
  const map = characterOf(p.view.seats[p.decision.seat]?.character ?? '')?.kamae;
  return optionsOf(p, kind).map((a) => button(a, p.t('board.kamaeTo', { node: nodeName(p, a.node, map) })));
};

/**
 * A node's name: its position in this language, or a focus point named by the positions it lies
 * between on `map` ("focus point between Aggression and Balance"), so two focus points read apart.
 */
export function nodeName(p: Pick<ControlProps, 'lang' | 't'>, node: string, map?: KamaeMap): string {
  const kamae = TERMS[p.lang].kamae as Record<string, string>;
  if (kamae[node] !== undefined) return kamae[node];
  const kindOf = (id: string) => map?.nodes.find((n) => n.id === id)?.kind;
  if (map === undefined || kindOf(node) !== 'focus') return node.startsWith('focus') || node.startsWith('f') ? p.t('board.focusPoint') : node;
  const ends = (id: string) => map.paths.flatMap((x) => (x.from === id ? [x.to] : x.to === id ? [x.from] : [])).filter((n) => kindOf(n) !== 'focus').sort();
  const mine = ends(node);
  if (mine.length < 2) return p.t('board.focusPoint');
  const position = (id: string) => kamae[kindOf(id) ?? id] ?? id;
  const between = p.t('words.focusBetween', { a: position(mine[0]!), b: position(mine[1]!) });
  // Two focus points between the same positions: numbered in the map's order.
  const twins = map.nodes.filter((n) => n.kind === 'focus' && ends(n.id).join() === mine.join());
  return twins.length > 1 ? `${between} ${twins.findIndex((n) => n.id === node) + 1}` : between;
}

/** R-KAMAE-PATH-2: one path at a time along the map, or stop. */
export const kamaePath: Control<'kamaePath'> = (p) => ({
  ...EMPTY_UI,
  prompt: p.t('board.kamaePath', { n: p.decision.context.left }),
  kamae: kamaeNodes(p, 'kamaeStep'),
  buttons: [...nodeButtons(p, 'kamaeStep'), ...optionsOf(p, 'endKamae').map((a) => button(a, p.t('board.endKamae')))],
});

/** R-FOCUS-POINT-2: which way to leave a focus point. */
export const kamaeFocusExit: Control = (p) => ({
  ...EMPTY_UI,
  prompt: p.t('board.kamaeFocusExit'),
  kamae: kamaeNodes(p, 'kamaeStep'),
  buttons: nodeButtons(p, 'kamaeStep'),
});

/** R-KAMAE-JUMP-3: jump to any position. */
export const kamaeJump: Control = (p) => ({
  ...EMPTY_UI,
  prompt: p.t('board.kamaeJump'),
  kamae: kamaeNodes(p, 'kamaeJump'),
  buttons: nodeButtons(p, 'kamaeJump'),
});

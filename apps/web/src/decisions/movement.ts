import type { Action } from '@senjutsu/engine';
import { TERMS } from '@senjutsu/cards';
import { keyOf, stepHex, turned } from '../board/geometry';
import { button, optionsOf } from './common';
import { act, EMPTY_UI, type Control, type ControlProps, type DecisionUI } from './types';

// Movement (section 9) as highlighted hexes and facing arrows on the board, and the Kamae map's
// paths and jumps (section 5) as nodes on the seat's map.

type Step = Extract<Action, { kind: 'step' }>;
type Turn = Extract<Action, { kind: 'turn' }>;

const partLabel = (p: ControlProps, part: number, many: boolean): string => (many ? ` (${p.t('board.part', { n: part + 1 })})` : '');

/** R-MOVE-1: steps as hexes, turns as arrows, and the ends of the movement as buttons. */
export const move: Control = (p) => {
  const st = p.view.seats[p.decision.seat];
  const steps = optionsOf(p, 'step');
  const turns = optionsOf(p, 'turn');
  const many = new Set([...steps, ...turns].map((a) => a.part)).size > 1;
  const dir = TERMS[p.lang].directions;
  const stepLabel = (a: Step) => `${p.t('board.step')}: ${dir[a.direction] ?? a.direction}${partLabel(p, a.part, many)}`;
  const turnLabel = (a: Turn) => `${p.t(a.rotation === 1 ? 'board.turnRight' : 'board.turnLeft')}${partLabel(p, a.part, many)}`;
  const ui: DecisionUI = {
    ...EMPTY_UI,
    prompt: p.t('board.move'),
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

const nodeButtons = (p: ControlProps, kind: 'kamaeStep' | 'kamaeJump'): DecisionUI['buttons'] =>
  optionsOf(p, kind).map((a) => button(a, p.t('board.kamaeTo', { node: nodeName(p, a.node) })));

/** A node's name: its position in this language, or "focus point". */
export function nodeName(p: Pick<ControlProps, 'lang' | 't'>, node: string): string {
  const kamae = TERMS[p.lang].kamae as Record<string, string>;
  return kamae[node] ?? (node.startsWith('focus') || node.startsWith('f') ? p.t('board.focusPoint') : node);
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

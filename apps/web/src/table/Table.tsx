import type { Action, GameEvent, GameView } from '@senjutsu/engine';

// Placeholder for the board engineer's game screen (this file is theirs): the shell renders it.
export type TableProps = {
  readonly view: GameView;
  readonly events: readonly GameEvent[];
  readonly onAction: (action: Action) => void;
  readonly busy: boolean;
};

export function Table({ view }: TableProps) {
  return (
    <div data-testid="board">
      round {view.round}, {view.step}
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { isTyping } from '../table/keys';

// The replay's keys (docs/keyboard.md): Home and End go to the first and last action, Left and Right
// one back and forward (but not on the board, whose arrows go from spot to spot), A plays or pauses.
// Ignored while typing, with Ctrl, Alt or Meta, and under an open dialog, like the table's keys.

export type ReplayMoves = { readonly first: () => void; readonly back: () => void; readonly forward: () => void; readonly last: () => void; readonly toggle: () => void };

export function useReplayKeys(moves: ReplayMoves): void {
  const latest = useRef(moves);
  latest.current = moves;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.altKey || e.metaKey || isTyping(document.activeElement) || document.querySelector('dialog[open]') !== null) return;
      const onBoard = e.target instanceof Element && e.target.closest('[data-testid="board"]') !== null;
      const onSlider = e.target instanceof HTMLInputElement && e.target.type === 'range';
      const move = {
        Home: latest.current.first, End: latest.current.last,
        ArrowLeft: onBoard || onSlider ? undefined : latest.current.back, ArrowRight: onBoard || onSlider ? undefined : latest.current.forward,
        a: latest.current.toggle, A: latest.current.toggle,
      }[e.key];
      if (move === undefined || (onSlider && (e.key === 'Home' || e.key === 'End'))) return;
      e.preventDefault();
      move();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

import { useLayoutEffect, useRef, type ReactNode, type ReactElement } from 'react';

// A card face as tall as its row and as wide as its text needs (issue 25: hand cards show all of
// their text, never cut). The face starts at its CSS width; while its content is taller than the
// face, it widens by a quarter of that width (at most four times as wide). Widened by more than
// half, it becomes "wide": the diagram goes beside the text (table/cards.css). Measured again when
// the card, the language or the window's size changes.

const STEP = 0.25;
const MAX_STEPS = 12;

const overflows = (face: HTMLElement) => face.scrollHeight > face.clientHeight + 1 || face.scrollWidth > face.clientWidth + 1;

export function fitWidth(face: HTMLElement): void {
  face.style.width = '';
  face.classList.remove('wide');
  const base = face.getBoundingClientRect().width;
  for (let step = 1; step <= MAX_STEPS && overflows(face); step++) {
    face.style.width = `${Math.ceil(base * (1 + STEP * step))}px`;
    face.classList.toggle('wide', step > 2);
  }
}

export function FitWidth({ fitKey, children }: { fitKey: string; children: ReactNode }): ReactElement {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const fit = () => {
      const face = box.current?.querySelector<HTMLElement>('.card-face');
      if (face) fitWidth(face);
    };
    fit();
    // Measured once the new size is laid out (the root font follows the window's width).
    let frame = 0;
    const refit = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fit);
    };
    window.addEventListener('resize', refit);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', refit);
    };
  }, [fitKey]);
  return (
    <div ref={box} className="fit-width">
      {children}
    </div>
  );
}

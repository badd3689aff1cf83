import { useLayoutEffect, useRef, type ReactNode, type ReactElement } from 'react';

// A card face as tall as its row and as wide as its text needs (issue 25: hand cards show all of
// their text, never cut). The face starts at its CSS width; while its content is taller than the
// face, it widens by a quarter of that width (at most four times as wide). Widened by more than
// half, it becomes "wide": the diagram goes beside the text (table/cards.css). Measured again when
// the card, the language or the window's size changes.
//
// Measuring reads the layout, so it runs after the frame that shows the update has been painted
// (the face waits hidden, marked `data-fitting`, for that frame): measured inside the update, the
// first read would lay out the whole changed page on the spot and delay the frame (bench:web).
// A card measured once at a window width is remembered, so a card that moves (to "your choice")
// or comes back is fitted without reading the layout at all.

const STEP = 0.25;
const MAX_STEPS = 12;

type Fit = { readonly width: string; readonly wide: boolean };
const fitted = new Map<string, Fit>();

const overflows = (face: HTMLElement) => face.scrollHeight > face.clientHeight + 1 || face.scrollWidth > face.clientWidth + 1;

function apply(face: HTMLElement, fit: Fit): void {
  face.style.width = fit.width;
  face.classList.toggle('wide', fit.wide);
}

export function fitWidth(face: HTMLElement): Fit {
  apply(face, { width: '', wide: false });
  const base = face.getBoundingClientRect().width;
  let fit: Fit = { width: '', wide: false };
  for (let step = 1; step <= MAX_STEPS && overflows(face); step++) {
    fit = { width: `${Math.ceil(base * (1 + STEP * step))}px`, wide: step > 2 };
    apply(face, fit);
  }
  return fit;
}

/** Runs `task` once the current frame has been painted (a message posted from the next frame's callback). */
function afterPaint(task: () => void): () => void {
  let cancelled = false;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => !cancelled && task();
  const frame = requestAnimationFrame(() => channel.port2.postMessage(null));
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    channel.port1.close();
  };
}

export function FitWidth({ fitKey, children }: { fitKey: string; children: ReactNode }): ReactElement {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const face = box.current?.querySelector<HTMLElement>('.card-face');
    if (!face) return;
    let cancel = () => {};
    const fit = () => {
      cancel();
      const key = `${fitKey}@${window.innerWidth}`;
      const known = fitted.get(key);
      if (known !== undefined) {
        apply(face, known);
        return;
      }
      face.dataset['fitting'] = '';
      cancel = afterPaint(() => {
        fitted.set(key, fitWidth(face));
        delete face.dataset['fitting'];
      });
    };
    fit();
    window.addEventListener('resize', fit);
    return () => {
      cancel();
      delete face.dataset['fitting'];
      window.removeEventListener('resize', fit);
    };
  }, [fitKey]);
  return (
    <div ref={box} className="fit-width">
      {children}
    </div>
  );
}

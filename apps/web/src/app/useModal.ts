import { useEffect, useRef, type RefObject } from 'react';

/** A <dialog> shown as a modal while `open` holds (the top bar's Keys and Rules dialogs). */
export function useModal(open: boolean): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (d === null) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return dialog;
}

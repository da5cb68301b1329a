import { useEffect, useRef, type MutableRefObject, type ReactNode } from "react";

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert
 * and moves focus in, Escape closes it, and focus goes back to what opened it. A click on the
 * backdrop closes it too. With dismissable={false} neither Escape nor the backdrop close it: only
 * the `open` prop does (for the report's generating dialog).
 */
export function ModalDialog({
  open,
  onClose,
  titleId,
  describedBy,
  children,
  testId,
  returnFocusTo,
  dismissable = true,
}: {
  open: boolean;
  onClose: () => void;
  titleId: string;
  describedBy?: string;
  children: ReactNode;
  testId?: string;
  /** When set at closing time, focus goes there instead of back to the opener. */
  returnFocusTo?: MutableRefObject<HTMLElement | null>;
  dismissable?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const keepOpen = useRef(false);
  keepOpen.current = open && !dismissable;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const closed = () => {
      // A browser that closes it anyway (a repeated Escape may force a close): open it again.
      if (keepOpen.current) {
        dialog.showModal();
        return;
      }
      onCloseRef.current();
      const back = returnFocusTo?.current ?? opener.current;
      opener.current = null;
      if (returnFocusTo) returnFocusTo.current = null;
      if (back?.isConnected) back.focus();
    };
    dialog.addEventListener("close", closed);
    return () => dialog.removeEventListener("close", closed);
  }, [returnFocusTo]);

  return (
    // The handlers only refine what the native <dialog> already does by keyboard (Escape closes
    // it): a click on the backdrop closes it too, and a dialog that must stay open ignores Escape.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-modal="true"
      data-testid={testId}
      onCancel={(event) => {
        if (!dismissable) event.preventDefault();
      }}
      onKeyDown={(event) => {
        if (!dismissable && event.key === "Escape") event.preventDefault();
      }}
      onClick={(event) => {
        if (dismissable && event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="m-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      {open ? <div className="p-6">{children}</div> : null}
    </dialog>
  );
}

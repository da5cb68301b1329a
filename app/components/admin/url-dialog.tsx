import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

// A dialog whose open state is the URL (?details=12, ?edit=new): the server renders it open, so it
// opens from a link, survives a reload and works without JavaScript (shown over a dimmed page).
// Once the page is interactive it becomes a true modal (showModal: the page behind is inert, focus
// moves in), and Escape or Close go back to the URL without it.
export function UrlDialog({
  titleId,
  title,
  closeTo,
  children,
  wide = false,
}: {
  titleId: string;
  title: string;
  closeTo: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.matches(":modal")) {
      element.close();
      element.showModal();
    }
    heading.current?.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      navigate(closeTo, { preventScrollReset: true });
    };
    element.addEventListener("cancel", onCancel);
    return () => element.removeEventListener("cancel", onCancel);
  }, [closeTo, navigate]);
  return (
    <div className="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-slate-900/50 p-4 sm:p-8">
      <dialog
        ref={dialog}
        open
        aria-labelledby={titleId}
        className={`w-full ${wide ? "max-w-3xl" : "max-w-xl"} rounded-2xl border-0 bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-900/50 sm:p-6 [&:not(:modal)]:static [&:not(:modal)]:m-0`}
      >
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
            {title}
          </h2>
          <Link to={closeTo} preventScrollReset className="btn-outline px-3 py-1" aria-label="Close">
            Close
          </Link>
        </div>
        <div className="mt-4">{children}</div>
      </dialog>
    </div>
  );
}

import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

// A dialog whose open state is the URL (?details=12, ?edit=new): rendered by the server, so it
// opens from a link and works without JavaScript; with it, focus moves in and Escape closes it.
export function UrlDialog({ titleId, title, closeTo, children, wide = false }: { titleId: string; title: string; closeTo: string; children: ReactNode; wide?: boolean }) {
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") navigate(closeTo, { preventScrollReset: true });
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [closeTo, navigate]);
  return (
    <div className="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-slate-900/50 p-4 sm:p-8">
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className={`w-full ${wide ? "max-w-3xl" : "max-w-xl"} rounded-2xl bg-white p-5 shadow-xl sm:p-6`}>
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
            {title}
          </h2>
          <Link to={closeTo} preventScrollReset className="btn-outline px-3 py-1" aria-label="Close">
            Close
          </Link>
        </div>
        <div className="mt-4">{children}</div>
      </div>
    </div>
  );
}

import { useEffect, useRef, type ReactNode } from "react";
import { WAITLIST_FORM } from "~/content/waitlist";

/**
 * 'You're on the list!' (visitor-side.md §2, §4): in the dialog after a sign-up, and in the page
 * section after the form's redirect without JavaScript. `done` is the Done control: a button that
 * resets and closes the dialog, or a link back to the page.
 */
export function WaitlistSuccess({ headingId, done, focusHeading = true }: { headingId: string; done: ReactNode; focusHeading?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form was replaced: take the focus to the news, not back to the top of the document.
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  return (
    <div className="text-center" data-testid="waitlist-success">
      <div aria-hidden="true" className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <svg viewBox="0 0 20 20" fill="currentColor" className="h-6 w-6">
          <path
            fillRule="evenodd"
            d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
            clipRule="evenodd"
          />
        </svg>
      </div>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none">
        {WAITLIST_FORM.successHeading}
      </h2>
      <p className="mt-2 text-slate-700">{WAITLIST_FORM.successText}</p>
      <div className="mt-6">{done}</div>
    </div>
  );
}

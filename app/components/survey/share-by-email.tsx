import type { MouseEvent } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import { toast } from "~/components/ui/use-toast";
import { SHARE_FEEDBACK, shareMailtoHref, shareMessage, THANK_YOU } from "~/content/survey";

/** How long the page waits for the mail client to take over before it falls back. */
const MAIL_CLIENT_WAIT_MS = 1200;
/** Long enough to copy a link out of the toast by hand. */
const LINK_TOAST_MS = 20_000;

/** Last resort first: the text on the clipboard, else the link in a toast (§2). */
async function copyInstead(surveyUrl: string) {
  const { subject, body } = shareMessage(surveyUrl);
  try {
    if (!navigator.clipboard?.writeText) throw new Error("No clipboard");
    await navigator.clipboard.writeText(`${subject}\n\n${body}`);
    toast({ ...SHARE_FEEDBACK.copied, variant: "success" });
  } catch {
    toast({ ...SHARE_FEEDBACK.linkOnly(surveyUrl), duration: LINK_TOAST_MS });
  }
}

/**
 * 'Share by email' (accounts-admin-sales.md §2). A mailto: link, which is all it is without
 * JavaScript. With it, the page opens the link itself and watches: a mail client taking over
 * moves focus away from the page; if nothing does (no mail client set up), it copies the message
 * instead, and if even that is refused, shows the link in a toast.
 */
export function ShareByEmail({ surveyUrl }: { surveyUrl: string }) {
  const hydrated = useHydrated();
  const href = shareMailtoHref(surveyUrl);

  const share = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    let left = false;
    const onLeave = () => {
      left = true;
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") left = true;
    };
    window.addEventListener("blur", onLeave);
    window.addEventListener("pagehide", onLeave);
    document.addEventListener("visibilitychange", onVisibility);
    const stopWatching = () => {
      window.removeEventListener("blur", onLeave);
      window.removeEventListener("pagehide", onLeave);
      document.removeEventListener("visibilitychange", onVisibility);
    };
    try {
      window.location.assign(href);
    } catch {
      stopWatching();
      void copyInstead(surveyUrl);
      return;
    }
    window.setTimeout(() => {
      stopWatching();
      if (!left) void copyInstead(surveyUrl);
    }, MAIL_CLIENT_WAIT_MS);
  };

  return (
    <a href={href} onClick={share} className="btn-primary" data-testid="share-by-email">
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
        <path d="M2.5 5A1.5 1.5 0 0 1 4 3.5h12A1.5 1.5 0 0 1 17.5 5v.4L10 10.1 2.5 5.4V5Zm0 2.2V15A1.5 1.5 0 0 0 4 16.5h12a1.5 1.5 0 0 0 1.5-1.5V7.2l-7.1 4.4a.75.75 0 0 1-.8 0L2.5 7.2Z" />
      </svg>
      {THANK_YOU.shareButton}
    </a>
  );
}

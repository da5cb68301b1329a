// Live workshops, /workshops (visitor-side.md §2 "Workshops", §3 "Workshop", §4 "Newsletter
// dialog", §5, §8, §9; issue 30 item 1). The workshops come from the database: the upcoming ones as
// cards (featured first, then the soonest) with 'Reserve Your Spot' to each one's booking page;
// with none upcoming the page says so and leads to 'Get Notified'; past ones only in a short
// archive list, cancelled ones not at all. 'Get Notified' opens the newsletter dialog, which also opens once
// by itself 60 s into a first visit; it posts to this route's action through a fetcher. Without
// JavaScript 'Get Notified' links to ?notify=1#notify, a section of this page with the same form,
// posting to the same action.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import { DialogTrigger } from "~/components/waitlist/signup-fields";
import { NewsletterDialog } from "~/components/workshops/newsletter-dialog";
import { NEWSLETTER_SECTION_ID, NewsletterSection } from "~/components/workshops/newsletter-section";
import { WorkshopCard } from "~/components/workshops/workshop-card";
import { NEWSLETTER_POPUP_DELAY_MS, NEWSLETTER_POPUP_STORAGE_KEY, WORKSHOPS_PAGE } from "~/content/workshops";
import { NEWSLETTER_MESSAGES } from "~/content/workshops";
import { operationContext } from "~/http/context.server";
import { formReply, refusalStatus, submitForm } from "~/http/forms.server";
import { NEWSLETTER_FORM } from "~/http/signup-forms.server";
import { successAnswer } from "~/http/success.server";
import { SIGNUP_HONEYPOT } from "~/lib/schemas/signup";
import { subscribeToNewsletter } from "~/services/marketing/newsletter.server";
import { formatWorkshopDate } from "~/lib/workshops";
import { listPublicWorkshops } from "~/services/sales/workshops.server";

export const meta: MetaFunction = () => [
  { title: "Live AI Workshops | Upskill Academy" },
  { name: "description", content: "Hands-on, in-person AI workshops: practise with AI tools on your own work, with an instructor beside you." },
];

const PAGE = "/workshops";
const NOTIFY_HREF = `${PAGE}?notify=1#${NEWSLETTER_SECTION_ID}`;

export async function loader({ request }: LoaderFunctionArgs) {
  const notify = new URL(request.url).searchParams.get("notify") === "1";
  const { upcoming, past } = await listPublicWorkshops(new Date());
  return json({ upcoming, past, notify });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const { submission, outcome } = await submitForm(NEWSLETTER_FORM, formData, await operationContext(request, context), (signup) =>
    subscribeToNewsletter(signup),
  );
  // What was typed comes back into the form; the hidden field does not.
  if (!outcome.ok) return json({ result: formReply(NEWSLETTER_FORM, submission, outcome, [SIGNUP_HONEYPOT]) }, { status: refusalStatus(outcome) });
  // §4: success closes the form and clears its fields: back to the page, with the §8 message.
  return successAnswer(request, formData, { to: PAGE, ...NEWSLETTER_MESSAGES.success, afterMs: 0, stay: true });
}

/** localStorage can be missing or refuse (private modes, blocked storage): then the pop-up may show again. */
function readShown(): boolean {
  try {
    return window.localStorage.getItem(NEWSLETTER_POPUP_STORAGE_KEY) === "1";
  } catch {
    return false;
  }
}

function rememberShown() {
  try {
    window.localStorage.setItem(NEWSLETTER_POPUP_STORAGE_KEY, "1");
  } catch {
    // Nothing to remember it in; see readShown.
  }
}

export default function Workshops() {
  const { upcoming, past, notify } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  // Whichever way it opens, it counts as shown: the automatic pop-up never follows it.
  const openNewsletter = useCallback(() => {
    clearTimeout(timer.current);
    rememberShown();
    setOpen(true);
  }, []);

  // §4, §9: once, 60,000 ms into a first visit.
  useEffect(() => {
    if (readShown()) return;
    timer.current = setTimeout(openNewsletter, NEWSLETTER_POPUP_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [openNewsletter]);

  // A ?notify=1 link (the no-JavaScript 'Get Notified') opened with JavaScript: show the dialog.
  useEffect(() => {
    if (notify && !result) openNewsletter();
  }, [notify, result, openNewsletter]);

  const closeNewsletter = useCallback(() => setOpen(false), []);
  const showSection = !hydrated && (notify || Boolean(result));

  return (
    <main id="main">
      <section aria-labelledby="workshops-heading" className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{WORKSHOPS_PAGE.eyebrow}</p>
          <h1 id="workshops-heading" className="mt-2 text-4xl font-black tracking-tight sm:text-5xl">
            {WORKSHOPS_PAGE.heading}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{WORKSHOPS_PAGE.intro}</p>
        </div>
      </section>

      <section aria-labelledby="upcoming-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="upcoming-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {WORKSHOPS_PAGE.upcomingHeading}
        </h2>
        {upcoming.length === 0 ? (
          <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8" data-testid="no-upcoming">
            {/* 'Get Notified' itself is the 'Don't See Your City?' block's, just below: one button, not two alike. */}
            <p className="mx-auto max-w-xl text-lg text-slate-800">{WORKSHOPS_PAGE.noneUpcoming}</p>
          </div>
        ) : (
          <div className="mt-6 grid gap-6">
            {upcoming.map((workshop) => (
              <WorkshopCard key={workshop.id} workshop={workshop} />
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="city-heading" className="mx-auto max-w-3xl px-4 pb-16">
        <div className="rounded-2xl border border-brand-100 bg-brand-50 p-6 text-center sm:p-8">
          <h2 id="city-heading" className="text-2xl font-bold tracking-tight">
            {WORKSHOPS_PAGE.cityHeading}
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-slate-700">{WORKSHOPS_PAGE.cityText}</p>
          <DialogTrigger hydrated={hydrated} href={NOTIFY_HREF} onOpen={openNewsletter} className="btn-primary mt-5 px-6 py-3 text-base">
            {WORKSHOPS_PAGE.notifyLabel}
          </DialogTrigger>
        </div>
      </section>

      {past.length > 0 ? (
        <section aria-labelledby="past-heading" className="mx-auto max-w-3xl px-4 pb-16">
          <h2 id="past-heading" className="text-xl font-bold tracking-tight">
            {WORKSHOPS_PAGE.pastHeading}
          </h2>
          <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {past.map((workshop) => (
              <li key={workshop.id} className="flex flex-wrap items-center justify-between gap-2 px-5 py-4" data-testid="past-workshop">
                <div>
                  <p className="font-semibold text-slate-900">{workshop.title}</p>
                  <p className="text-sm text-slate-700">
                    <time dateTime={workshop.startsAt}>{`${formatWorkshopDate(workshop.startsAt, workshop.timeZone)}, ${workshop.city}`}</time>
                  </p>
                </div>
                <span className="rounded-full bg-slate-200 px-3 py-1 text-xs font-semibold text-slate-800">{WORKSHOPS_PAGE.pastBadge}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {showSection ? (
        <div className="mx-auto max-w-xl px-4 pb-16">
          <NewsletterSection lastResult={result && "result" in result ? result.result : undefined} action={NOTIFY_HREF} cancelHref={PAGE} />
        </div>
      ) : null}

      <NewsletterDialog open={open} onClose={closeNewsletter} action={PAGE} />
    </main>
  );
}

// The waitlist page, /toolkit-landing (visitor-side.md §2 "Waitlist", §4 "Demo videos" and
// "Waitlist dialog", §5, §7, §8). 'Get Early Access' and the page's 'Subscribe' open the waitlist
// dialog, which posts to this route's action through a fetcher. Without JavaScript both are links
// to a section of the page holding the same form; it posts to the same action, and after the
// redirect the section shows the success view.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { DemoVideo } from "~/components/media/demo-video";
import { useHydrated } from "~/components/ui/use-hydrated";
import { DialogTrigger } from "~/components/waitlist/signup-fields";
import { WaitlistDialog } from "~/components/waitlist/waitlist-dialog";
import { WAITLIST_SECTION_ID, WaitlistSection } from "~/components/waitlist/waitlist-section";
import { WAITLIST_FEATURES, WAITLIST_FEATURES_HEADING, WAITLIST_HERO, WAITLIST_MESSAGES, WAITLIST_VIDEO } from "~/content/waitlist";
import { operationContext } from "~/http/context.server";
import { readFlash } from "~/http/flash.server";
import { formReply, refusalStatus, submitForm } from "~/http/forms.server";
import { WAITLIST_FORM } from "~/http/signup-forms.server";
import { successAnswer } from "~/http/success.server";
import { SIGNUP_HONEYPOT } from "~/lib/schemas/signup";
import { joinWaitlist } from "~/services/marketing/waitlist.server";
import { FeatureCard } from "~/components/toolkit/feature-card";

export const meta: MetaFunction = () => [
  { title: "Tailored AI Toolkit: Coming Soon | Upskill Academy" },
  { name: "description", content: "Join the waitlist for the tailored AI Toolkit: AI tools, prompts and workflows shaped around your role." },
];

const PAGE = "/toolkit-landing";
const FORM_ACTION = `${PAGE}#${WAITLIST_SECTION_ID}`;

/**
 * After the form's redirect the flash message says the sign-up went through: the section then
 * shows the success view. (The root loader shows the message and clears it; this one only looks.)
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { message } = await readFlash(request);
  const joined =
    message?.kind === "success" && message.title === WAITLIST_MESSAGES.success.title && message.description === WAITLIST_MESSAGES.success.description;
  return json({ joined });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const { submission, outcome } = await submitForm(WAITLIST_FORM, formData, await operationContext(request, context), (signup) => joinWaitlist(signup));
  // What was typed comes back into the form; the hidden field does not.
  if (!outcome.ok) return json({ result: formReply(WAITLIST_FORM, submission, outcome, [SIGNUP_HONEYPOT]) }, { status: refusalStatus(outcome) });
  return successAnswer(request, formData, { to: FORM_ACTION, ...WAITLIST_MESSAGES.success, afterMs: 0, stay: true });
}

export default function ToolkitLanding() {
  const { joined } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const openDialog = () => setOpen(true);
  const sectionHref = `#${WAITLIST_SECTION_ID}`;

  return (
    <main id="main">
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2">
          <p className="text-sm font-semibold text-slate-800">{WAITLIST_HERO.topBarLabel}</p>
          <DialogTrigger hydrated={hydrated} href={sectionHref} onOpen={openDialog} className="btn-outline px-4 py-1.5 text-sm">
            {WAITLIST_HERO.subscribeLabel}
          </DialogTrigger>
        </div>
      </div>

      <section aria-labelledby="waitlist-heading" className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:py-20">
          <p className="inline-flex items-center rounded-full bg-brand-600 px-3 py-1 text-sm font-semibold uppercase tracking-wide text-white">
            {WAITLIST_HERO.badge}
          </p>
          <h1 id="waitlist-heading" className="mt-4 text-4xl font-black tracking-tight sm:text-5xl">
            {WAITLIST_HERO.heading}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{WAITLIST_HERO.text}</p>
          <div className="mt-8 flex justify-center">
            <DialogTrigger hydrated={hydrated} href={sectionHref} onOpen={openDialog} className="btn-primary px-8 py-3 text-base">
              {WAITLIST_HERO.earlyAccessLabel}
            </DialogTrigger>
          </div>
          <p className="mt-4 text-sm text-slate-700">
            {WAITLIST_HERO.freeToolkitNote}{" "}
            <Link to={WAITLIST_HERO.freeToolkitLink.to} className="font-semibold text-brand-700 underline">
              {WAITLIST_HERO.freeToolkitLink.label}
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="features-heading" className="text-center text-3xl font-bold tracking-tight">
          {WAITLIST_FEATURES_HEADING}
        </h2>
        <ul className="mt-8 grid grid-cols-1 gap-4 md:grid-cols-3">
          {WAITLIST_FEATURES.map((feature) => (
            <FeatureCard key={feature.title} icon={<path d={feature.icon} />} title={feature.title} text={feature.text} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="video-heading" className="border-y border-slate-200 bg-white">
        <div className="mx-auto max-w-4xl px-4 py-14">
          <h2 id="video-heading" className="text-center text-3xl font-bold tracking-tight">
            {WAITLIST_VIDEO.heading}
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-center text-slate-700">{WAITLIST_VIDEO.text}</p>
          {/* §4: on this page the play button starts the video muted and unmutes it 100 ms later. */}
          <DemoVideo className="mt-6" startMuted />
        </div>
      </section>

      {!hydrated || joined ? (
        <div className="pt-14">
          <WaitlistSection joined={joined} lastResult={result && "result" in result ? result.result : undefined} action={FORM_ACTION} />
        </div>
      ) : null}

      <WaitlistDialog open={open} onClose={() => setOpen(false)} action={PAGE} />
    </main>
  );
}

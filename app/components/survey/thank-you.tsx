import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { THANK_YOU } from "~/content/survey";
import { ShareByEmail } from "./share-by-email";

/** The survey's last state (§4 'submitted'), worded for those who asked for early access and those who did not. */
export function SurveyThankYou({ earlyAccess, surveyUrl }: { earlyAccess: boolean; surveyUrl: string }) {
  const copy = earlyAccess ? THANK_YOU.earlyAccess : THANK_YOU.feedbackOnly;
  const heading = useRef<HTMLHeadingElement>(null);
  // After the form is replaced, focus lands on the news rather than at the top of the document.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="survey-thanks-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8" data-testid="survey-thank-you">
      <div aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <svg viewBox="0 0 20 20" fill="currentColor" className="h-6 w-6">
          <path
            fillRule="evenodd"
            d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
            clipRule="evenodd"
          />
        </svg>
      </div>
      <h1 id="survey-thanks-title" ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl">
        {copy.title}
      </h1>
      {copy.body.map((paragraph) => (
        <p key={paragraph} className="mt-3 text-slate-700">
          {paragraph}
        </p>
      ))}
      <div className="mt-8 rounded-xl bg-brand-50 p-5">
        <h2 className="text-lg font-semibold text-slate-900">{THANK_YOU.shareHeading}</h2>
        <p className="mt-1 text-sm text-slate-700">{THANK_YOU.shareText}</p>
        <div className="mt-4">
          <ShareByEmail surveyUrl={surveyUrl} />
        </div>
      </div>
      <p className="mt-6">
        <Link to="/" className="font-semibold text-brand-700 underline">
          {THANK_YOU.toolkitLink}
        </Link>
      </p>
    </section>
  );
}

import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SURVEY_PAGE } from "~/content/survey";
import type { surveyAction, surveyLoader } from "./survey-route.server";
import { SurveyForm } from "./survey-form";
import { SurveyThankYou } from "./thank-you";

export const surveyMeta: MetaFunction = () => [
  { title: "Pre-launch Survey | Upskill Academy" },
  { name: "description", content: "Ten quick questions about your work and AI that shape practical AI training, with early access if you want it." },
];

/** The pre-launch survey (accounts-admin-sales.md §2, §4): editing and submitting, then the thank-you view. */
export function SurveyPage() {
  const { submitted, earlyAccess, surveyUrl } = useLoaderData<typeof surveyLoader>();
  const result = useActionData<typeof surveyAction>();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      {submitted ? (
        <SurveyThankYou earlyAccess={earlyAccess} surveyUrl={surveyUrl} />
      ) : (
        <>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Pre-launch survey</p>
          <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{SURVEY_PAGE.title}</h1>
          <p className="mt-3 max-w-2xl text-slate-700">{SURVEY_PAGE.intro}</p>
          <SurveyForm lastResult={result?.reply} serverProblem={result?.problem} />
        </>
      )}
    </main>
  );
}

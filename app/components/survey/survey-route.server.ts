// The survey's loader and form action, shared by /feedback and /aiupskill/feedback (§2: the same
// screen at two addresses). The action is the path without JavaScript: it runs the same
// submitQuestionnaire() as POST /api/questionnaire.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { config } from "~/config.server";
import type { FormProblem } from "~/lib/schemas/report";
import { parseSurvey, SURVEY_INCOMPLETE, surveyFailure } from "~/lib/schemas/survey";
import { submitQuestionnaire } from "~/services/questionnaires.server";

export async function surveyLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return json({
    submitted: url.searchParams.get("submitted") === "1",
    earlyAccess: url.searchParams.get("early") === "1",
    // What 'Share by email' sends: this screen's public address.
    surveyUrl: `${config.appUrl}${url.pathname}`,
  });
}

export async function surveyAction({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const formData = await request.formData();
  const outcome = await submitQuestionnaire(formData, context.clientIp ?? "unknown");
  if (outcome.ok) return redirect(`${url.pathname}?submitted=1&early=${outcome.earlyAccess ? 1 : 0}`);
  // Missing answers: §5's summary above the form, each answer's own error beside it. Anything
  // else: §8's 'Submission failed' text, with the answers kept.
  const problem: FormProblem = outcome.status === 400 ? SURVEY_INCOMPLETE : surveyFailure(outcome.problem.description);
  const submission = outcome.submission ?? parseSurvey(formData);
  const reply = submission.reply(outcome.status === 400 ? undefined : { formErrors: [problem.description] });
  return json({ reply, problem }, { status: outcome.status });
}

// The survey's loader and form action, shared by /feedback and /aiupskill/feedback (§2: the same
// screen at two addresses). The form posts here with JavaScript on and off; the action runs the
// same submitQuestionnaire() through the same edge as POST /api/questionnaire.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { config } from "~/config.server";
import { operationContext } from "~/http/context.server";
import { formProblem, refusalStatus, submitForm } from "~/http/forms.server";
import { SURVEY_FORM } from "~/http/survey-form.server";
import type { FormProblem } from "~/lib/schemas/problems";
import { SURVEY_INCOMPLETE, surveyFailure } from "~/lib/schemas/survey";
import { submitQuestionnaire } from "~/services/marketing/questionnaires.server";

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
  const { submission, outcome } = await submitForm(SURVEY_FORM, formData, await operationContext(request, context), (answers) => submitQuestionnaire(answers));
  // The thank-you view has its own address, so a reload shows it again rather than a blank form.
  if (outcome.ok) return redirect(`${url.pathname}?submitted=1&early=${outcome.earlyAccess ? 1 : 0}`);
  // Missing answers: §5's summary above the form, each answer's own error beside it. Anything
  // else: §8's 'Submission failed' text, with the answers kept.
  const invalid = outcome.reason === "invalid";
  const problem: FormProblem = invalid ? SURVEY_INCOMPLETE : surveyFailure(formProblem(SURVEY_FORM, submission, outcome).description);
  const reply = submission.reply(invalid ? undefined : { formErrors: [problem.description] });
  return json({ reply, problem }, { status: refusalStatus(outcome) });
}

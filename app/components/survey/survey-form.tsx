import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import { FormAlert } from "~/components/ui/form-alert";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { toast } from "~/components/ui/use-toast";
import {
  AI_FEELING_OPTIONS,
  EARLY_ACCESS,
  FAMILIARITY_OPTIONS,
  JOB_IMPROVEMENT_OPTIONS,
  SURVEY_PAGE,
  SURVEY_QUESTIONS as Q,
  TRAINING_INTEREST_OPTIONS,
  VALUE_OUTPUT_OPTIONS,
  WILLINGNESS_TO_PAY_OPTIONS,
  WORK_PRESSURE_OPTIONS,
} from "~/content/survey";
import type { FormProblem } from "~/lib/schemas/report";
import { HONEYPOT_FIELD, isSurveyComplete, parseSurvey, SURVEY_FIELD_MAX, SURVEY_INCOMPLETE, SUBMISSION_FAILED, surveySchema } from "~/lib/schemas/survey";
import { ChoiceQuestion, ContactField, TextQuestion } from "./question-fields";

const constraint = getZodConstraint(surveySchema);
/** The name of the button conform submits with for its own intents (validate, reset...). */
const CONFORM_INTENT = "__intent__";

/**
 * The ten questions and the early-access sign-up (accounts-admin-sales.md §2, §4, §5). The form
 * posts to the page's action with JavaScript on and off; the answer (lastResult) brings the field
 * errors back. With JavaScript, conform checks as the visitor goes and the submit button stays
 * disabled until every required answer is there.
 */
export function SurveyForm({ lastResult, serverProblem }: { lastResult?: SubmissionResult<string[]> | null; serverProblem?: FormProblem | null }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [complete, setComplete] = useState(false);
  const sending = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";

  const [form, fields] = useForm({
    id: "survey",
    lastResult,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseSurvey(formData),
  });

  // §8: a refusal after sending (not a missing answer, which conform shows as the visitor goes)
  // is said next to the button and in a toast, with the server's words.
  const failure = hydrated && serverProblem && serverProblem !== SURVEY_INCOMPLETE && serverProblem.title === SUBMISSION_FAILED ? serverProblem : null;
  useEffect(() => {
    if (failure) toast({ title: failure.title, description: failure.description, variant: "destructive" });
  }, [failure]);

  const [early, setEarly] = useState(fields.earlyAccessInterest.initialValue === "on");
  const recheck = () => {
    if (formRef.current) setComplete(isSurveyComplete(new FormData(formRef.current)));
  };
  // The browser may have restored answers (back button): check what is there once on arrival.
  useEffect(recheck, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // conform validates a field on blur by submitting the form through a hidden intent button:
    // only a real attempt to submit earns the toast.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const realAttempt = submitter?.getAttribute("name") !== CONFORM_INTENT;
    if (hydrated && realAttempt && !isSurveyComplete(new FormData(event.currentTarget))) {
      toast({ title: SURVEY_INCOMPLETE.title, description: SURVEY_INCOMPLETE.description, variant: "destructive" });
    }
    // conform shows each field's error and moves focus to the first one, or calls onSubmit.
    form.onSubmit(event);
  };

  const blocked = hydrated && !complete;
  const contactHidden = hydrated && !early;
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      ref={formRef}
      noValidate
      onSubmit={submit}
      onChange={recheck}
      aria-label="Pre-launch survey"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      {/* Without JavaScript the page comes back with the summary here, and each answer's error. */}
      <FormAlert problem={failure ? null : serverProblem} className="mb-6" />
      <TextQuestion number={1} question={Q.jobTitle} field={fields.jobTitle} maxLength={SURVEY_FIELD_MAX.jobTitle} autoComplete="organization-title" />
      <ChoiceQuestion number={2} question={Q.familiarityLevel} field={fields.familiarityLevel} options={FAMILIARITY_OPTIONS} type="radio" columns={2} />
      <ChoiceQuestion number={3} question={Q.workPressure} field={fields.workPressure} options={WORK_PRESSURE_OPTIONS} type="radio" />
      <ChoiceQuestion number={4} question={Q.aiFeelings} field={fields.aiFeelings} options={AI_FEELING_OPTIONS} type="radio" columns={2} />
      <ChoiceQuestion number={5} question={Q.jobImprovementBelief} field={fields.jobImprovementBelief} options={JOB_IMPROVEMENT_OPTIONS} type="radio" />
      <TextQuestion number={6} question={Q.aiTaskExample} field={fields.aiTaskExample} maxLength={SURVEY_FIELD_MAX.aiTaskExample} multiline />
      <ChoiceQuestion number={7} question={Q.trainingInterest} field={fields.trainingInterest} options={TRAINING_INTEREST_OPTIONS} type="radio" />
      <ChoiceQuestion number={8} question={Q.valueOutputs} field={fields.valueOutputs} options={VALUE_OUTPUT_OPTIONS} type="checkbox" columns={2} />
      <ChoiceQuestion number={9} question={Q.willingnessToPay} field={fields.willingnessToPay} options={WILLINGNESS_TO_PAY_OPTIONS} type="radio" />
      <TextQuestion number={10} question={Q.additionalComments} field={fields.additionalComments} maxLength={SURVEY_FIELD_MAX.additionalComments} multiline />

      <section aria-labelledby="early-access-heading" className="mt-2 rounded-xl border border-brand-100 bg-brand-50 p-4 sm:p-5">
        <h2 id="early-access-heading" className="text-base font-semibold text-slate-900">
          {EARLY_ACCESS.heading}
        </h2>
        <label htmlFor={fields.earlyAccessInterest.id} className="mt-3 flex cursor-pointer items-start gap-3 text-sm text-slate-800">
          <input
            {...getInputProps(fields.earlyAccessInterest, { type: "checkbox" })}
            key={fields.earlyAccessInterest.key}
            onChange={(event) => setEarly(event.currentTarget.checked)}
            aria-controls="early-access-contact"
            className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
          />
          <span>{EARLY_ACCESS.checkbox}</span>
        </label>
        <div id="early-access-contact" hidden={contactHidden} className={`mt-4 gap-3 sm:grid-cols-2 ${contactHidden ? "hidden" : "grid"}`}>
          <p id="early-access-hint" className="text-sm text-slate-700 sm:col-span-2">
            {hydrated ? EARLY_ACCESS.contactHint : EARLY_ACCESS.contactHintNoScript}
          </p>
          <ContactField
            field={fields.name}
            label={EARLY_ACCESS.name}
            type="text"
            maxLength={SURVEY_FIELD_MAX.name}
            autoComplete="name"
            hintId="early-access-hint"
          />
          <ContactField
            field={fields.email}
            label={EARLY_ACCESS.email}
            type="email"
            maxLength={SURVEY_FIELD_MAX.email}
            autoComplete="email"
            hintId="early-access-hint"
          />
        </div>
      </section>

      <HoneypotField id="survey-website" name={HONEYPOT_FIELD} />

      <div className="mt-6 border-t border-slate-100 pt-6">
        <FormAlert problem={failure} className="mb-4" />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <button
            type="submit"
            className="btn-primary aria-disabled:cursor-not-allowed aria-disabled:bg-slate-500 aria-disabled:hover:bg-slate-500 sm:w-auto"
            // §4: disabled until the form is valid. aria-disabled rather than disabled, so the button
            // can still be reached and pressed: pressing it then says what is missing (§5).
            aria-disabled={blocked || undefined}
            aria-describedby={blocked ? "survey-submit-hint" : undefined}
            disabled={sending}
          >
            {sending ? SURVEY_PAGE.submitting : SURVEY_PAGE.submit}
          </button>
          {blocked ? (
            <p id="survey-submit-hint" className="text-sm text-slate-600">
              {SURVEY_PAGE.incompleteHint}
            </p>
          ) : null}
        </div>
      </div>
    </Form>
  );
}

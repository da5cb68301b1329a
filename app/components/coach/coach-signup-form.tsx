import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { FormAlert } from "~/components/ui/form-alert";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { ScriptedField, useScriptedSuccess } from "~/components/ui/scripted-success";
import { useProblemForm } from "~/components/ui/use-problem-form";
import { COACH_HERO } from "~/content/coach";
import type { CoachSource } from "~/lib/coach-signup";
import { HONEYPOT_FIELD } from "~/lib/schemas/account";
import { COACH_PROBLEMS, coachSignupSchema, EMAIL_MAX } from "~/lib/schemas/coach";
import type { ScriptedSuccess } from "~/lib/scripted-submission";

export type CoachAnswer = { source: CoachSource; result?: SubmissionResult<string[]>; success?: ScriptedSuccess };

interface CoachSignupFormProps {
  source: CoachSource;
  submitLabel: string;
  /** The page action's refusal of this form after a plain post (JavaScript off). */
  lastResult?: SubmissionResult<string[]>;
  /** Light text for a form on a dark band. */
  tone?: "light" | "dark";
}

/**
 * One of the two /coach forms (visitor-side.md §2, §4, §5, §8). Both post to the page's action:
 * without JavaScript as a plain form, answered with a redirect and the result as a flash message
 * or with the error; with it through a fetcher, answered with a toast, and the field clears.
 * 'Sending...' shows while the post is under way.
 */
export function CoachSignupForm({ source, submitLabel, lastResult, tone = "light" }: CoachSignupFormProps) {
  const fetcher = useFetcher<CoachAnswer>({ key: `coach-${source}` });
  const { form, fields, problem, onSubmit } = useProblemForm({
    id: `coach-${source}`,
    schema: coachSignupSchema,
    problems: COACH_PROBLEMS,
    lastResult: fetcher.data?.result ?? lastResult,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = `coach-email-${source}`;
  const errorId = `${id}-error`;
  const busy = fetcher.state !== "idle";
  const success = fetcher.data?.success;
  useScriptedSuccess(success);
  useEffect(() => {
    if (success) formRef.current?.reset();
  }, [success]);
  // A refusal takes the visitor back to the field to correct it.
  useEffect(() => {
    if (problem) inputRef.current?.focus();
  }, [problem]);

  const dark = tone === "dark";
  const typed = fields.email.initialValue;
  return (
    <div>
      <fetcher.Form
        ref={formRef}
        method="post"
        action="/coach"
        id={form.id}
        noValidate
        onSubmit={onSubmit}
        aria-label={submitLabel}
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        <input type="hidden" name="source" value={source} />
        <ScriptedField />
        <HoneypotField id={`${id}-website`} name={HONEYPOT_FIELD} />
        <div className="flex-1">
          <label htmlFor={id} className={dark ? "mb-1 block text-left text-sm font-medium text-white" : "label text-left"}>
            {COACH_HERO.emailLabel}
          </label>
          <input
            ref={inputRef}
            id={id}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX}
            placeholder={COACH_HERO.placeholder}
            defaultValue={typeof typed === "string" ? typed : ""}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            className={`field h-12 text-base ${problem ? "border-red-500" : ""}`}
          />
        </div>
        <button
          type="submit"
          className={`btn h-12 px-6 text-base ${dark ? "bg-white text-brand-700 hover:bg-brand-50" : "bg-brand-600 text-white hover:bg-brand-700"}`}
          disabled={busy}
        >
          {busy ? COACH_HERO.sendingLabel : submitLabel}
        </button>
      </fetcher.Form>
      <div id={errorId}>
        <FormAlert problem={problem} className="mt-3 text-left" />
      </div>
    </div>
  );
}

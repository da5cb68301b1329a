import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { FormAlert } from "~/components/ui/form-alert";
import { ScriptedField } from "~/components/ui/scripted-success";
import { useProblemForm } from "~/components/ui/use-problem-form";
import { COACH_INVITE } from "~/content/coach";
import { COACH_INVITE_PROBLEMS, coachInviteSchema, EMAIL_MAX } from "~/lib/schemas/coach";
import type { ScriptedSuccess } from "~/lib/scripted-submission";

export type InviteAnswer = { result?: SubmissionResult<string[]>; success?: ScriptedSuccess };

/**
 * "Challenge Others" on the progress page: a colleague's address, posted to the page's own action.
 * Without JavaScript a plain form, answered with the error in the page or a redirect back with the
 * outcome as a flash message; with it through a fetcher, answered here, beside the form, and the
 * page's list of invitations reloads.
 */
export function InviteColleagueForm({ action, lastResult }: { action: string; lastResult?: SubmissionResult<string[]> }) {
  const fetcher = useFetcher<InviteAnswer>({ key: "coach-invite" });
  const { form, fields, problem, onSubmit } = useProblemForm({
    id: "coach-invite",
    schema: coachInviteSchema,
    problems: COACH_INVITE_PROBLEMS,
    lastResult: fetcher.data?.result ?? lastResult,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = fetcher.state !== "idle";
  const success = busy ? undefined : fetcher.data?.success;
  useEffect(() => {
    if (success?.kind === "success") formRef.current?.reset();
  }, [success]);
  useEffect(() => {
    if (problem) inputRef.current?.focus();
  }, [problem]);

  const typed = fields.email.initialValue;
  return (
    <div>
      <fetcher.Form
        ref={formRef}
        method="post"
        action={action}
        id={form.id}
        noValidate
        onSubmit={onSubmit}
        aria-label={COACH_INVITE.submitLabel}
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        <ScriptedField />
        <div className="flex-1">
          <label htmlFor="coach-invite-email" className="label">
            {COACH_INVITE.emailLabel}
          </label>
          <input
            ref={inputRef}
            id="coach-invite-email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="off"
            required
            maxLength={EMAIL_MAX}
            placeholder={COACH_INVITE.placeholder}
            defaultValue={typeof typed === "string" ? typed : ""}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "coach-invite-error" : undefined}
            className={`field h-11 text-base ${problem ? "border-red-500" : ""}`}
          />
        </div>
        <button type="submit" className="btn-primary h-11 px-5 text-base" disabled={busy}>
          {busy ? COACH_INVITE.sendingLabel : COACH_INVITE.submitLabel}
        </button>
      </fetcher.Form>
      <div id="coach-invite-error">
        <FormAlert problem={problem} className="mt-3" />
      </div>
      <div role="status" className="empty:hidden">
        {success && !problem ? (
          <div
            className={`mt-3 rounded-lg border p-3 ${success.kind === "success" ? "border-emerald-300 bg-emerald-50 text-emerald-950" : "border-slate-300 bg-white text-slate-900"}`}
          >
            <p className="font-semibold">{success.title}</p>
            <p className="text-sm">{success.description}</p>
          </div>
        ) : null}
      </div>
    </div>
  );
}

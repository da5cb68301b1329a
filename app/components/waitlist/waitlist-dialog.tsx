import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useState } from "react";
import { FormAlert } from "~/components/ui/form-alert";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { ScriptedField } from "~/components/ui/scripted-success";
import { useDialogFetcher } from "~/components/ui/use-dialog-fetcher";
import { useProblemForm } from "~/components/ui/use-problem-form";
import { toast } from "~/components/ui/use-toast";
import { WAITLIST_FORM, WAITLIST_MESSAGES } from "~/content/waitlist";
import { signupProblems, waitlistSchema } from "~/lib/schemas/signup";
import type { ScriptedSuccess } from "~/lib/scripted-submission";
import { SignupFields } from "./signup-fields";
import { WaitlistSuccess } from "./waitlist-success";

const problems = signupProblems(WAITLIST_MESSAGES);

/**
 * The waitlist dialog (visitor-side.md §2, §4 "Waitlist dialog": form, submitting, success view;
 * Done resets and closes; §5, §8 texts). It posts to /toolkit-landing's own action through a
 * fetcher; without JavaScript the page shows WaitlistSection instead, posting to the same action.
 */
export function WaitlistDialog({ open, onClose, action }: { open: boolean; onClose: () => void; action: string }) {
  const { fetcher, data, pending } = useDialogFetcher<{ result?: SubmissionResult<string[]>; success?: ScriptedSuccess }>("waitlist", open);
  const { form, problem, onSubmit } = useProblemForm({ id: "waitlist-dialog", schema: waitlistSchema, problems, lastResult: data?.result });
  const [view, setView] = useState<"form" | "success">("form");
  const success = data?.success;
  useEffect(() => {
    if (!success) return;
    setView("success");
    toast({ title: success.title, description: success.description, variant: "success" });
  }, [success]);

  const close = () => {
    onClose();
    setView("form");
  };

  const titleId = view === "success" ? "waitlist-success-title" : "waitlist-title";
  return (
    <ModalDialog open={open} onClose={close} titleId={titleId} testId="waitlist-dialog">
      {view === "success" ? (
        <WaitlistSuccess
          headingId="waitlist-success-title"
          done={
            <button type="button" className="btn-primary w-full sm:w-auto sm:px-8" onClick={close}>
              {WAITLIST_FORM.doneLabel}
            </button>
          }
        />
      ) : (
        <>
          <h2 id="waitlist-title" className="text-xl font-bold">
            {WAITLIST_FORM.heading}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{WAITLIST_FORM.text}</p>
          {/* Shown inside the dialog as well as in a toast: a toast sits under a modal dialog's backdrop. */}
          <FormAlert problem={problem} className="mt-3" />
          <fetcher.Form method="post" action={action} id={form.id} noValidate onSubmit={onSubmit} className="mt-4" aria-labelledby="waitlist-title">
            <ScriptedField />
            <SignupFields idPrefix="waitlist-dialog" labels={{ name: WAITLIST_FORM.nameLabel, email: WAITLIST_FORM.emailLabel }} />
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <button type="button" className="btn-outline" onClick={close}>
                Cancel
              </button>
              <button type="submit" className="btn-primary" disabled={pending}>
                {pending ? WAITLIST_FORM.submittingLabel : WAITLIST_FORM.submitLabel}
              </button>
            </div>
          </fetcher.Form>
        </>
      )}
    </ModalDialog>
  );
}

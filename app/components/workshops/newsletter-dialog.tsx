import type { SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import { FormAlert } from "~/components/ui/form-alert";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { ScriptedField } from "~/components/ui/scripted-success";
import { useDialogFetcher } from "~/components/ui/use-dialog-fetcher";
import { useProblemForm } from "~/components/ui/use-problem-form";
import { toast } from "~/components/ui/use-toast";
import { SignupFields } from "~/components/waitlist/signup-fields";
import { NEWSLETTER_FORM, NEWSLETTER_MESSAGES } from "~/content/workshops";
import { newsletterSchema, signupProblems } from "~/lib/schemas/signup";
import type { ScriptedSuccess } from "~/lib/scripted-submission";

export const NEWSLETTER_PROBLEMS = signupProblems(NEWSLETTER_MESSAGES);

/**
 * The workshops newsletter dialog (visitor-side.md §2, §4: opened by 'Get Notified' or once by
 * itself; success closes it and clears the fields; §5, §8 texts). Unlike the spec's, it subscribes
 * for real, posting to /workshops' own action through a fetcher; without JavaScript the page shows
 * NewsletterSection instead, posting to the same action.
 */
export function NewsletterDialog({ open, onClose, action }: { open: boolean; onClose: () => void; action: string }) {
  const { fetcher, data, pending } = useDialogFetcher<{ result?: SubmissionResult<string[]>; success?: ScriptedSuccess }>("newsletter", open);
  const { form, problem, onSubmit } = useProblemForm({
    id: "newsletter-dialog",
    schema: newsletterSchema,
    problems: NEWSLETTER_PROBLEMS,
    lastResult: data?.result,
  });
  const success = data?.success;
  useEffect(() => {
    if (!success) return;
    // The fields clear because the dialog's content unmounts when it closes.
    onClose();
    toast({ title: success.title, description: success.description, variant: "success" });
  }, [success, onClose]);

  return (
    <ModalDialog open={open} onClose={onClose} titleId="newsletter-title" testId="newsletter-dialog">
      <h2 id="newsletter-title" className="text-xl font-bold">
        {NEWSLETTER_FORM.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{NEWSLETTER_FORM.text}</p>
      {/* Shown inside the dialog as well as in a toast: a toast sits under a modal dialog's backdrop. */}
      <FormAlert problem={problem} className="mt-3" />
      <fetcher.Form method="post" action={action} id={form.id} noValidate onSubmit={onSubmit} className="mt-4" aria-labelledby="newsletter-title">
        <ScriptedField />
        <SignupFields
          idPrefix="newsletter-dialog"
          withCity
          labels={{ name: NEWSLETTER_FORM.nameLabel, email: NEWSLETTER_FORM.emailLabel, city: NEWSLETTER_FORM.cityLabel }}
        />
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-outline" onClick={onClose}>
            {NEWSLETTER_FORM.cancelLabel}
          </button>
          <button type="submit" className="btn-primary" disabled={pending}>
            {pending ? NEWSLETTER_FORM.submittingLabel : NEWSLETTER_FORM.submitLabel}
          </button>
        </div>
      </fetcher.Form>
    </ModalDialog>
  );
}

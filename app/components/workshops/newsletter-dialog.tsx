import { useState, type FormEvent } from "react";
import { sendJson } from "~/components/account/send-json";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { useFormProblem } from "~/components/ui/use-form-problem";
import { FormAlert } from "~/components/ui/form-alert";
import { toast } from "~/components/ui/use-toast";
import { SignupFields } from "~/components/waitlist/signup-fields";
import { NEWSLETTER_FORM, NEWSLETTER_MESSAGES } from "~/content/workshops";
import { checkSignup } from "~/lib/signups";

/**
 * The workshops newsletter dialog (visitor-side.md §2, §4: opened by 'Get Notified' or once by
 * itself; success closes it and clears the fields; §5, §8 texts). Unlike the spec's, it subscribes
 * for real through /api/newsletter; without JavaScript the page shows NewsletterSection instead.
 */
export function NewsletterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [sending, setSending] = useState(false);
  // Shown inside the dialog as well as in a toast: a toast sits under a modal dialog's backdrop.
  const { problem, setProblem, fail } = useFormProblem();

  const close = () => {
    onClose();
    setProblem(null);
  };


  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = Object.fromEntries(new FormData(event.currentTarget));
    const checked = checkSignup(fields, NEWSLETTER_MESSAGES, { withCity: true });
    if (!checked.ok) return fail(checked.problem);
    setSending(true);
    const outcome = await sendJson(
      "POST",
      "/api/newsletter",
      { name: checked.value.name, email: checked.value.email, city: checked.value.city ?? "", website: fields.website },
      NEWSLETTER_MESSAGES.failed,
    );
    setSending(false);
    if (!outcome.ok) return fail(outcome.problem);
    // The fields clear because the dialog's content unmounts when it closes.
    close();
    toast({ title: NEWSLETTER_MESSAGES.success.title, description: NEWSLETTER_MESSAGES.success.description, variant: "success" });
  };

  return (
    <ModalDialog open={open} onClose={close} titleId="newsletter-title" testId="newsletter-dialog">
      <h2 id="newsletter-title" className="text-xl font-bold">
        {NEWSLETTER_FORM.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{NEWSLETTER_FORM.text}</p>
      <FormAlert problem={problem} className="mt-3" />
      <form onSubmit={submit} noValidate className="mt-4" aria-labelledby="newsletter-title">
        <SignupFields
          idPrefix="newsletter-dialog"
          withCity
          labels={{ name: NEWSLETTER_FORM.nameLabel, email: NEWSLETTER_FORM.emailLabel, city: NEWSLETTER_FORM.cityLabel }}
        />
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-outline" onClick={close}>
            {NEWSLETTER_FORM.cancelLabel}
          </button>
          <button type="submit" className="btn-primary" disabled={sending}>
            {sending ? NEWSLETTER_FORM.submittingLabel : NEWSLETTER_FORM.submitLabel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

import { useState, type FormEvent } from "react";
import { sendJson } from "~/components/account/send-json";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { useFormProblem } from "~/components/ui/use-form-problem";
import { FormAlert } from "~/components/ui/form-alert";
import { toast } from "~/components/ui/use-toast";
import { WAITLIST_FORM, WAITLIST_MESSAGES } from "~/content/waitlist";
import { checkSignup } from "~/lib/signups";
import { SignupFields } from "./signup-fields";
import { WaitlistSuccess } from "./waitlist-success";

/**
 * The waitlist dialog (visitor-side.md §2, §4 "Waitlist dialog": form, submitting, success view;
 * Done resets and closes; §5, §8 texts). It posts to /api/toolkit-waitlist; without JavaScript
 * the page shows WaitlistSection instead.
 */
export function WaitlistDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [view, setView] = useState<"form" | "success">("form");
  const [sending, setSending] = useState(false);
  // Shown inside the dialog as well as in a toast: a toast sits under a modal dialog's backdrop.
  const { problem, setProblem, fail } = useFormProblem();

  const close = () => {
    onClose();
    setView("form");
    setProblem(null);
  };


  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = Object.fromEntries(new FormData(event.currentTarget));
    const checked = checkSignup(fields, WAITLIST_MESSAGES);
    if (!checked.ok) return fail(checked.problem);
    setSending(true);
    const outcome = await sendJson("POST", "/api/toolkit-waitlist", { name: checked.value.name, email: checked.value.email, website: fields.website }, WAITLIST_MESSAGES.failed);
    setSending(false);
    if (!outcome.ok) return fail(outcome.problem);
    setProblem(null);
    setView("success");
    toast({ title: WAITLIST_MESSAGES.success.title, description: WAITLIST_MESSAGES.success.description, variant: "success" });
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
          <FormAlert problem={problem} className="mt-3" />
          <form onSubmit={submit} noValidate className="mt-4" aria-labelledby="waitlist-title">
            <SignupFields idPrefix="waitlist-dialog" labels={{ name: WAITLIST_FORM.nameLabel, email: WAITLIST_FORM.emailLabel }} />
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <button type="button" className="btn-outline" onClick={close}>
                Cancel
              </button>
              <button type="submit" className="btn-primary" disabled={sending}>
                {sending ? WAITLIST_FORM.submittingLabel : WAITLIST_FORM.submitLabel}
              </button>
            </div>
          </form>
        </>
      )}
    </ModalDialog>
  );
}

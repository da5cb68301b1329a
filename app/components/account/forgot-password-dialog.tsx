import { useState, type FormEvent } from "react";
import { ModalDialog } from "~/components/toolkit/modal-dialog";
import { useFormProblem } from "~/components/ui/use-form-problem";
import { FormAlert } from "~/components/ui/form-alert";
import { TextField } from "~/components/ui/text-field";
import { toast } from "~/components/ui/use-toast";
import { ACCOUNT_PROBLEMS, checkForgotPassword, FIELD_MAX } from "~/lib/schemas/account";
import { sendJson } from "./send-json";

/** The forgot-password dialog of /login (§2): an email, then POST /api/forgot-password. */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { problem, setProblem, fail } = useFormProblem();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = checkForgotPassword(Object.fromEntries(new FormData(form)));
    // §5: sends only when an email is entered.
    if (!checked.ok) return fail(checked.problem);
    setSending(true);
    const outcome = await sendJson<{ title: string; message: string }>("POST", "/api/forgot-password", checked.value, ACCOUNT_PROBLEMS.forgotFailed);
    setSending(false);
    if (!outcome.ok) return fail(outcome.problem);
    setProblem(null);
    form.reset();
    toast({ title: outcome.body.title, description: outcome.body.message, variant: "success" });
    onClose();
  };

  return (
    <ModalDialog
      open={open}
      onClose={() => {
        setProblem(null);
        onClose();
      }}
      titleId="forgot-dialog-title"
      describedBy="forgot-dialog-text"
      testId="forgot-password-dialog"
    >
      <h2 id="forgot-dialog-title" className="text-xl font-bold">
        Reset your password
      </h2>
      <p id="forgot-dialog-text" className="mt-1 text-sm text-slate-700">
        Enter your email and we'll send you a link to choose a new password.
      </p>
      <FormAlert problem={problem} className="mt-3" />
      <form onSubmit={submit} noValidate className="mt-4 space-y-3">
        <TextField id="forgot-dialog-email" name="email" label="Email" type="email" autoComplete="email" maxLength={FIELD_MAX.email} required />
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={sending}>
            {sending ? "Sending..." : "Send Reset Link"}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

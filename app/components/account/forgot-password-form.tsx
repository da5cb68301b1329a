import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { FormAlert } from "~/components/ui/form-alert";
import { TextField } from "~/components/ui/text-field";
import { useProblemForm } from "~/components/ui/use-problem-form";
import { toast } from "~/components/ui/use-toast";
import { ACCOUNT_SUCCESS, FIELD_MAX, FORGOT_PASSWORD_PROBLEMS, forgotPasswordSchema } from "~/lib/schemas/account";

type ForgotAnswer = { intent: string; result?: SubmissionResult<string[]>; sent: boolean };

/**
 * The forgot-password form's fields (§2, §5): an email, posted to /login with intent=forgot, by
 * the page's own <Form> without JavaScript or by a fetcher inside the dialog with it.
 */
export function ForgotPasswordFields({ id, defaultEmail }: { id: string; defaultEmail?: string }) {
  return (
    <>
      <input type="hidden" name="intent" value="forgot" />
      <TextField id={id} name="email" label="Email" type="email" autoComplete="email" maxLength={FIELD_MAX.email} required defaultValue={defaultEmail} />
    </>
  );
}

/** With JavaScript: the dialog, posting through a fetcher; the success toast closes it. */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const fetcher = useFetcher<ForgotAnswer>({ key: "forgot-password" });
  const { form, problem, onSubmit } = useProblemForm({
    id: "forgot-dialog",
    schema: forgotPasswordSchema,
    problems: FORGOT_PASSWORD_PROBLEMS,
    lastResult: fetcher.data?.result,
  });
  const sent = fetcher.state === "idle" && fetcher.data?.sent;
  useEffect(() => {
    if (!sent) return;
    toast({ title: ACCOUNT_SUCCESS.resetLinkSent.title, description: ACCOUNT_SUCCESS.resetLinkSent.description, variant: "success" });
    onClose();
  }, [sent, fetcher.data, onClose]);

  return (
    <ModalDialog open={open} onClose={onClose} titleId="forgot-dialog-title" describedBy="forgot-dialog-text" testId="forgot-password-dialog">
      <h2 id="forgot-dialog-title" className="text-xl font-bold">
        Reset your password
      </h2>
      <p id="forgot-dialog-text" className="mt-1 text-sm text-slate-700">
        Enter your email and we'll send you a link to choose a new password.
      </p>
      {/* A dialog opened again starts clean: the last refusal belongs to the last attempt. */}
      <FormAlert problem={fetcher.data?.sent ? null : problem} className="mt-3" />
      <fetcher.Form method="post" action="/login" id={form.id} noValidate onSubmit={onSubmit} className="mt-4 space-y-3">
        <ForgotPasswordFields id="forgot-dialog-email" />
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={fetcher.state !== "idle"}>
            {fetcher.state !== "idle" ? "Sending..." : "Send Reset Link"}
          </button>
        </div>
      </fetcher.Form>
    </ModalDialog>
  );
}

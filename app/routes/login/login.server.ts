// /login's action: the register, sign-in and forgot-password forms post here (with JavaScript
// through Remix, without it as plain forms). Each runs the same operation, through the same
// edge, as its /api route.
import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { FORGOT_PASSWORD_FORM, LOGIN_FORM, REGISTER_FORM } from "~/http/account-forms.server";
import { operationContext } from "~/http/context.server";
import { formReply, refusalStatus, submitForm } from "~/http/forms.server";
import { secondStepAnswer } from "~/http/admin-sign-in.server";
import { startSession } from "~/http/session.server";
import { successAnswer } from "~/http/success.server";
import { ACCOUNT_SUCCESS } from "~/lib/schemas/account";
import type { AccountUser } from "~/services/accounts/accounts.server";
import { register, sendPasswordResetLink, signIn } from "~/services/accounts/auth.server";

export const REDIRECT_DELAY_MS = 500;

// Typed values come back into the form after a refusal; passwords never do.
const SECRET_FIELDS = ["password"];

export async function loginAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const ctx = await operationContext(request, context);
  const intent = formData.get("intent");

  if (intent === "forgot") {
    const { submission, outcome } = await submitForm(FORGOT_PASSWORD_FORM, formData, ctx, sendPasswordResetLink);
    if (!outcome.ok)
      return json({ intent: "forgot" as const, result: formReply(FORGOT_PASSWORD_FORM, submission, outcome), sent: false }, { status: refusalStatus(outcome) });
    return json({ intent: "forgot" as const, result: submission.reply({ resetForm: true }), sent: true });
  }

  // §9: on to the profile after 0.5 s, long enough to read the toast.
  const signedIn = async (user: AccountUser, message: { title: string; description: string }) =>
    successAnswer(request, formData, { to: "/profile", ...message, afterMs: REDIRECT_DELAY_MS }, await startSession(user.id, request));

  if (intent === "login") {
    const { submission, outcome } = await submitForm(LOGIN_FORM, formData, ctx, (input, c) => signIn(input, c, { via: "form", returnTo: "/admin" }));
    if (!outcome.ok)
      return json(
        { intent: "login" as const, result: formReply(LOGIN_FORM, submission, outcome, SECRET_FIELDS), sent: false },
        { status: refusalStatus(outcome) },
      );
    // An admin's password alone starts no session: the second factor comes next (issue 24).
    if (outcome.challengeToken) return secondStepAnswer(request, formData, outcome.challengeToken);
    return signedIn(outcome.user, ACCOUNT_SUCCESS.login);
  }

  const { submission, outcome } = await submitForm(REGISTER_FORM, formData, ctx, register);
  if (!outcome.ok)
    return json(
      { intent: "register" as const, result: formReply(REGISTER_FORM, submission, outcome, SECRET_FIELDS), sent: false },
      { status: refusalStatus(outcome) },
    );
  return signedIn(outcome.user, ACCOUNT_SUCCESS.register);
}

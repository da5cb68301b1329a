import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { PasswordInput } from "~/components/account/password-input";
import { FormAlert } from "~/components/ui/form-alert";
import { useProblemForm } from "~/components/ui/use-problem-form";
import { operationContext } from "~/http/context.server";
import { flashHeaders } from "~/http/flash.server";
import { RESET_PASSWORD_FORM } from "~/http/account-forms.server";
import { formReply, refusalStatus, submitForm } from "~/http/forms.server";
import { ACCOUNT_PROBLEMS, ACCOUNT_SUCCESS, PASSWORD_MIN, RESET_PASSWORD_PROBLEMS, resetPasswordSchema } from "~/lib/schemas/account";
import { setNewPassword } from "~/services/accounts/auth.server";

// /reset-password?token=… (accounts-admin-sales.md §2, §5, §8), reached from the emailed link.
// Without a token: the §8 toast and back to /login. On success: to /login to sign in again.
export const meta: MetaFunction = () => [{ title: "Reset Your Password | Upskill Academy" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token")?.trim();
  if (!token) {
    return redirect("/login?mode=login", { headers: await flashHeaders(request, { kind: "error", ...ACCOUNT_PROBLEMS.noResetToken }) });
  }
  // The token stays out of other sites' logs: no Referer leaves this page.
  return json({ token }, { headers: { "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" } });
}

const SECRET_FIELDS = ["newPassword", "confirmPassword"];

export async function action({ request, context }: ActionFunctionArgs) {
  const { submission, outcome } = await submitForm(RESET_PASSWORD_FORM, await request.formData(), await operationContext(request, context), setNewPassword);
  if (!outcome.ok) return json({ result: formReply(RESET_PASSWORD_FORM, submission, outcome, SECRET_FIELDS) }, { status: refusalStatus(outcome) });
  return redirect("/login?mode=login", { headers: await flashHeaders(request, { kind: "success", ...ACCOUNT_SUCCESS.passwordReset }) });
}

export default function ResetPasswordPage() {
  const { token } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const { form, problem, onSubmit } = useProblemForm({
    id: "reset-password",
    schema: resetPasswordSchema,
    problems: RESET_PASSWORD_PROBLEMS,
    lastResult: answer?.result,
  });
  const busy = navigation.state === "submitting";
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Reset Your Password</h1>
        <p className="mt-1 text-sm text-slate-700">Choose a new password of at least {PASSWORD_MIN} characters. Other devices will be signed out.</p>
        <FormAlert problem={problem} className="mt-4" />
        <Form method="post" id={form.id} noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
          <input type="hidden" name="token" value={token} />
          <PasswordInput id="newPassword" name="newPassword" label="New Password" autoComplete="new-password" />
          <PasswordInput id="confirmPassword" name="confirmPassword" label="Confirm New Password" autoComplete="new-password" />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? "Resetting..." : "Reset Password"}
          </button>
        </Form>
        <p className="mt-5 text-center text-sm">
          <Link to="/login?mode=login" className="font-medium text-brand-700 underline">
            Back to sign in
          </Link>
        </p>
      </div>
    </main>
  );
}

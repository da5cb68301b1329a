import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { PasswordInput } from "~/components/account/password-input";
import { sendJson } from "~/components/account/send-json";
import { useHydrated } from "~/components/toolkit/use-hydrated";
import { useFormProblem } from "~/components/ui/use-form-problem";
import { FormAlert } from "~/components/ui/form-alert";
import { toast } from "~/components/ui/use-toast";
import { ACCOUNT_PROBLEMS, ACCOUNT_SUCCESS, checkNewPassword, PASSWORD_MIN } from "~/lib/schemas/account";
import { readFields, setNewPassword } from "~/services/auth.server";
import { flashHeaders } from "~/services/flash.server";

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

export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await setNewPassword((await readFields(request)) ?? {}, context.clientIp ?? "unknown", true);
  if (!outcome.ok) return json({ problem: outcome.problem }, { status: outcome.status });
  return redirect("/login?mode=login", { headers: await flashHeaders(request, { kind: "success", ...outcome.message }) });
}

export default function ResetPasswordPage() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { problem, fail } = useFormProblem();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = Object.fromEntries(new FormData(event.currentTarget));
    const checked = checkNewPassword(fields, { needsConfirmation: true });
    if (!checked.ok) return fail(checked.problem);
    setPending(true);
    const outcome = await sendJson("POST", "/api/reset-password", { ...checked.value, confirmPassword: fields.confirmPassword }, ACCOUNT_PROBLEMS.resetFailed);
    setPending(false);
    if (!outcome.ok) return fail(outcome.problem);
    toast({ title: ACCOUNT_SUCCESS.passwordReset.title, description: ACCOUNT_SUCCESS.passwordReset.description, variant: "success" });
    navigate("/login?mode=login");
  };

  const busy = pending || navigation.state === "submitting";
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Reset Your Password</h1>
        <p className="mt-1 text-sm text-slate-700">Choose a new password of at least {PASSWORD_MIN} characters. Other devices will be signed out.</p>
        <FormAlert problem={problem ?? result?.problem} className="mt-4" />
        <Form method="post" noValidate onSubmit={hydrated ? submit : undefined} className="mt-5 space-y-4">
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

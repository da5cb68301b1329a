import type { SubmissionResult } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { PasswordInput } from "~/components/account/password-input";
import { FormAlert } from "~/components/ui/form-alert";
import { ScriptedField, useScriptedSuccess } from "~/components/ui/scripted-success";
import { TextField } from "~/components/ui/text-field";
import { useProblemForm } from "~/components/ui/use-problem-form";
import {
  ADMIN_NEW_PASSWORD_PROBLEMS,
  ADMIN_PASSWORD_MIN,
  adminNewPasswordSchema,
  ENROL_PROBLEMS,
  SECOND_FACTOR_PROBLEMS,
  secondFactorSchema,
} from "~/lib/schemas/account";
import { groupSecret } from "~/lib/two-factor-codes";
import type { ScriptedSuccess } from "~/lib/scripted-submission";
import { twoFactorAction, twoFactorLoader } from "./two-factor.server";

// /login/two-factor (issue 24, item 5): an admin's sign-in after the right password. The code of
// the authenticator app (or a recovery code); a new password when the one typed is too weak for an
// admin; at the first admin sign-in, setting up the app (the key as text and as a QR code made on
// the server) and the ten recovery codes, shown once. Every step is a plain form.
export const meta: MetaFunction = () => [{ title: "Two-Factor Sign-In | Upskill Academy" }, { name: "robots", content: "noindex" }];

export const headers = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });

export const loader = twoFactorLoader;
export const action = twoFactorAction;

type LastResult = SubmissionResult<string[]> | null | undefined;
type Answer = { intent: string; result?: LastResult; recoveryCodes?: string[]; returnTo?: string; success?: ScriptedSuccess } | undefined;

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {children}
      </div>
    </main>
  );
}

export default function TwoFactorPage() {
  const { view } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer;
  useScriptedSuccess(answer?.success);
  const lastResult = (intent: string) => (answer?.intent === intent ? answer.result : undefined);

  if (answer?.recoveryCodes) return <RecoveryCodes codes={answer.recoveryCodes} returnTo={answer.returnTo ?? "/admin"} />;
  switch (view.step) {
    case "verify":
      return (
        <Panel title="Two-Factor Sign-In">
          <p className="mt-1 text-sm text-slate-700">
            Enter the 6-digit code your authenticator app shows for <strong>{view.email}</strong>. Lost your phone? Enter one of your recovery codes instead.
          </p>
          <CodeForm intent="verify" submitText="Verify" busyText="Verifying..." lastResult={lastResult("verify")} />
        </Panel>
      );
    case "new-password":
      return (
        <Panel title="Choose a New Password">
          <p className="mt-1 text-sm text-slate-700">
            Your password is too short or too common for an admin account. Choose a new one of at least {ADMIN_PASSWORD_MIN} characters; your other sessions
            will end.
          </p>
          <NewPasswordForm lastResult={lastResult("new-password")} />
        </Panel>
      );
    case "enrol":
      return (
        <Panel title="Set Up Two-Factor Sign-In">
          <p className="mt-1 text-sm text-slate-700">
            Admin accounts confirm every sign-in with a code from an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password).
          </p>
          <ol className="mt-4 list-decimal space-y-3 pl-5 text-sm text-slate-800">
            <li>
              Scan this QR code with the app:
              <img
                src={view.qrDataUri}
                alt={`QR code to add ${view.email} to an authenticator app`}
                width={192}
                height={192}
                className="mt-2 rounded border border-slate-200"
              />
            </li>
            <li>
              Or type this key into the app:{" "}
              <code data-testid="totp-secret" className="block break-all rounded bg-slate-100 px-2 py-1 font-mono text-base">
                {groupSecret(view.secret)}
              </code>
            </li>
            <li>Enter the 6-digit code the app shows now.</li>
          </ol>
          <CodeForm intent="enrol" submitText="Turn On Two-Factor Sign-In" busyText="Checking..." lastResult={lastResult("enrol")} />
        </Panel>
      );
    default:
      return (
        <Panel title="Sign-In Expired">
          <p className="mt-2 text-slate-700">Your sign-in was not finished in time. Please enter your email and password again.</p>
          <p className="mt-5">
            <Link to="/admin" className="btn-primary inline-block">
              Sign in again
            </Link>
          </p>
        </Panel>
      );
  }
}

function CodeForm({ intent, submitText, busyText, lastResult }: { intent: "verify" | "enrol"; submitText: string; busyText: string; lastResult: LastResult }) {
  const { form, problem, onSubmit } = useProblemForm({
    id: `two-factor-${intent}`,
    schema: secondFactorSchema,
    problems: intent === "enrol" ? ENROL_PROBLEMS : SECOND_FACTOR_PROBLEMS,
    lastResult,
  });
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <FormAlert problem={problem} className="mt-4" />
      <Form method="post" id={form.id} noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
        <input type="hidden" name="intent" value={intent} />
        <ScriptedField />
        <TextField
          id="code"
          name="code"
          label={intent === "enrol" ? "Code from the app" : "Code"}
          autoComplete="one-time-code"
          maxLength={64}
          required
          spellCheck={false}
          autoCapitalize="off"
        />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? busyText : submitText}
        </button>
      </Form>
    </>
  );
}

function NewPasswordForm({ lastResult }: { lastResult: LastResult }) {
  const { form, problem, onSubmit } = useProblemForm({
    id: "admin-new-password",
    schema: adminNewPasswordSchema,
    problems: ADMIN_NEW_PASSWORD_PROBLEMS,
    lastResult,
  });
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <FormAlert problem={problem} className="mt-4" />
      <Form method="post" id={form.id} noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
        <input type="hidden" name="intent" value="new-password" />
        <ScriptedField />
        <PasswordInput id="newPassword" name="newPassword" label="New Password" autoComplete="new-password" />
        <PasswordInput id="confirmPassword" name="confirmPassword" label="Confirm New Password" autoComplete="new-password" />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Saving..." : "Save New Password"}
        </button>
      </Form>
    </>
  );
}

function RecoveryCodes({ codes, returnTo }: { codes: string[]; returnTo: string }) {
  return (
    <Panel title="Save Your Recovery Codes">
      <p className="mt-1 text-sm text-slate-700">
        Two-factor sign-in is on. If you lose your phone, each of these codes signs you in once in place of a code from the app. Keep them somewhere safe: they
        are shown only now.
      </p>
      <ol data-testid="recovery-codes" className="mt-4 grid grid-cols-2 gap-2 font-mono text-base">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ol>
      <p className="mt-6">
        <a href={returnTo} className="btn-primary inline-block">
          I have saved them: continue to the dashboard
        </a>
      </p>
    </Panel>
  );
}

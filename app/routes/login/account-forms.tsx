import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { PasswordInput } from "~/components/account/password-input";
import { FormAlert } from "~/components/ui/form-alert";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { ScriptedField } from "~/components/ui/scripted-success";
import { TextField } from "~/components/ui/text-field";
import { useProblemForm } from "~/components/ui/use-problem-form";
import { FIELD_MAX, LOGIN_PROBLEMS, loginSchema, PASSWORD_MIN, REGISTER_PROBLEMS, registerSchema } from "~/lib/schemas/account";

type LastResult = SubmissionResult<string[]> | null | undefined;

const value = (initial: unknown) => (typeof initial === "string" ? initial : undefined);

/** The frame both forms share: the problem, the hidden fields, the submit button. */
function AccountForm({
  intent,
  label,
  formId,
  problem,
  onSubmit,
  analysisId,
  busy,
  submitText,
  busyText,
  children,
}: {
  intent: "register" | "login";
  label: string;
  formId: string;
  problem: ReturnType<typeof useProblemForm>["problem"];
  onSubmit: ReturnType<typeof useProblemForm>["onSubmit"];
  analysisId: number | null;
  busy: boolean;
  submitText: string;
  busyText: string;
  children: ReactNode;
}) {
  return (
    <>
      <FormAlert problem={problem} className="mt-4" />
      <Form method="post" id={formId} noValidate onSubmit={onSubmit} className="mt-5 space-y-4" aria-label={label}>
        <input type="hidden" name="intent" value={intent} />
        <ScriptedField />
        <input type="hidden" name="analysisId" value={analysisId ?? ""} />
        {children}
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? busyText : submitText}
        </button>
      </Form>
    </>
  );
}

function EmailField({ initialValue, invalid }: { initialValue: unknown; invalid: boolean }) {
  return (
    <TextField
      id="email"
      name="email"
      label="Email"
      type="email"
      autoComplete="email"
      maxLength={FIELD_MAX.email}
      required
      defaultValue={value(initialValue)}
      aria-invalid={invalid ? true : undefined}
    />
  );
}

/** Create Your Account (§2, §5): posts to /login with intent=register. */
export function RegisterForm({ analysisId, lastResult, succeeded }: { analysisId: number | null; lastResult: LastResult; succeeded: boolean }) {
  const { form, fields, problem, onSubmit } = useProblemForm({ id: "register", schema: registerSchema, problems: REGISTER_PROBLEMS, lastResult });
  const busy = useNavigation().state !== "idle" || succeeded;
  return (
    <AccountForm
      intent="register"
      label="Create your account"
      formId={form.id}
      problem={problem}
      onSubmit={onSubmit}
      analysisId={analysisId}
      busy={busy}
      submitText="Create Account"
      busyText="Creating account..."
    >
      <TextField
        id="username"
        name="username"
        label="Full Name"
        autoComplete="name"
        maxLength={FIELD_MAX.username}
        required
        defaultValue={value(fields.username.initialValue)}
        aria-invalid={fields.username.errors ? true : undefined}
      />
      <EmailField initialValue={fields.email.initialValue} invalid={Boolean(fields.email.errors)} />
      <PasswordInput id="password" name="password" label="Password" autoComplete="new-password" hint={`At least ${PASSWORD_MIN} characters.`} />
      <TextField
        id="companyName"
        name="companyName"
        label="Company Name"
        autoComplete="organization"
        maxLength={FIELD_MAX.companyName}
        defaultValue={value(fields.companyName.initialValue)}
      />
      <TextField
        id="jobTitle"
        name="jobTitle"
        label="Job Title"
        autoComplete="organization-title"
        maxLength={FIELD_MAX.jobTitle}
        defaultValue={value(fields.jobTitle.initialValue)}
      />
      <div>
        <label htmlFor="roleDescription" className="label">
          Role Description <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <textarea
          id="roleDescription"
          name="roleDescription"
          rows={3}
          maxLength={FIELD_MAX.roleDescription}
          defaultValue={value(fields.roleDescription.initialValue)}
          className="field"
        />
      </div>
      <HoneypotField />
    </AccountForm>
  );
}

/** Welcome Back (§2, §5): posts to /login with intent=login. */
export function SignInForm({ analysisId, lastResult, succeeded }: { analysisId: number | null; lastResult: LastResult; succeeded: boolean }) {
  const { form, fields, problem, onSubmit } = useProblemForm({ id: "login", schema: loginSchema, problems: LOGIN_PROBLEMS, lastResult });
  const busy = useNavigation().state !== "idle" || succeeded;
  return (
    <AccountForm
      intent="login"
      label="Sign in"
      formId={form.id}
      problem={problem}
      onSubmit={onSubmit}
      analysisId={analysisId}
      busy={busy}
      submitText="Sign In"
      busyText="Signing in..."
    >
      <EmailField initialValue={fields.email.initialValue} invalid={Boolean(fields.email.errors)} />
      <PasswordInput id="password" name="password" label="Password" autoComplete="current-password" />
    </AccountForm>
  );
}

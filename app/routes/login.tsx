import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { ForgotPasswordDialog } from "~/components/account/forgot-password-dialog";
import { PasswordInput } from "~/components/account/password-input";
import { sendJson } from "~/components/account/send-json";
import { useHydrated } from "~/components/toolkit/use-hydrated";
import { useFormProblem } from "~/components/ui/use-form-problem";
import { FormAlert } from "~/components/ui/form-alert";
import { TextField } from "~/components/ui/text-field";
import { toast } from "~/components/ui/use-toast";
import {
  ACCOUNT_PROBLEMS,
  ACCOUNT_SUCCESS,
  checkLogin,
  checkRegistration,
  FIELD_MAX,
  HONEYPOT_FIELD,
  PASSWORD_MIN,
} from "~/lib/schemas/account";
import type { FormProblem } from "~/lib/schemas/report";
import { latestVisitToolkit } from "~/services/accounts.server";
import { authenticate, forgotPassword, readFields } from "~/services/auth.server";
import { getCurrentUser } from "~/services/current-user.server";
import { flashHeaders } from "~/services/flash.server";
import { readVisitId } from "~/services/visit.server";

// /login (accounts-admin-sales.md §2, §4, §5, §8): Create Your Account and Welcome Back on one
// screen. Without JavaScript each form posts here and the server answers with the page (errors)
// or a redirect; with it the page calls the /api routes, toasts, and moves on to /profile after
// 0.5 s. Both ways run the same service functions.
export const meta: MetaFunction = () => [{ title: "Sign In or Create Your Account | Upskill Academy" }];

export const REDIRECT_DELAY_MS = 500;
type Mode = "register" | "login";

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getCurrentUser(request)) return redirect("/profile");
  const url = new URL(request.url);
  const mode: Mode = url.searchParams.get("mode") === "login" ? "login" : "register";
  const fromQuery = url.searchParams.get("analysisId");
  // §2: the analysisId comes from the query, else from what this visitor made last.
  const analysisId = fromQuery && /^\d{1,9}$/.test(fromQuery) ? Number(fromQuery) : await latestVisitToolkit(await readVisitId(request));
  return json({ mode, analysisId, forgot: url.searchParams.get("forgot") === "1" });
}

type Intent = "login" | "register" | "forgot";
interface ActionResult {
  intent: Intent;
  problem?: FormProblem;
  sent?: FormProblem;
  values: Record<string, string>;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const fields = (await readFields(request)) ?? {};
  const intent: Intent = fields.intent === "login" || fields.intent === "forgot" ? fields.intent : "register";
  // Typed values come back into the form after a refusal; passwords never do.
  const { password: _p, ...values } = fields;
  const clientIp = context.clientIp ?? "unknown";
  if (intent === "forgot") {
    const outcome = await forgotPassword(fields, clientIp);
    if (!outcome.ok) return json<ActionResult>({ intent, problem: outcome.problem, values }, { status: outcome.status });
    return json<ActionResult>({ intent, sent: outcome.message, values: {} });
  }
  const outcome = await authenticate(intent, request, fields, clientIp);
  if (!outcome.ok) return json<ActionResult>({ intent, problem: outcome.problem, values }, { status: outcome.status });
  const headers = await flashHeaders(request, { kind: "success", ...outcome.message });
  headers.append("Set-Cookie", outcome.setCookie!);
  return redirect("/profile", { headers });
}

export default function LoginPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const mode: Mode = result && result.intent !== "forgot" ? result.intent : loaded.mode;
  const { problem, setProblem, fail } = useFormProblem();
  const [pending, setPending] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => setProblem(null), [mode]);

  const shownProblem = problem ?? (result?.intent === mode ? result.problem : null);
  const values = result?.intent === mode ? result.values : {};
  const busy = pending || navigation.state === "submitting";

  // With JavaScript: the same checks first (no call when they fail), then the API.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const checked = mode === "login" ? checkLogin(fields) : checkRegistration(fields);
    if (!checked.ok) return fail(checked.problem);
    setPending(true);
    const url = mode === "login" ? "/api/login" : "/api/register";
    const fallback = mode === "login" ? ACCOUNT_PROBLEMS.loginFailed : ACCOUNT_PROBLEMS.registerFailed;
    const outcome = await sendJson(
      "POST",
      url,
      mode === "login" ? { email: fields.email, password: fields.password, analysisId: fields.analysisId } : fields,
      fallback,
    );
    if (!outcome.ok) {
      setPending(false);
      return fail(outcome.problem);
    }
    setProblem(null);
    const done = mode === "login" ? ACCOUNT_SUCCESS.login : ACCOUNT_SUCCESS.register;
    toast({ title: done.title, description: done.description, variant: "success" });
    // §9: on to the profile after 0.5 s, long enough to read the toast.
    timer.current = setTimeout(() => navigate("/profile"), REDIRECT_DELAY_MS);
  };

  const switchTo = (next: Mode) => {
    const params = new URLSearchParams({ mode: next });
    if (loaded.analysisId) params.set("analysisId", String(loaded.analysisId));
    return `/login?${params}`;
  };

  return (
    <main id="main" className="mx-auto max-w-md px-4 py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{mode === "register" ? "Create Your Account" : "Welcome Back"}</h1>
        <p className="mt-1 text-sm text-slate-700">
          {mode === "register"
            ? loaded.analysisId
              ? "Save your AI toolkit to your profile and keep your reports in one place."
              : "Keep your AI toolkits and reports in one place."
            : "Sign in to see your AI Toolboxes and reports."}
        </p>
        <FormAlert problem={shownProblem} className="mt-4" />
        {result?.sent ? (
          <div role="status" className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-emerald-900">
            <p className="font-semibold">{result.sent.title}</p>
            <p className="text-sm">{result.sent.description}</p>
          </div>
        ) : null}
        <Form method="post" noValidate onSubmit={hydrated ? submit : undefined} className="mt-5 space-y-4" aria-label={mode === "register" ? "Create your account" : "Sign in"}>
          <input type="hidden" name="intent" value={mode} />
          <input type="hidden" name="analysisId" value={loaded.analysisId ?? ""} />
          {mode === "register" ? (
            <>
              <TextField id="username" name="username" label="Full Name" autoComplete="name" maxLength={FIELD_MAX.username} required defaultValue={values.username} />
              <TextField id="email" name="email" label="Email" type="email" autoComplete="email" maxLength={FIELD_MAX.email} required defaultValue={values.email} />
              <PasswordInput id="password" name="password" label="Password" autoComplete="new-password" hint={`At least ${PASSWORD_MIN} characters.`} />
              <TextField id="companyName" name="companyName" label="Company Name" autoComplete="organization" maxLength={FIELD_MAX.companyName} defaultValue={values.companyName} />
              <TextField id="jobTitle" name="jobTitle" label="Job Title" autoComplete="organization-title" maxLength={FIELD_MAX.jobTitle} defaultValue={values.jobTitle} />
              <div>
                <label htmlFor="roleDescription" className="label">
                  Role Description <span className="font-normal text-slate-600">(optional)</span>
                </label>
                <textarea id="roleDescription" name="roleDescription" rows={3} maxLength={FIELD_MAX.roleDescription} defaultValue={values.roleDescription} className="field" />
              </div>
              {/* Honeypot: people never see or fill it; bots filling every field are refused. */}
              <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
                <label htmlFor={HONEYPOT_FIELD}>Website</label>
                <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
              </div>
            </>
          ) : (
            <>
              <TextField id="email" name="email" label="Email" type="email" autoComplete="email" maxLength={FIELD_MAX.email} required defaultValue={values.email} />
              <PasswordInput id="password" name="password" label="Password" autoComplete="current-password" />
            </>
          )}
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? (mode === "register" ? "Creating account..." : "Signing in...") : mode === "register" ? "Create Account" : "Sign In"}
          </button>
        </Form>
        {mode === "login" ? (
          <p className="mt-3 text-center text-sm">
            <a
              href="/login?mode=login&forgot=1#forgot"
              className="font-medium text-brand-700 underline"
              onClick={(event) => {
                if (!hydrated) return;
                event.preventDefault();
                setForgotOpen(true);
              }}
            >
              Forgot your password?
            </a>
          </p>
        ) : null}
        <p className="mt-5 border-t border-slate-100 pt-4 text-center text-sm text-slate-700">
          {mode === "register" ? "Already have an account? " : "New here? "}
          <Link to={switchTo(mode === "register" ? "login" : "register")} replace preventScrollReset className="font-semibold text-brand-700 underline">
            {mode === "register" ? "Sign in" : "Create an account"}
          </Link>
        </p>
      </div>
      {/* Without JavaScript the forgot-password dialog is a section of the page. */}
      {!hydrated && (loaded.forgot || result?.intent === "forgot") ? (
        <section id="forgot" aria-labelledby="forgot-title" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="forgot-title" className="text-lg font-bold">
            Reset your password
          </h2>
          <p className="mt-1 text-sm text-slate-700">Enter your email and we'll send you a link to choose a new password.</p>
          <FormAlert problem={result?.intent === "forgot" ? result.problem : null} className="mt-3" />
          <Form method="post" noValidate className="mt-4 space-y-3">
            <input type="hidden" name="intent" value="forgot" />
            <TextField id="forgot-email" name="email" label="Email" type="email" autoComplete="email" maxLength={FIELD_MAX.email} required defaultValue={result?.intent === "forgot" ? result.values.email : ""} />
            <button type="submit" className="btn-primary w-full">
              Send Reset Link
            </button>
          </Form>
        </section>
      ) : null}
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </main>
  );
}

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { useCallback, useState } from "react";
import { ForgotPasswordDialog, ForgotPasswordFields } from "~/components/account/forgot-password-form";
import { FormAlert } from "~/components/ui/form-alert";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useScriptedSuccess } from "~/components/ui/scripted-success";
import { useProblemForm } from "~/components/ui/use-problem-form";
import { getCurrentUser } from "~/http/session.server";
import { readVisitId } from "~/http/visit.server";
import { ACCOUNT_SUCCESS, FORGOT_PASSWORD_PROBLEMS, forgotPasswordSchema } from "~/lib/schemas/account";
import { parseAnalysisId } from "~/lib/schemas/analysis-id";
import { latestVisitToolkit } from "~/services/accounts/accounts.server";
import { RegisterForm, SignInForm } from "./account-forms";
import { loginAction } from "./login.server";

// /login (accounts-admin-sales.md §2, §4, §5, §8): Create Your Account and Welcome Back on one
// screen, and the forgot-password form. Every form posts to this route's action, with JavaScript
// (through Remix, the forgot-password dialog through a fetcher) and without; the action runs the
// same operations as the /api routes.
export const meta: MetaFunction = () => [{ title: "Sign In or Create Your Account | Upskill Academy" }];

type Mode = "register" | "login";

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getCurrentUser(request)) return redirect("/profile");
  const url = new URL(request.url);
  const mode: Mode = url.searchParams.get("mode") === "login" ? "login" : "register";
  // §2: the analysisId comes from the query, else from what this visitor made last.
  const analysisId = parseAnalysisId(url.searchParams.get("analysisId")) ?? (await latestVisitToolkit(await readVisitId(request)));
  return json({ mode, analysisId, forgot: url.searchParams.get("forgot") === "1" });
}

export const action = (args: ActionFunctionArgs) => loginAction(args);

// After a successful sign-in the loader would send the page to /profile at once; the toast has
// its 0.5 s first (§9), then the page goes there itself.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult && typeof actionResult === "object" && "success" in actionResult ? false : defaultShouldRevalidate;

export default function LoginPage() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const hydrated = useHydrated();
  const refused = answer && "intent" in answer ? answer : undefined;
  const success = answer && "success" in answer ? answer.success : undefined;
  useScriptedSuccess(success);
  const mode: Mode = refused && refused.intent !== "forgot" ? refused.intent : loaded.mode;
  const [forgotOpen, setForgotOpen] = useState(false);
  const closeForgot = useCallback(() => setForgotOpen(false), []);
  const lastResult = refused?.intent === mode ? refused.result : undefined;

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
        {refused?.intent === "forgot" && refused.sent ? (
          <div role="status" className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-emerald-900">
            <p className="font-semibold">{ACCOUNT_SUCCESS.resetLinkSent.title}</p>
            <p className="text-sm">{ACCOUNT_SUCCESS.resetLinkSent.description}</p>
          </div>
        ) : null}
        {mode === "register" ? (
          <RegisterForm key="register" analysisId={loaded.analysisId} lastResult={lastResult} succeeded={Boolean(success)} />
        ) : (
          <SignInForm key="login" analysisId={loaded.analysisId} lastResult={lastResult} succeeded={Boolean(success)} />
        )}
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
      {!hydrated && (loaded.forgot || refused?.intent === "forgot") ? (
        <ForgotPasswordSection lastResult={refused?.intent === "forgot" ? refused.result : undefined} />
      ) : null}
      <ForgotPasswordDialog open={forgotOpen} onClose={closeForgot} />
    </main>
  );
}

function ForgotPasswordSection({ lastResult }: { lastResult: Parameters<typeof useProblemForm>[0]["lastResult"] }) {
  const { form, problem, onSubmit } = useProblemForm({ id: "forgot-page", schema: forgotPasswordSchema, problems: FORGOT_PASSWORD_PROBLEMS, lastResult });
  const email = lastResult?.initialValue?.email;
  return (
    <section id="forgot" aria-labelledby="forgot-title" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="forgot-title" className="text-lg font-bold">
        Reset your password
      </h2>
      <p className="mt-1 text-sm text-slate-700">Enter your email and we'll send you a link to choose a new password.</p>
      <FormAlert problem={problem} className="mt-3" />
      <Form method="post" id={form.id} noValidate onSubmit={onSubmit} className="mt-4 space-y-3">
        <ForgotPasswordFields id="forgot-email" defaultEmail={typeof email === "string" ? email : undefined} />
        <button type="submit" className="btn-primary w-full">
          Send Reset Link
        </button>
      </Form>
    </section>
  );
}

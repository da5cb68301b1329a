import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { LogoutButton } from "~/components/account/logout-button";
import { AdminSignInFields } from "~/components/account/admin-sign-in-fields";
import { FormAlert } from "~/components/ui/form-alert";
import { useProblemForm } from "~/components/ui/use-problem-form";
import { operationContext } from "~/http/context.server";
import { successAnswer } from "~/http/success.server";
import { ADMIN_LOGIN_FORM } from "~/http/account-forms.server";
import { formReply, refusalStatus, submitForm } from "~/http/forms.server";
import { getCurrentUser, startSession } from "~/http/session.server";
import { ACCOUNT_PROBLEMS, ACCOUNT_SUCCESS, ADMIN_LOGIN_PROBLEMS, adminLoginSchema } from "~/lib/schemas/account";
import { findUserById } from "~/services/accounts.server";
import { signInAdmin } from "~/services/auth.server";
import { getPlatformStats, RECENT_DAYS } from "~/services/platform-stats.server";

// /admin (accounts-admin-sales.md §2, §4, §6). Access is decided here on the server (DESIGN.md
// §4): signed out, the Authentication Required form; signed in without the admin role, Access
// Denied (403); an admin, the dashboard's header and stat cards.
export const meta: MetaFunction = () => [{ title: "Admin Dashboard | Upskill Academy" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const current = await getCurrentUser(request);
  if (!current) return json({ state: "signed-out" as const }, { status: 401, headers: { "Cache-Control": "no-store" } });
  if (current.role !== "admin") return json({ state: "denied" as const }, { status: 403, headers: { "Cache-Control": "no-store" } });
  const [user, stats] = await Promise.all([findUserById(current.id), getPlatformStats()]);
  return json({ state: "admin" as const, name: user?.username ?? current.username, stats, recentDays: RECENT_DAYS }, { headers: { "Cache-Control": "no-store" } });
}

/**
 * The admin sign-in: this page's Authentication Required form and the footer's Admin Login
 * dialog (through a fetcher) both post here. On success the dashboard loads (§2).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const { submission, outcome } = await submitForm(ADMIN_LOGIN_FORM, formData, await operationContext(request, context), signInAdmin);
  if (!outcome.ok) return json({ result: formReply(ADMIN_LOGIN_FORM, submission, outcome, ["password"]) }, { status: refusalStatus(outcome) });
  // §9: the footer dialog's success loads the dashboard in full about 100 ms later.
  const success = { to: "/admin", ...ACCOUNT_SUCCESS.adminLogin, afterMs: 100, reload: true };
  return successAnswer(request, formData, success, await startSession(outcome.user.id, request));
}

export default function AdminPage() {
  const data = useLoaderData<typeof loader>();
  if (data.state === "signed-out") return <AdminSignIn />;
  if (data.state === "denied") {
    return (
      <main id="main" className="mx-auto max-w-md px-4 py-12 text-center">
        <h1 className="text-2xl font-bold">{ACCOUNT_PROBLEMS.adminDenied.title}</h1>
        <p className="mt-2 text-slate-700">{ACCOUNT_PROBLEMS.adminDenied.description}</p>
      </main>
    );
  }
  const cards = [
    { label: "Total Users", value: data.stats.totalUsers },
    { label: `New Users (${data.recentDays} days)`, value: data.stats.recentSignups },
    { label: "Toolkits Generated", value: data.stats.totalAnalyses },
    { label: "Toolkits (24 hours)", value: data.stats.analysesLast24h },
  ];
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">Admin Dashboard</h1>
          <p className="mt-1 text-slate-700">Welcome back, {data.name}.</p>
        </div>
        <LogoutButton />
      </div>
      <ul className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.label} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <p className="text-sm text-slate-600">{card.label}</p>
            <p className="mt-1 text-3xl font-bold text-slate-900">{card.value.toLocaleString("en-US")}</p>
          </li>
        ))}
      </ul>
      {data.stats.topCategories.length ? (
        <section aria-labelledby="top-categories" className="mt-8">
          <h2 id="top-categories" className="text-xl font-bold">
            Top job categories
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {data.stats.topCategories.map((c) => (
              <li key={c.category} className="chip">
                {c.category}: {c.count}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

function AdminSignIn() {
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const { form, problem, onSubmit } = useProblemForm({ id: "admin-page-login", schema: adminLoginSchema, problems: ADMIN_LOGIN_PROBLEMS, lastResult: answer?.result });
  const busy = navigation.state === "submitting";
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">{ACCOUNT_PROBLEMS.adminSignedOut.title}</h1>
        <p className="mt-1 text-slate-700">{ACCOUNT_PROBLEMS.adminSignedOut.description}</p>
        <FormAlert problem={problem} className="mt-4" />
        <Form method="post" id={form.id} noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
          <AdminSignInFields idPrefix="admin-page" defaultEmail={answer?.result.initialValue?.email} />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? "Signing in..." : "Sign In"}
          </button>
        </Form>
      </div>
    </main>
  );
}

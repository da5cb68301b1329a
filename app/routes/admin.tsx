import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, Outlet, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { LogoutButton } from "~/components/account/logout-button";
import { AdminSignInFields } from "~/components/account/admin-sign-in-fields";
import { formatDateTime } from "~/components/admin/table-controls";
import { FormAlert } from "~/components/ui/form-alert";
import { useProblemForm } from "~/components/ui/use-problem-form";
import { ADMIN_LOGIN_FORM } from "~/http/account-forms.server";
import { adminPageAccess, NO_STORE } from "~/http/admin-page.server";
import { operationContext } from "~/http/context.server";
import { formReply, refusalStatus, submitForm } from "~/http/forms.server";
import { adminReturnPath, secondStepAnswer } from "~/http/admin-sign-in.server";
import { ACCOUNT_PROBLEMS, ADMIN_LOGIN_PROBLEMS, adminLoginSchema } from "~/lib/schemas/account";
import { findUserById } from "~/services/accounts/accounts.server";
import { AUDIT_ACTION_LABELS } from "~/lib/admin-audit-labels";
import { listRecentAdminActions } from "~/services/operations/admin-audit.server";
import { countQuestionnaires } from "~/services/admin/admin-questionnaires.server";
import { signInAdmin } from "~/services/accounts/auth.server";
import { getPlatformStats, RECENT_DAYS } from "~/services/admin/platform-stats.server";

// /admin and its tabs (accounts-admin-sales.md §2, §4, §6; issue 14). Access is decided here on
// the server (DESIGN.md §4): signed out, the Authentication Required form; signed in without the
// admin role, Access Denied (403); an admin, the header, stat cards, the tabs (each its own URL,
// rendered by a child route) and the latest admin actions. Every child route checks again.
export const meta: MetaFunction = () => [{ title: "Admin Dashboard | Upskill Academy" }, { name: "robots", content: "noindex" }];

/** Personal data: never cached (DESIGN.md §4); the child tabs inherit this. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request }: LoaderFunctionArgs) {
  const access = await adminPageAccess(request);
  if (!access.ok) return access.response;
  const [user, stats, feedbackCount, recentActions] = await Promise.all([
    findUserById(access.admin.id),
    getPlatformStats(),
    countQuestionnaires(),
    listRecentAdminActions(8),
  ]);
  return json(
    { state: "admin" as const, name: user?.username ?? access.admin.username, stats, recentDays: RECENT_DAYS, feedbackCount, recentActions },
    { headers: NO_STORE },
  );
}

/**
 * The admin sign-in: the Authentication Required form of any /admin page and the footer's Admin
 * Login dialog (through a fetcher) post here. A right password goes on to the second factor at
 * /login/two-factor (issue 24), which lands back on this page when it is done (§2, §9: the
 * dialog's success loads the next page in full about 100 ms later).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const options = { via: "form", returnTo: adminReturnPath(request) } as const;
  const { submission, outcome } = await submitForm(ADMIN_LOGIN_FORM, formData, await operationContext(request, context), (input, ctx) =>
    signInAdmin(input, ctx, options),
  );
  if (!outcome.ok) return json({ result: formReply(ADMIN_LOGIN_FORM, submission, outcome, ["password"]) }, { status: refusalStatus(outcome) });
  if (outcome.challengeToken) return secondStepAnswer(request, formData, outcome.challengeToken);
  // Not reached (a form's admin sign-in always has a second step); kept so no path signs in silently.
  return json({ result: formReply(ADMIN_LOGIN_FORM, submission, { ok: false, reason: "second-factor-required" }, ["password"]) }, { status: 401 });
}

function AdminSignIn() {
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const { form, problem, onSubmit } = useProblemForm({
    id: "admin-page-login",
    schema: adminLoginSchema,
    problems: ADMIN_LOGIN_PROBLEMS,
    lastResult: answer?.result,
  });
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

const TABS = [
  { to: "/admin/users", label: "CRM" },
  { to: "/admin/tools", label: "AI Tools" },
  { to: "/admin/payments", label: "Payments" },
  { to: "/admin/feedback", label: "Feedback" },
  { to: "/admin/drive", label: "Google Drive" },
  { to: "/admin/backup", label: "Backup" },
  { to: "/admin/analytics", label: "Analytics" },
  { to: "/admin/gap-analysis", label: "Gap Analysis" },
  { to: "/admin/simulations", label: "Simulations" },
  { to: "/admin/coach", label: "Email Coach" },
  { to: "/admin/workshops", label: "Workshops" },
] as const;

export default function AdminLayout() {
  const data = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  // CRM is also the default view at /admin itself.
  const isCurrent = (to: string, index: number) =>
    pathname === to || pathname.startsWith(`${to}/`) || (index === 0 && pathname.replace(/\/$/, "") === "/admin");
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
        <section aria-labelledby="top-categories" className="mt-6">
          <h2 id="top-categories" className="text-lg font-bold">
            Top job categories
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {data.stats.topCategories.map((c) => (
              <li key={c.category} className="chip">
                {c.category}: {c.count}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <nav aria-label="Admin sections" className="relative mt-8 overflow-x-auto border-b border-slate-200">
        <ul className="flex min-w-max gap-1">
          {TABS.map((tab, i) => (
            <li key={tab.to}>
              <Link
                to={tab.to}
                prefetch="intent"
                aria-current={isCurrent(tab.to, i) ? "page" : undefined}
                className={`inline-block whitespace-nowrap rounded-t-lg border-b-2 px-3 py-2 text-sm font-semibold ${
                  isCurrent(tab.to, i) ? "border-brand-600 text-brand-800" : "border-transparent text-slate-700 hover:text-slate-900"
                }`}
              >
                {tab.label}
                {tab.label === "Feedback" ? <span className="chip ml-2">{data.feedbackCount}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
      <section aria-labelledby="recent-admin-actions" className="mt-10 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="recent-admin-actions" className="text-lg font-bold">
          Recent admin actions
        </h2>
        {data.recentActions.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No admin actions yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {data.recentActions.map((a) => (
              <li key={a.id} className="flex flex-wrap gap-x-3 py-2">
                <time dateTime={a.createdAt} className="text-slate-600">
                  {formatDateTime(a.createdAt)}
                </time>
                <span className="font-semibold">{AUDIT_ACTION_LABELS[a.action]}</span>
                {a.summary ? <span className="text-slate-800">{a.summary}</span> : null}
                {a.targetId ? <span className="text-slate-600">#{a.targetId}</span> : null}
                <span className="text-slate-600">by {a.actorEmail}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

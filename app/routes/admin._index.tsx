import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { LogoutButton } from "~/components/account/logout-button";
import { PasswordInput } from "~/components/account/password-input";
import { FormAlert } from "~/components/ui/form-alert";
import { TextField } from "~/components/ui/text-field";
import { ACCOUNT_PROBLEMS, FIELD_MAX } from "~/lib/schemas/account";
import { findUserById } from "~/services/accounts.server";
import { authenticate, readFields } from "~/services/auth.server";
import { getCurrentUser } from "~/services/current-user.server";
import { flashHeaders } from "~/services/flash.server";
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

/** The sign-in form of the Authentication Required state: on success the page loads again (§2). */
export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await authenticate("admin-login", request, (await readFields(request)) ?? {}, context.clientIp ?? "unknown");
  if (!outcome.ok) return json({ problem: outcome.problem }, { status: outcome.status });
  const headers = await flashHeaders(request, { kind: "success", ...outcome.message });
  headers.append("Set-Cookie", outcome.setCookie!);
  return redirect("/admin", { headers });
}

export default function AdminPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  if (data.state === "signed-out") {
    return (
      <main id="main" className="mx-auto max-w-md px-4 py-12">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold">{ACCOUNT_PROBLEMS.adminSignedOut.title}</h1>
          <p className="mt-1 text-slate-700">{ACCOUNT_PROBLEMS.adminSignedOut.description}</p>
          <FormAlert problem={result?.problem} className="mt-4" />
          <Form method="post" noValidate className="mt-5 space-y-4">
            <TextField id="admin-page-email" name="email" label="Email" type="email" autoComplete="username" maxLength={FIELD_MAX.email} required />
            <PasswordInput id="admin-page-password" name="password" label="Password" autoComplete="current-password" />
            <button type="submit" className="btn-primary w-full" disabled={navigation.state === "submitting"}>
              {navigation.state === "submitting" ? "Signing in..." : "Sign In"}
            </button>
          </Form>
        </div>
      </main>
    );
  }
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

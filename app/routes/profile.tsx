import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useRevalidator, useSearchParams } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { LogoutButton } from "~/components/account/logout-button";
import { MyWorkflows } from "~/components/workflows/my-workflows";
import { CourseLevels } from "~/components/account/course-levels";
import { sendJson } from "~/components/account/send-json";
import { Spinner } from "~/components/account/spinner";
import { ModalDialog } from "~/components/toolkit/modal-dialog";
import { useHydrated } from "~/components/toolkit/use-hydrated";
import { useFormProblem } from "~/components/ui/use-form-problem";
import { FormAlert } from "~/components/ui/form-alert";
import { TextField } from "~/components/ui/text-field";
import { toast } from "~/components/ui/use-toast";
import { ACCOUNT_PROBLEMS, ACCOUNT_SUCCESS, checkProfile, FIELD_MAX } from "~/lib/schemas/account";
import { formatCurrency } from "~/lib/format";
import type { FormProblem } from "~/lib/schemas/report";
import { deleteSavedAnalysis, findUserById, listSavedAnalyses, listSavedReports, updateProfile } from "~/services/accounts.server";
import { readFields } from "~/services/auth.server";
import { getCurrentUser } from "~/services/current-user.server";
import { flashHeaders } from "~/services/flash.server";
import { courseLevelsFor } from "~/services/purchases.server";
import { parseToolkitId } from "~/services/toolkits.server";
import { listUserWorkflows } from "~/services/workflows.server";

// My Profile (accounts-admin-sales.md §2, §4, §6): details (username and email read-only), My AI
// Toolboxes, reports and Logout. Without JavaScript, Edit and Delete are links that open the form
// or the confirmation in the page and post here; with it they call the /api routes in place.
export const meta: MetaFunction = () => [{ title: "My Profile | Upskill Academy" }, { name: "robots", content: "noindex" }];

async function signedInUser(request: Request) {
  const current = await getCurrentUser(request);
  const user = current ? await findUserById(current.id) : null;
  if (!user) throw redirect("/login?mode=login");
  return user;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await signedInUser(request);
  const [toolboxes, reports, levels, workflows] = await Promise.all([listSavedAnalyses(user.id), listSavedReports(user.id), courseLevelsFor(user.id), listUserWorkflows(user.id)]);
  return json(
    {
      profile: { username: user.username, email: user.email, companyName: user.companyName, jobTitle: user.jobTitle, roleDescription: user.roleDescription },
      toolboxes: toolboxes.map((t) => ({ id: t.id, jobTitle: t.jobTitle, createdAt: t.createdAt.toISOString(), totalSavingsPerYear: t.totalSavingsPerYear })),
      reports: reports.map((r) => ({ id: r.id, jobTitle: r.jobTitle, createdAt: r.createdAt.toISOString(), downloadToken: r.downloadToken, status: r.status })),
      levels,
      workflows,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await signedInUser(request);
  const fields = (await readFields(request)) ?? {};
  if (fields.intent === "delete") {
    const id = parseToolkitId(fields.id);
    if (!id || !(await deleteSavedAnalysis(user.id, id))) return json({ intent: "delete", problem: ACCOUNT_PROBLEMS.deleteFailed as FormProblem, values: {} }, { status: 404 });
    return redirect("/profile", { headers: await flashHeaders(request, { kind: "success", ...ACCOUNT_SUCCESS.toolboxDeleted }) });
  }
  const checked = checkProfile(fields);
  if (!checked.ok) return json({ intent: "profile", problem: checked.problem as FormProblem, values: fields }, { status: 400 });
  await updateProfile(user.id, checked.value);
  return redirect("/profile", { headers: await flashHeaders(request, { kind: "success", ...ACCOUNT_SUCCESS.profileUpdated }) });
}

const dateFormat = new Intl.DateTimeFormat("en-US", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

export default function ProfilePage() {
  const { profile, toolboxes, reports, levels, workflows } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState(false);
  const { problem, setProblem, fail } = useFormProblem();
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState<{ id: number; jobTitle: string } | null>(null);
  const [deleting, setDeleting] = useState(false);

  // Without JavaScript, ?edit=1 opens the form and ?delete={id} asks for confirmation.
  const isEditing = hydrated ? editing : params.get("edit") === "1" || result?.intent === "profile";
  const confirmId = hydrated ? null : Number(params.get("delete")) || null;
  // Arriving from another page, the root shows the spinner; here it covers refreshes after a change.
  const loading = revalidator.state === "loading";


  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkProfile(Object.fromEntries(new FormData(event.currentTarget)));
    if (!checked.ok) return fail(checked.problem);
    setSaving(true);
    const outcome = await sendJson("PATCH", "/api/user/profile", checked.value, ACCOUNT_PROBLEMS.profileFailed);
    setSaving(false);
    if (!outcome.ok) return fail(outcome.problem);
    setProblem(null);
    setEditing(false);
    toast({ title: ACCOUNT_SUCCESS.profileUpdated.title, description: ACCOUNT_SUCCESS.profileUpdated.description, variant: "success" });
    revalidator.revalidate();
  };

  const remove = async () => {
    if (!confirming) return;
    setDeleting(true);
    const outcome = await sendJson("DELETE", `/api/analysis/${confirming.id}`, undefined, ACCOUNT_PROBLEMS.deleteFailed);
    setDeleting(false);
    setConfirming(null);
    if (!outcome.ok) return fail(ACCOUNT_PROBLEMS.deleteFailed);
    toast({ title: ACCOUNT_SUCCESS.toolboxDeleted.title, description: ACCOUNT_SUCCESS.toolboxDeleted.description, variant: "success" });
    revalidator.revalidate();
  };

  const values = result?.intent === "profile" ? (result.values as Record<string, string>) : null;
  const details: { label: string; name: "companyName" | "jobTitle" | "roleDescription"; max: number }[] = [
    { label: "Company Name", name: "companyName", max: FIELD_MAX.companyName },
    { label: "Job Title", name: "jobTitle", max: FIELD_MAX.jobTitle },
    { label: "Role Description", name: "roleDescription", max: FIELD_MAX.roleDescription },
  ];

  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">My Profile</h1>
        <div className="flex items-center gap-3">
          {loading ? <Spinner label="Loading your profile..." /> : null}
          <LogoutButton />
        </div>
      </div>

      <section aria-labelledby="profile-info" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex items-center justify-between gap-3">
          <h2 id="profile-info" className="text-xl font-bold">
            Profile Information
          </h2>
          {!isEditing ? (
            <a
              href="/profile?edit=1"
              className="btn-outline"
              onClick={(event) => {
                if (!hydrated) return;
                event.preventDefault();
                setProblem(null);
                setEditing(true);
              }}
            >
              Edit
            </a>
          ) : null}
        </div>
        <FormAlert problem={problem ?? (result?.intent === "profile" ? result.problem : null)} className="mt-4" />
        <Form method="post" noValidate onSubmit={hydrated ? save : undefined} className="mt-4">
          <input type="hidden" name="intent" value="profile" />
          <dl className="grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm font-medium text-slate-600">Username</dt>
              <dd className="mt-1 text-slate-900">{profile.username}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-slate-600">Email</dt>
              <dd className="mt-1 break-all text-slate-900">{profile.email}</dd>
            </div>
            {details.map((field) => (
              <div key={field.name} className={field.name === "roleDescription" ? "sm:col-span-2" : undefined}>
                {isEditing ? (
                  field.name === "roleDescription" ? (
                    <>
                      <label htmlFor={field.name} className="label">
                        {field.label}
                      </label>
                      <textarea id={field.name} name={field.name} rows={3} maxLength={field.max} defaultValue={values?.[field.name] ?? profile[field.name] ?? ""} className="field" />
                    </>
                  ) : (
                    <TextField id={field.name} name={field.name} label={field.label} maxLength={field.max} defaultValue={values?.[field.name] ?? profile[field.name] ?? ""} />
                  )
                ) : (
                  <>
                    <dt className="text-sm font-medium text-slate-600">{field.label}</dt>
                    <dd className="mt-1 whitespace-pre-line text-slate-900">{profile[field.name] || <span className="text-slate-500">Not set</span>}</dd>
                  </>
                )}
              </div>
            ))}
          </dl>
          {isEditing ? (
            <div className="mt-5 flex justify-end gap-2">
              <a
                href="/profile"
                className="btn-outline"
                onClick={(event) => {
                  if (!hydrated) return;
                  event.preventDefault();
                  setProblem(null);
                  setEditing(false);
                }}
              >
                Cancel
              </a>
              <button type="submit" className="btn-primary" disabled={saving}>
                {saving ? "Saving..." : "Save"}
              </button>
            </div>
          ) : null}
        </Form>
      </section>

      <section aria-labelledby="toolboxes-title" className="mt-8">
        <h2 id="toolboxes-title" className="text-xl font-bold">
          My AI Toolboxes
        </h2>
        {result?.intent === "delete" ? <FormAlert problem={result.problem} className="mt-3" /> : null}
        {toolboxes.length === 0 ? (
          <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
            No saved toolboxes yet.{" "}
            <Link to="/aitoolkit" className="font-semibold text-brand-700 underline">
              Get your free AI toolkit
            </Link>{" "}
            and it will be kept here.
          </p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {toolboxes.map((toolbox) => (
              <li key={toolbox.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <h3 className="font-semibold text-slate-900">{toolbox.jobTitle}</h3>
                <p className="mt-1 text-sm text-slate-600">Saved {formatDate(toolbox.createdAt)}</p>
                <p className="mt-2 text-sm text-slate-800">
                  Up to <strong className="text-emerald-800">{formatCurrency(toolbox.totalSavingsPerYear)}</strong> saved per year
                </p>
                {confirmId === toolbox.id ? (
                  <div role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
                    <p>Delete the {toolbox.jobTitle} toolbox and its reports? This cannot be undone.</p>
                    <Form method="post" className="mt-2 flex gap-2">
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="id" value={toolbox.id} />
                      <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800">
                        Delete
                      </button>
                      <Link to="/profile" className="btn-outline">
                        Cancel
                      </Link>
                    </Form>
                  </div>
                ) : (
                  <div className="mt-4 flex gap-2">
                    <Link to={`/toolkit/${toolbox.id}`} className="btn-primary">
                      Open
                    </Link>
                    <a
                      href={`/profile?delete=${toolbox.id}`}
                      className="btn-outline"
                      aria-label={`Delete the ${toolbox.jobTitle} toolbox`}
                      onClick={(event) => {
                        if (!hydrated) return;
                        event.preventDefault();
                        setConfirming({ id: toolbox.id, jobTitle: toolbox.jobTitle });
                      }}
                    >
                      Delete
                    </a>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="reports-title" className="mt-8">
        <h2 id="reports-title" className="text-xl font-bold">
          My Reports
        </h2>
        {reports.length === 0 ? (
          <p className="mt-3 text-slate-700">No reports yet. Email yourself a toolkit and its PDF report will be listed here.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
            {reports.map((report) => (
              <li key={report.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
                <div>
                  <p className="font-medium text-slate-900">{report.jobTitle}</p>
                  <p className="text-sm text-slate-600">{formatDate(report.createdAt)}</p>
                </div>
                {report.status === "failed" ? (
                  <span className="text-sm text-slate-600">This report could not be made. Email the toolkit again for a new one.</span>
                ) : (
                  <a
                    href={`/api/download-report/${report.downloadToken}`}
                    target="_blank"
                    rel="noopener"
                    className="btn-outline"
                    aria-label={`Download the ${report.jobTitle} report (opens in a new tab)`}
                  >
                    Download
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <MyWorkflows workflows={workflows} />

      <CourseLevels levels={levels} />

      <ModalDialog open={confirming !== null} onClose={() => setConfirming(null)} titleId="delete-title" describedBy="delete-text" testId="delete-toolbox-dialog">
        <h2 id="delete-title" className="text-xl font-bold">
          Delete toolbox?
        </h2>
        <p id="delete-text" className="mt-2 text-slate-700">
          Delete the {confirming?.jobTitle} toolbox and its reports? This cannot be undone.
        </p>
        <div className="mt-5 flex justify-end gap-2">
          <button type="button" className="btn-outline" onClick={() => setConfirming(null)}>
            Cancel
          </button>
          <button type="button" className="btn bg-red-700 text-white hover:bg-red-800" onClick={remove} disabled={deleting}>
            {deleting ? "Deleting..." : "Delete"}
          </button>
        </div>
      </ModalDialog>
    </main>
  );
}

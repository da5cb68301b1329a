import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, useActionData, useFetcher, useLoaderData, useLocation, useNavigation, useSearchParams } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { LogoutButton } from "~/components/account/logout-button";
import { MyWorkflows } from "~/components/workflows/my-workflows";
import { CourseLevels } from "~/components/account/course-levels";
import { Spinner } from "~/components/account/spinner";
import { useHydrated } from "~/components/ui/use-hydrated";
import { FormAlert } from "~/components/ui/form-alert";
import { TextField } from "~/components/ui/text-field";
import { useProblemForm } from "~/components/ui/use-problem-form";
import { ACCOUNT_SUCCESS, FIELD_MAX, PROFILE_PROBLEMS, profileSchema } from "~/lib/schemas/account";
import { parseAnalysisId } from "~/lib/schemas/analysis-id";
import { PROFILE_FORM } from "~/http/account-forms.server";
import { operationContext } from "~/http/context.server";
import { formReply, refusalStatus, submitForm } from "~/http/forms.server";
import { flashHeaders } from "~/http/flash.server";
import { requireUser } from "~/http/guards.server";
import { findUserById, listSavedAnalyses, listSavedReports } from "~/services/accounts/accounts.server";
import { deleteToolbox, editProfile } from "~/services/accounts/profile.server";
import { courseLevelsFor } from "~/services/sales/purchases.server";
import { lessonProgress } from "~/services/course/learner-home.server";
import { certificateNameState } from "~/services/accounts/certificate-name.server";
import { CertificateNameNotice } from "~/components/course/certificate-name-notice";
import { DELETE_TOOLBOX_FETCHER, DeleteToolboxDialog } from "./delete-toolbox-dialog";
import { ReportList } from "./report-list";
import { ToolboxList } from "./toolbox-list";
import { listUserWorkflows } from "~/services/workflows/workflow-views.server";
import { simulationProfile } from "~/services/simulation/simulation-attempt-results.server";
import { ProfileSimulation } from "~/components/simulation/profile-simulation";

// My Profile (accounts-admin-sales.md §2, §4, §6): details (username and email read-only), My AI
// Toolboxes, reports and Logout. Without JavaScript, Edit and Delete are links that open the form
// or the confirmation in the page and post here; with it the same forms post here in place (the
// delete confirmation through a fetcher).
export const meta: MetaFunction = () => [{ title: "My Profile | Upskill Academy" }, { name: "robots", content: "noindex" }];

async function signedInUser(request: Request) {
  const user = await findUserById((await requireUser(request)).id);
  if (!user) throw redirect("/login?mode=login");
  return user;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await signedInUser(request);
  const [toolboxes, reports, levels, workflows, simulation, lessons, certificateName] = await Promise.all([
    listSavedAnalyses(user.id),
    listSavedReports(user.id),
    courseLevelsFor(user.id),
    listUserWorkflows(user.id),
    simulationProfile(user.id),
    lessonProgress(user.id),
    certificateNameState(user.id),
  ]);
  return json(
    {
      profile: { username: user.username, email: user.email, companyName: user.companyName, jobTitle: user.jobTitle, roleDescription: user.roleDescription },
      toolboxes: toolboxes.map((t) => ({ id: t.id, jobTitle: t.jobTitle, createdAt: t.createdAt.toISOString(), totalSavingsPerYear: t.totalSavingsPerYear })),
      reports: reports.map((r) => ({ id: r.id, jobTitle: r.jobTitle, createdAt: r.createdAt.toISOString(), downloadToken: r.downloadToken, status: r.status })),
      levels,
      lessons,
      certificateName,
      workflows,
      simulation,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  await signedInUser(request);
  const ctx = await operationContext(request, context);
  const formData = await request.formData();
  if (formData.get("intent") === "delete") {
    const outcome = await deleteToolbox(parseAnalysisId(formData.get("id")), ctx);
    if (!outcome.ok) return json({ intent: "delete" as const, result: null }, { status: 404 });
    return redirect("/profile", { headers: await flashHeaders(request, { kind: "success", ...ACCOUNT_SUCCESS.toolboxDeleted }) });
  }
  const { submission, outcome } = await submitForm(PROFILE_FORM, formData, ctx, editProfile);
  if (!outcome.ok) return json({ intent: "profile" as const, result: formReply(PROFILE_FORM, submission, outcome) }, { status: refusalStatus(outcome) });
  return redirect("/profile", { headers: await flashHeaders(request, { kind: "success", ...ACCOUNT_SUCCESS.profileUpdated }) });
}

export default function ProfilePage() {
  const { profile, toolboxes, reports, levels, workflows, simulation, lessons, certificateName } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const location = useLocation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<{ id: number; jobTitle: string } | null>(null);
  const deletion = useFetcher<typeof action>({ key: DELETE_TOOLBOX_FETCHER });
  const closeConfirm = useCallback(() => setConfirming(null), []);
  const profileResult = answer?.intent === "profile" ? answer.result : undefined;
  const { form, fields, problem, onSubmit } = useProblemForm({ id: "profile", schema: profileSchema, problems: PROFILE_PROBLEMS, lastResult: profileResult });

  // A saved profile or a deleted toolbox comes back as a redirect to this page: a new location.
  useEffect(() => {
    setEditing(false);
    setConfirming(null);
  }, [location.key]);

  // Without JavaScript, ?edit=1 opens the form and ?delete={id} asks for confirmation.
  const isEditing = hydrated ? editing : params.get("edit") === "1" || answer?.intent === "profile";
  const confirmId = hydrated ? null : Number(params.get("delete")) || null;
  // Arriving from another page, the root shows the spinner; here it covers reloads after a change.
  const loading = navigation.state === "loading" && navigation.location.pathname === "/profile";
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "profile";
  const deleteFailed = answer?.intent === "delete" || (deletion.state === "idle" && deletion.data?.intent === "delete");

  const initial = (name: "companyName" | "jobTitle" | "roleDescription") => {
    const value = fields[name].initialValue;
    return typeof value === "string" ? value : profileResult ? "" : (profile[name] ?? "");
  };
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
                setEditing(true);
              }}
            >
              Edit
            </a>
          ) : null}
        </div>
        <FormAlert problem={problem} className="mt-4" />
        <Form method="post" id={form.id} noValidate onSubmit={onSubmit} className="mt-4">
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
                      <textarea id={field.name} name={field.name} rows={3} maxLength={field.max} defaultValue={initial(field.name)} className="field" />
                    </>
                  ) : (
                    <TextField id={field.name} name={field.name} label={field.label} maxLength={field.max} defaultValue={initial(field.name)} />
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
                  form.reset();
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

      <ToolboxList
        toolboxes={toolboxes}
        confirmId={confirmId}
        deleteFailed={deleteFailed}
        onDelete={(toolbox, event) => {
          if (!hydrated) return;
          event.preventDefault();
          setConfirming(toolbox);
        }}
      />

      <ProfileSimulation simulation={simulation} />

      <ReportList reports={reports} />

      <MyWorkflows workflows={workflows} />

      <div className="mt-8">
        <CertificateNameNotice name={certificateName.name} mayCorrect={certificateName.mayCorrect} back="/profile" />
      </div>
      <CourseLevels levels={levels} progress={lessons} />

      <DeleteToolboxDialog toolbox={confirming} onClose={closeConfirm} />
    </main>
  );
}

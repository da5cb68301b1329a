import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link, useActionData, useFetcher, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { formatDateTime } from "~/components/admin/table-controls";
import { DriveSyncTable } from "~/components/admin/drive-sync-table";
import { FormAlert } from "~/components/ui/form-alert";
import { ScriptedField } from "~/components/ui/scripted-success";
import { useProblemForm } from "~/components/ui/use-problem-form";
import { toast } from "~/components/ui/use-toast";
import { adminTabAction, adminTableLoader, backTo, NO_STORE, redirectWithToast } from "~/http/admin-page.server";
import { bulkSyncText } from "~/lib/drive-layout";
import type { FlashMessage } from "~/lib/flash";
import { DRIVE_SYNC_PROBLEMS, DRIVE_TOASTS, driveSyncUserSchema } from "~/lib/schemas/admin-drive";
import { SCRIPTED_FIELD } from "~/lib/scripted-submission";
import { driveStatus, recentUserSyncs, testDriveConnection } from "~/services/delivery/drive-status.server";
import { requestBulkSync } from "~/services/delivery/drive-bulk-sync.server";
import { syncUserForAdmin } from "~/services/delivery/drive-sync.server";

// The Google Drive tab (accounts-admin-sales.md §2 "Cloud-drive panel", §3, §8, §9; issue 15):
// status, Test Connection, Sync User by email, Sync All Users with its progress. Every button is a
// form: without JavaScript the action redirects with a flash message (or shows the form's error);
// with it, fetchers answer with a toast and the status is polled (every 30 s, every 3 s while a
// bulk sync runs).

export async function loader({ request }: LoaderFunctionArgs) {
  return adminTableLoader(request, async () => {
    const [status, syncs] = await Promise.all([driveStatus(), recentUserSyncs(10)]);
    return { status, syncs };
  });
}

export async function action({ request }: ActionFunctionArgs) {
  return adminTabAction(request, async (access, formData) => {
    const scripted = formData.get(SCRIPTED_FIELD) === "1";
    const answer = async (message: FlashMessage, status = 200) =>
      scripted ? json({ message, result: null, detail: null }, { status, headers: NO_STORE }) : redirectWithToast(request, backTo(request), message);
    const intent = formData.get("intent");

    if (intent === "test") {
      const outcome = await testDriveConnection(access.ctx);
      return outcome.ok
        ? answer({ kind: "success", title: DRIVE_TOASTS.testPassed, description: outcome.message })
        : answer({ kind: "error", title: DRIVE_TOASTS.testFailed.title, description: `${DRIVE_TOASTS.testFailed.description} ${outcome.message}` }, 502);
    }
    if (intent === "sync-all") {
      const outcome = await requestBulkSync(access.ctx);
      return outcome.ok
        ? answer({ kind: "success", title: DRIVE_TOASTS.bulkStarted, description: `Syncing all ${outcome.run.total} users in the background.` })
        : answer({ kind: "error", title: DRIVE_TOASTS.bulkFailed.title, description: "A sync of all users is already running." }, 409);
    }
    if (intent === "sync-user") {
      const submission = parseWithZod(formData, { schema: driveSyncUserSchema });
      if (submission.status !== "success") return json({ message: null, result: submission.reply(), detail: null }, { status: 400, headers: NO_STORE });
      const outcome = await syncUserForAdmin(access.ctx, submission.value.email);
      if (!outcome.ok) {
        const notFound = outcome.reason === "not-found";
        return json(
          // The drive's own reason is worth showing; "no such user" is said by the form's alert already.
          { message: null, result: submission.reply({ formErrors: [notFound ? "notFound" : "syncFailed"] }), detail: notFound ? null : outcome.message },
          { status: notFound ? 404 : 502, headers: NO_STORE },
        );
      }
      const { created, updated, unchanged, removed } = outcome.files;
      return answer({
        kind: "success",
        title: DRIVE_TOASTS.userSynced,
        description: `${outcome.email}: ${created} new, ${updated} updated, ${unchanged} unchanged${removed ? `, ${removed} removed` : ""}.`,
      });
    }
    return answer({ kind: "error", title: "Error", description: "Unknown drive request." }, 400);
  });
}

type Answer = { message: FlashMessage | null; result: SubmissionResult<string[]> | null; detail: string | null };

/** A fetcher's answer as a toast, once per answer. */
function useAnswerToast(data: { message: FlashMessage | null } | undefined) {
  useEffect(() => {
    const m = data?.message;
    if (m) toast({ title: m.title, description: m.description, variant: m.kind === "error" ? "destructive" : "success" });
  }, [data]);
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 break-words font-semibold">{children}</dd>
    </div>
  );
}

export default function AdminDrive() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as Answer | undefined;
  const testFetcher = useFetcher<typeof action>({ key: "drive-test" });
  const allFetcher = useFetcher<typeof action>({ key: "drive-sync-all" });
  const userFetcher = useFetcher<typeof action>({ key: "drive-sync-user" });
  const userAnswer = (userFetcher.data ?? actionData) as Answer | undefined;
  useAnswerToast(testFetcher.data as Answer | undefined);
  useAnswerToast(allFetcher.data as Answer | undefined);
  useAnswerToast(userFetcher.data as Answer | undefined);
  const { form, fields, problem, onSubmit } = useProblemForm({
    id: "drive-sync-user",
    schema: driveSyncUserSchema,
    problems: DRIVE_SYNC_PROBLEMS,
    lastResult: userAnswer?.result,
  });

  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  const bulk = data.state === "admin" ? data.status.bulkSync : null;
  const bulkActive = bulk?.status === "queued" || bulk?.status === "running";
  useEffect(() => {
    // §9: the status is polled every 30 s; a running bulk sync's progress more often.
    const timer = setInterval(() => latest.current.state === "idle" && latest.current.revalidate(), bulkActive ? 3_000 : 30_000);
    return () => clearInterval(timer);
  }, [bulkActive]);

  if (data.state !== "admin") return null;
  const { status, syncs } = data;
  const google = status.mode === "google";
  return (
    <section aria-labelledby="drive-title">
      <h2 id="drive-title" className="text-2xl font-bold">
        Google Drive
      </h2>
      <p className="mt-1 text-slate-700">
        {google
          ? "Each user's profile, toolkits (with their PDF reports) and course progress are copied to a folder of their own on the Shared Drive, and so are the backups."
          : "Google Drive is not configured, so each user's folder is kept in a local folder with the same layout. Set GOOGLE_SERVICE_ACCOUNT_JSON and GOOGLE_DRIVE_PARENT_FOLDER_ID to use a Shared Drive."}
      </p>
      <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label="Mode">{google ? "Google Drive" : "Local folder"}</Fact>
        <Fact label="Service">
          <span
            className={`rounded-full px-2 py-0.5 text-sm font-semibold ${status.serviceInitialized ? "bg-emerald-100 text-emerald-900" : "bg-red-100 text-red-900"}`}
            data-testid="drive-service"
          >
            {status.serviceInitialized ? "Initialized" : "Not initialized"}
          </span>
        </Fact>
        <Fact label={google ? "Parent folder ID" : "Folder"}>
          <span data-testid="drive-parent">{status.parentFolderId ?? "Not set"}</span>
        </Fact>
        <Fact label="Service account">{status.clientEmail ?? (google ? "Not set" : "None (local folder)")}</Fact>
        <Fact label="Last sync">
          <span data-testid="drive-last-sync">{status.lastSync ? formatDateTime(status.lastSync) : "Never"}</span>
        </Fact>
        <Fact label="Users synced">
          {status.syncedUsers.toLocaleString("en-US")} of {status.totalUsers.toLocaleString("en-US")}
          {status.failedUsers ? <span className="ml-1 font-normal text-red-800">({status.failedUsers.toLocaleString("en-US")} failed)</span> : null}
        </Fact>
      </dl>
      {status.error ? (
        <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">The drive is not set up</p>
          <p>{status.error}</p>
        </div>
      ) : null}

      <div className="mt-6 flex flex-wrap items-start gap-2">
        <testFetcher.Form method="post">
          <ScriptedField />
          <button type="submit" name="intent" value="test" className="btn-outline" disabled={testFetcher.state !== "idle"}>
            {testFetcher.state !== "idle" ? "Testing..." : "Test Connection"}
          </button>
        </testFetcher.Form>
        <allFetcher.Form method="post">
          <ScriptedField />
          <button type="submit" name="intent" value="sync-all" className="btn-primary" disabled={bulkActive || allFetcher.state !== "idle"}>
            {allFetcher.state !== "idle" ? "Starting..." : "Sync All Users"}
          </button>
        </allFetcher.Form>
      </div>
      <p role="status" className="mt-3 text-sm text-slate-800" data-testid="drive-bulk-progress">
        {bulk ? (
          <>
            <span className="font-semibold">Sync of all users:</span> {bulkSyncText(bulk)}
            {bulk.finishedAt ? ` (${formatDateTime(bulk.finishedAt)})` : ""}
            {bulk.error ? `. ${bulk.error}` : ""}
            {bulkActive ? (
              <>
                {" "}
                <Link to="/admin/drive" className="font-semibold text-brand-700 underline">
                  Refresh
                </Link>
              </>
            ) : null}
          </>
        ) : (
          "No sync of all users yet."
        )}
      </p>

      <div className="mt-6 max-w-xl rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h3 className="text-lg font-bold">Sync one user</h3>
        <FormAlert problem={problem} className="mt-3" />
        {problem && userAnswer?.detail ? <p className="mt-1 text-sm text-red-900">{userAnswer.detail}</p> : null}
        <userFetcher.Form method="post" id={form.id} noValidate onSubmit={onSubmit} className="mt-3 flex flex-wrap items-end gap-2">
          <ScriptedField />
          <input type="hidden" name="intent" value="sync-user" />
          <div className="min-w-0 flex-1">
            <label htmlFor={fields.email.id} className="label">
              User email
            </label>
            <input
              id={fields.email.id}
              name={fields.email.name}
              type="email"
              autoComplete="off"
              className="field"
              defaultValue={(fields.email.initialValue as string | undefined) ?? ""}
              aria-invalid={fields.email.errors ? true : undefined}
            />
          </div>
          <button type="submit" className="btn-primary" disabled={userFetcher.state !== "idle"}>
            {userFetcher.state !== "idle" ? "Syncing..." : "Sync User"}
          </button>
        </userFetcher.Form>
      </div>

      <h3 className="mt-8 text-lg font-bold">Users&apos; syncs</h3>
      <DriveSyncTable rows={syncs} />
    </section>
  );
}

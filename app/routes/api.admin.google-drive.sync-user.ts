import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { adminContext, noStoreJson, readObjectBody } from "~/http/admin-api.server";
import { requireAdmin } from "~/http/guards.server";
import { methodNotAllowed, problemJson, unreadableBody } from "~/http/problem.server";
import { DRIVE_SYNC_PROBLEMS, driveSyncUserSchema } from "~/lib/schemas/admin-drive";
import { firstProblem } from "~/lib/schemas/problems";
import { syncUserForAdmin } from "~/services/delivery/drive-sync.server";

// POST /api/admin/google-drive/sync-user { email } (§7): syncs that user now and answers with the
// email; 404 for an address with no account, 502 when the drive refused.
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  if (request.method !== "POST") return methodNotAllowed();
  const body = await readObjectBody(request);
  if (!body) return unreadableBody();
  const parsed = driveSyncUserSchema.safeParse(body);
  if (!parsed.success) {
    return problemJson(
      firstProblem(
        parsed.error.issues.map((i) => i.message),
        DRIVE_SYNC_PROBLEMS,
      ) ?? DRIVE_SYNC_PROBLEMS.emailInvalid,
      400,
    );
  }
  const outcome = await syncUserForAdmin(adminContext(admin), parsed.data.email);
  if (!outcome.ok && outcome.reason === "not-found") {
    return problemJson({ title: DRIVE_SYNC_PROBLEMS.notFound.title, description: `No user found with the email ${parsed.data.email}.` }, 404);
  }
  if (!outcome.ok) return problemJson({ title: DRIVE_SYNC_PROBLEMS.syncFailed.title, description: outcome.message }, 502);
  return noStoreJson({
    success: true,
    message: `${outcome.email} synced to the drive.`,
    email: outcome.email,
    mode: outcome.mode,
    folderId: outcome.folderId,
    files: outcome.files,
  });
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed();
}

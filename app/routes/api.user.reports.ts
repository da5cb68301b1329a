import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { listSavedReports } from "~/services/accounts/accounts.server";
import { requireUser } from "~/http/guards.server";

/** GET /api/user/reports (§3, §7): jobTitle, createdAt and downloadToken of each of the account's reports. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { id } = await requireUser(request);
  const rows = await listSavedReports(id);
  return json(
    rows.map((row) => ({
      id: row.id,
      analysisId: row.analysisId,
      jobTitle: row.jobTitle,
      createdAt: row.createdAt.toISOString(),
      downloadToken: row.downloadToken,
      status: row.status,
    })),
    { headers: { "Cache-Control": "no-store" } },
  );
}

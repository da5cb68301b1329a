import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { listSavedAnalyses } from "~/services/accounts/accounts.server";
import { requireUser } from "~/http/guards.server";

/**
 * GET /api/user/analyses (§3, §7): the account's toolkits. analysisResult is a JSON string of the
 * toolkit's headline figures, as the specification's clients expect.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { id } = await requireUser(request);
  const rows = await listSavedAnalyses(id);
  return json(
    rows.map((row) => ({
      id: row.id,
      jobTitle: row.jobTitle,
      createdAt: row.createdAt.toISOString(),
      totalSavingsPerYear: row.totalSavingsPerYear,
      analysisResult: JSON.stringify({
        jobTitle: row.jobTitle,
        totalSavingsPerYear: row.totalSavingsPerYear,
        averageProductivityGain: row.averageProductivityGain,
      }),
    })),
    { headers: { "Cache-Control": "no-store" } },
  );
}

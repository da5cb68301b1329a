// What a shared toolkit's page shows that can change after it was made (decision 0013): whether
// the link still opens it, and the tools' generated use cases (the Insights). The toolkit's other
// fields are written once; the catalogue's changes clear the whole page cache.
import { getSql } from "../db/client";

/** A fingerprint of the toolkit behind a share link, or null when the link opens nothing (then the page is rendered). */
export async function sharedToolkitVersion(id: number, share: string): Promise<string | null> {
  const rows = await getSql()<{ version: string }[]>`
    SELECT md5(coalesce(string_agg(r.id || ':' || coalesce(r.ai_generated_use_cases::text, ''), ',' ORDER BY r.id), '')) AS version
    FROM analyses a LEFT JOIN analysis_recommendations r ON r.analysis_id = a.id
    WHERE a.id = ${id} AND a.share_token = ${share}
    GROUP BY a.id`;
  return rows[0]?.version ?? null;
}

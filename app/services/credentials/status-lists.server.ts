// The Bitstring Status Lists the product serves (/credentials/status/{list}; W3C VC Bitstring
// Status List v1.0 §2.2 BitstringStatusListCredential): one bit per credential, set when it is
// revoked (a refund, an admin). Each list is a credential signed with the issuer key, built from
// the credentials table when asked and kept until a revocation changes it.
import { sql } from "drizzle-orm";
import { createCredential, createList } from "@digitalbazaar/vc-bitstring-status-list";
import { getDb, type Executor } from "../../../db/client";
import { credentials } from "../../../db/schema/index";
import { credentialUrls, xsdDateTime } from "~/lib/credentials/open-badge";
import { STATUS_LIST_LENGTH, openStatusList, pickStatusIndex } from "~/lib/credentials/status-list";
import { ensureIssuerKey } from "./issuer-key.server";
import { signCredential } from "./signing.server";

const cache = new Map<string, { stamp: string; credential: Record<string, unknown> }>();

/** The signed status list credential, or null for a list that was never started. */
export async function statusListCredential(appUrl: string, list: number, db: Executor = getDb()): Promise<Record<string, unknown> | null> {
  const [state] = await db.execute<{ lists: number | null; revoked: number[] | null; stamp: string | null }>(sql`
    SELECT (SELECT max(${credentials.statusList}) FROM ${credentials}) AS lists,
           array_agg(${credentials.statusIndex}) FILTER (WHERE ${credentials.revokedAt} IS NOT NULL) AS revoked,
           count(*) FILTER (WHERE ${credentials.revokedAt} IS NOT NULL)::text || ':' || coalesce(max(${credentials.revokedAt})::text, '') AS stamp
    FROM ${credentials} WHERE ${credentials.statusList} = ${list}`);
  if (list < 1 || list > Math.max(1, state?.lists ?? 0)) return null;
  const key = await ensureIssuerKey(appUrl);
  const cacheKey = `${appUrl} ${list}`;
  const stamp = `${key.keyId}:${state?.stamp ?? ""}`;
  const kept = cache.get(cacheKey);
  if (kept?.stamp === stamp) return kept.credential;
  const bits = await createList({ length: STATUS_LIST_LENGTH });
  for (const index of state?.revoked ?? []) bits.setStatus(index, true);
  const urls = credentialUrls(appUrl);
  const unsigned = await createCredential({ id: urls.statusList(list), list: bits, statusPurpose: "revocation" });
  const credential = await signCredential({ ...unsigned, issuer: urls.issuer, validFrom: xsdDateTime(new Date()) }, key);
  cache.set(cacheKey, { stamp, credential });
  return credential;
}

/**
 * A free entry for a new credential, in the transaction that stores it. A transaction-wide
 * advisory lock makes two issuances at once take turns, so they never pick the same index.
 */
export async function allocateStatusEntry(tx: Executor): Promise<{ list: number; index: number }> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('credentials.status_list'))`);
  const counts = await tx.execute<{ list: number; n: number }>(
    sql`SELECT ${credentials.statusList} AS list, count(*)::int AS n FROM ${credentials} GROUP BY ${credentials.statusList}`,
  );
  const list = openStatusList(new Map(counts.map((c) => [Number(c.list), Number(c.n)])));
  const used = await tx.execute<{ index: number }>(
    sql`SELECT ${credentials.statusIndex} AS index FROM ${credentials} WHERE ${credentials.statusList} = ${list}`,
  );
  const index = pickStatusIndex(new Set(used.map((u) => Number(u.index))));
  if (index === null) throw new Error(`Status list ${list} is full`);
  return { list, index };
}

// Issuing a certificate's Open Badges 3.0 credential (issue 28 item 1), in the transaction that
// issues the certificate: the job simulation's (simulation/simulations.server.ts answerPoint) and
// a course level's (course/course-certification.server.ts certifyIfDue). One credential per
// certificate, linked to its code; the signed JSON is stored as issued and served as it is.
import { randomUUID } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { credentials, users, type CredentialKind, type RevocationReason } from "../../../db/schema/index";
import { config } from "~/config.server";
import { openBadgeCredential } from "~/lib/credentials/open-badge";
import { hashedEmail } from "~/lib/credentials/identity";
import { ensureIssuerKey } from "./issuer-key.server";
import { signCredential } from "./signing.server";
import { allocateStatusEntry } from "./status-lists.server";

export interface IssueInput {
  kind: CredentialKind;
  /** The simulation attempt (kind simulation) or the course enrolment (kind course) certified. */
  subjectId: number;
  /** The name the holder gave for their certificates (issue 28), or null: never their email. */
  holder: { id: number; email: string; name: string | null };
  role: string;
  /** The rubric level the certificate proves: 1 for the job simulation. */
  level: number;
  score: number;
  certificateCode: string;
  issuedAt: Date;
}

export interface IssuedCredential {
  id: string;
  credential: Record<string, unknown>;
}

/** Sign and store the certificate's credential; `tx` is the certificate's own transaction. */
export async function issueCredential(input: IssueInput, tx: Executor, appUrl: string = config.appUrl): Promise<IssuedCredential> {
  // Not in `tx`: a key made here must outlive a certificate transaction that rolls back, since the
  // process keeps it for every later credential.
  const key = await ensureIssuerKey(appUrl);
  const status = await allocateStatusEntry(tx);
  const id = randomUUID();
  const unsigned = openBadgeCredential({
    appUrl,
    id,
    kind: input.kind,
    level: input.level,
    role: input.role,
    holderName: input.holder.name,
    email: hashedEmail(input.holder.email),
    score: input.score,
    issuedAt: input.issuedAt,
    certificateCode: input.certificateCode,
    status,
  });
  const credential = await signCredential(unsigned, key);
  await tx.insert(credentials).values({
    id,
    kind: input.kind,
    attemptId: input.kind === "simulation" ? input.subjectId : null,
    enrolmentId: input.kind === "course" ? input.subjectId : null,
    userId: input.holder.id,
    certificateCode: input.certificateCode,
    statusList: status.list,
    statusIndex: status.index,
    credential,
    issuedAt: input.issuedAt,
  });
  return { id, credential };
}

export interface StoredCredential {
  id: string;
  kind: CredentialKind;
  attemptId: number | null;
  enrolmentId: number | null;
  userId: number;
  certificateCode: string;
  credential: Record<string, unknown>;
  issuedAt: Date;
  revokedAt: Date | null;
  revocationReason: RevocationReason | null;
  revocationNote: string | null;
}

const UUID_RULE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CODE_RULE = /^[A-Za-z0-9_-]{20,64}$/;

export async function credentialById(id: string, db: Executor = getDb()): Promise<StoredCredential | null> {
  if (!UUID_RULE.test(id)) return null;
  const [row] = await db.select().from(credentials).where(eq(credentials.id, id.toLowerCase())).limit(1);
  return row ?? null;
}

export async function credentialByCode(code: string, db: Executor = getDb()): Promise<StoredCredential | null> {
  if (!CODE_RULE.test(code)) return null;
  const [row] = await db.select().from(credentials).where(eq(credentials.certificateCode, code)).limit(1);
  return row ?? null;
}

/** The credential's id from its `id` field (urn:uuid:{id}), or null for a credential not of this form. */
export const credentialIdOf = (json: unknown): string | null => {
  const id = (json as { id?: unknown } | null)?.id;
  const match = typeof id === "string" ? /^urn:uuid:(.+)$/.exec(id) : null;
  return match && UUID_RULE.test(match[1]!) ? match[1]!.toLowerCase() : null;
};

export interface CredentialListing {
  id: string;
  kind: CredentialKind;
  holder: string;
  certificateCode: string;
  issuedAt: string;
  revokedAt: string | null;
  revocationReason: RevocationReason | null;
}

/** The latest credentials issued, for the admin's Simulations tab. */
export async function recentCredentials(limit = 20, db: Executor = getDb()): Promise<CredentialListing[]> {
  const rows = await db
    .select({
      id: credentials.id,
      kind: credentials.kind,
      holder: sql<string>`coalesce(${users.certificateName}, ${users.username})`,
      certificateCode: credentials.certificateCode,
      issuedAt: credentials.issuedAt,
      revokedAt: credentials.revokedAt,
      revocationReason: credentials.revocationReason,
    })
    .from(credentials)
    .innerJoin(users, eq(users.id, credentials.userId))
    .orderBy(desc(credentials.issuedAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, issuedAt: r.issuedAt.toISOString(), revokedAt: r.revokedAt?.toISOString() ?? null }));
}

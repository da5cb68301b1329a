// Revoking a credential (issue 28 item 1): its row says when and why, which sets its bit in the
// status list every verifier reads; the signed JSON is never changed. A refund of the job
// simulation revokes the buyer's simulation credentials in the refund's transaction; an admin
// revokes one from the dashboard's Simulations tab or `academy credentials revoke`, audit-logged.
import { and, eq, isNull } from "drizzle-orm";
import { getDb, type Database, type Executor } from "../../../db/client";
import { credentials } from "../../../db/schema/index";
import { recordAdminAction, type AdminContext } from "../operations/admin-audit.server";
import { REVOCATION_NOTE_MAX } from "~/lib/credentials/verification";
import { credentialByCode, credentialById } from "./credentials.server";

/** The refunded buyer's job-simulation credentials, in the refund's transaction; how many. */
export async function revokeForRefund(userId: number, tx: Executor, now: Date = new Date()): Promise<number> {
  const revoked = await tx
    .update(credentials)
    .set({ revokedAt: now, revocationReason: "refund" })
    .where(and(eq(credentials.userId, userId), eq(credentials.kind, "simulation"), isNull(credentials.revokedAt)))
    .returning({ id: credentials.id });
  return revoked.length;
}

export type AdminRevocationOutcome =
  { ok: true; id: string; certificateCode: string } | { ok: false; reason: "not-found" | "already-revoked" | "invalid"; message: string };

/** An admin revokes one credential (by its id or its certificate's code), with their reason in words (required, at most 500 characters). */
export async function revokeCredentialByAdmin(ctx: AdminContext, input: { id: string; note: string }, db: Database = getDb()): Promise<AdminRevocationOutcome> {
  const note = input.note.trim();
  if (!note) return { ok: false, reason: "invalid", message: "Give the reason for revoking it." };
  if (note.length > REVOCATION_NOTE_MAX) return { ok: false, reason: "invalid", message: `The reason must be at most ${REVOCATION_NOTE_MAX} characters.` };
  if (/[\u0000-\u0008\u000b-\u001f\u007f]/.test(note)) return { ok: false, reason: "invalid", message: "The reason must not contain control characters." };
  const given = input.id.trim();
  return db.transaction(async (tx): Promise<AdminRevocationOutcome> => {
    // The credential's id, or the certificate's code (what a person reporting a certificate has).
    const found = (await credentialById(given, tx)) ?? (await credentialByCode(given, tx));
    if (!found) return { ok: false, reason: "not-found", message: `No credential with id or certificate code "${given.slice(0, 80)}".` };
    const [revoked] = await tx
      .update(credentials)
      .set({ revokedAt: new Date(), revocationReason: "admin", revocationNote: note })
      .where(and(eq(credentials.id, found.id), isNull(credentials.revokedAt)))
      .returning({ id: credentials.id });
    if (!revoked) return { ok: false, reason: "already-revoked", message: `Credential ${found.id} is already revoked (${found.revocationReason}).` };
    await recordAdminAction(
      ctx,
      { action: "credential.revoke", targetType: "credential", targetId: found.id, summary: `${found.kind} certificate ${found.certificateCode}: ${note}` },
      tx,
    );
    return { ok: true, id: found.id, certificateCode: found.certificateCode };
  });
}

// The name on a holder's certificates (issue 28): given once (at checkout, or on its own page
// before or after a certificate is earned), correctable once, and fixed once a certificate has
// been issued with it. Certificates read it when shown, so a correction before the first
// certificate reaches every certificate; none is ever made out to an email address.
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { courseEnrolments, simulationAttempts, users } from "../../../db/schema/index";
import { readCertificateName, type CertificateNameProblem } from "~/lib/certificate-name";
import type { OperationContext } from "../context";

export interface CertificateNameState {
  name: string | null;
  /** It may still be changed: not yet corrected and on no certificate. */
  mayCorrect: boolean;
  /** A certificate has been issued to this holder. */
  issued: boolean;
}

async function hasCertificate(userId: number, db: Executor): Promise<boolean> {
  const [row] = await db.execute<{ issued: boolean }>(sql`SELECT
    EXISTS (SELECT 1 FROM ${simulationAttempts} WHERE ${simulationAttempts.userId} = ${userId} AND ${simulationAttempts.certificateCode} IS NOT NULL)
    OR EXISTS (SELECT 1 FROM ${courseEnrolments} WHERE ${courseEnrolments.userId} = ${userId} AND ${courseEnrolments.certificateCode} IS NOT NULL) AS issued`);
  return Boolean(row?.issued);
}

export async function certificateNameState(userId: number, db: Executor = getDb()): Promise<CertificateNameState> {
  const [row] = await db.select({ name: users.certificateName, corrected: users.certificateNameCorrected }).from(users).where(eq(users.id, userId)).limit(1);
  const issued = await hasCertificate(userId, db);
  return { name: row?.name ?? null, mayCorrect: Boolean(row?.name) && !row?.corrected && !issued, issued };
}

export type CertificateNameOutcome = { ok: true; name: string; corrected: boolean } | { ok: false; problem: CertificateNameProblem | "not-signed-in" };

/** Give the name, or correct it (once, and only while no certificate carries it). */
export async function saveCertificateName(raw: unknown, ctx: OperationContext, db = getDb()): Promise<CertificateNameOutcome> {
  const actor = ctx.actor;
  if (!actor) return { ok: false, problem: "not-signed-in" };
  const read = readCertificateName(raw);
  if (!read.ok) return read;
  return db.transaction(async (tx) => {
    // The account's row is the lock: two corrections sent at once make one.
    const [row] = await tx
      .select({ name: users.certificateName, corrected: users.certificateNameCorrected })
      .from(users)
      .where(eq(users.id, actor.id))
      .for("update");
    if (!row) return { ok: false, problem: "not-signed-in" } as const;
    if (row.name === read.name) return { ok: true, name: read.name, corrected: false } as const;
    if (row.name === null) {
      await tx.update(users).set({ certificateName: read.name }).where(eq(users.id, actor.id));
      return { ok: true, name: read.name, corrected: false } as const;
    }
    if (await hasCertificate(actor.id, tx)) return { ok: false, problem: "issued" } as const;
    if (row.corrected) return { ok: false, problem: "corrected" } as const;
    await tx.update(users).set({ certificateName: read.name, certificateNameCorrected: true }).where(eq(users.id, actor.id));
    return { ok: true, name: read.name, corrected: true } as const;
  });
}

/** The name a buyer typed at checkout becomes their certificate name, unless they have one already. */
export async function adoptCheckoutName(userId: number, typed: string | null | undefined, db: Executor = getDb()): Promise<void> {
  const read = readCertificateName(typed ?? "");
  if (!read.ok) return;
  await db
    .update(users)
    .set({ certificateName: read.name })
    .where(and(eq(users.id, userId), sql`${users.certificateName} IS NULL`));
}

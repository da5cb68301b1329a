// An admin's second factor (issue 24, item 5; DESIGN.md §2 names otplib): a TOTP secret set up at
// the first admin sign-in, checked at every one after it, and ten single-use recovery codes for a
// lost phone. The secret is stored sealed (secret-box.server.ts); a code's time step is kept so no
// code works twice (RFC 6238 §5.2); recovery codes are kept as SHA-256 only. An operator who must
// let an admin in again runs `academy admin reset-2fa`.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, or, lt, sql } from "drizzle-orm";
import { generateSecret, generateURI, verify } from "otplib";
import { renderSVG } from "uqr";
import { getDb, type Database, type Executor } from "../../../db/client";
import { recoveryCodes, signInChallenges, users } from "../../../db/schema/index";
import { isRecoveryCode, isTotpCode, normalizeCode, RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH, recoveryCodeFromBytes } from "~/lib/two-factor-codes";
import { AccountError } from "./accounts.server";
import { recordAdminAction, type AdminContext } from "../operations/admin-audit.server";
import { open, seal } from "./secret-box.server";
import { endAllSessions } from "./sessions.server";

const ISSUER = "Upskill Academy";
const SEAL_PURPOSE = "totp-secret";
/** One 30-second step either side of now: a phone's clock a little off still works. */
const TOLERANCE_SECONDS = 30;

const hashRecoveryCode = (normalized: string) => createHash("sha256").update(normalized).digest("hex");

/** A new random secret (160 bits, base32) for an authenticator app. */
export const newTotpSecret = (): string => generateSecret();

export const sealTotpSecret = (secret: string) => seal(secret, SEAL_PURPOSE);
export const openTotpSecret = (sealed: string) => open(sealed, SEAL_PURPOSE);

/**
 * What an authenticator app scans: the otpauth:// address, and that address as a QR code drawn
 * here (uqr, no service involved), as an SVG data: address for an <img> (the CSP allows data: images).
 */
export function totpSetup(secret: string, email: string): { uri: string; qrDataUri: string } {
  const uri = generateURI({ issuer: ISSUER, label: email, secret });
  const svg = renderSVG(uri, { border: 2 });
  return { uri, qrDataUri: `data:image/svg+xml;base64,${Buffer.from(svg, "utf8").toString("base64")}` };
}

/** The time step this code belongs to (after `afterStep`, when given), or null when it does not match. */
async function matchTotp(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS, ...(afterStep === null ? {} : { afterTimeStep: afterStep }) });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

/** Ten new recovery codes, as shown to the admin once; the table keeps their hashes. */
function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(recoveryCodeFromBytes(randomBytes(RECOVERY_CODE_LENGTH)));
  return [...codes];
}

/**
 * Finish setting up: the code must come from the secret shown. Stores the secret, sealed, and ten
 * recovery codes (replacing any older ones); returns the codes, or null when the code is wrong.
 */
export async function completeEnrolment(userId: number, secret: string, typed: string, db: Database = getDb()): Promise<string[] | null> {
  const code = normalizeCode(typed);
  const step = isTotpCode(code) ? await matchTotp(secret, code, null) : null;
  if (step === null) return null;
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: sealTotpSecret(secret), totpEnrolledAt: new Date(), totpLastStep: step })
      .where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashRecoveryCode(normalizeCode(c)) })));
  });
  return codes;
}

/**
 * Check an enrolled admin's code: a TOTP code newer than the last one used, or an unused recovery
 * code (which is then spent). Each is taken in one conditional update, so two requests with the
 * same code cannot both pass.
 */
export async function verifySecondFactor(userId: number, typed: string, db: Executor = getDb()): Promise<boolean> {
  const code = normalizeCode(typed);
  if (isTotpCode(code)) {
    const [row] = await db.select({ sealed: users.totpSecret, lastStep: users.totpLastStep }).from(users).where(eq(users.id, userId));
    const secret = row?.sealed ? openTotpSecret(row.sealed) : null;
    if (!secret) return false;
    const step = await matchTotp(secret, code, row!.lastStep);
    if (step === null) return false;
    const taken = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return taken.length > 0;
  }
  if (!isRecoveryCode(code)) return false;
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashRecoveryCode(code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return spent.length > 0;
}

export async function isEnrolled(userId: number, db: Executor = getDb()): Promise<boolean> {
  const [row] = await db.select({ enrolledAt: users.totpEnrolledAt }).from(users).where(eq(users.id, userId));
  return Boolean(row?.enrolledAt);
}

/** How many recovery codes the admin has left. */
export async function unusedRecoveryCodes(userId: number, db: Executor = getDb()): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/**
 * `academy admin reset-2fa`: forget the account's second factor and recovery codes, end its
 * sessions and half-done sign-ins. At its next sign-in the admin sets up a new one.
 */
export async function resetSecondFactor(ctx: AdminContext, email: string, db: Database = getDb()) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ totpSecret: null, totpEnrolledAt: null, totpLastStep: null })
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
      .returning({ id: users.id, email: users.email, username: users.username, role: users.role });
    if (!user) throw new AccountError(`No account has the email ${email}.`);
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx.delete(signInChallenges).where(eq(signInChallenges.userId, user.id));
    await endAllSessions(user.id, tx);
    await recordAdminAction(ctx, { action: "user.reset-2fa", targetType: "user", targetId: user.id, summary: user.email }, tx);
    return user;
  });
}

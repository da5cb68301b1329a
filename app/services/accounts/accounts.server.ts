// Accounts (accounts-admin-sales.md §3, §4, §6): registration, sign-in, the profile, and the
// account's saved toolkits ("AI Toolboxes") and reports. The routes, the /api endpoints and the
// CLI all come through here.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { getDb, type Database, type Executor } from "../../../db/client";
import { analyses, reports, users, USER_ROLES, type UserRole } from "../../../db/schema/index";
import type { ProfileDetails } from "~/lib/schemas/account";
import { isUniqueViolation } from "../../../db/errors";
import { endAllSessions } from "./sessions.server";
import { accountExistsEmail } from "../delivery/emails/account.server";
import { queueEmail } from "../delivery/email.server";
import { sendEmailConfirmation } from "./email-verification.server";
import { queueUserSync } from "../delivery/drive-sync-queue.server";
import { assertAllowedPassword, hashPassword, verifyPassword } from "./passwords.server";
import { hitRateLimit, type RateLimit } from "../operations/rate-limit.server";

/** An operator's request (the CLI) that cannot be done; the message says why, in the operator's words. */
export class AccountError extends Error {}

/**
 * Registration with an address that already has an account. Callers answer it with the same
 * words as any other failure (accounts-admin-sales.md §8), so the form does not tell who has an
 * account; registerUser has told the address's owner by email.
 */
export class EmailTakenError extends Error {
  constructor() {
    super("An account with this email already exists.");
  }
}

export interface Credentials {
  email: string;
  password: string;
}

export interface Registration extends ProfileDetails {
  username: string;
  email: string;
  password: string;
}

export interface AccountUser {
  id: number;
  username: string;
  email: string;
  role: string;
  jobTitle: string | null;
  companyName: string | null;
  roleDescription: string | null;
  journeyStage: string;
  createdAt: Date;
}

const accountColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  jobTitle: users.jobTitle,
  companyName: users.companyName,
  roleDescription: users.roleDescription,
  journeyStage: users.journeyStage,
  createdAt: users.createdAt,
};

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

export async function findUserById(id: number, db: Executor = getDb()): Promise<AccountUser | null> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByEmail(email: string, db: Executor = getDb()): Promise<AccountUser | null> {
  const [row] = await db.select(accountColumns).from(users).where(byEmail(email)).limit(1);
  return row ?? null;
}

/** Where the new account's toolkit comes from: the one named, made in this browser visit. */
export interface ToolkitClaim {
  analysisId: number | null;
  browserSessionId: string | null;
}

/**
 * Give the account the toolkit this visitor made before signing up (or in), and the reports of
 * it sent to the account's address. Only a toolkit made in this browser and owned by nobody can be
 * claimed: knowing a toolkit's number (or holding its share link) is not enough.
 */
export async function claimToolkit(userId: number, email: string, claim: ToolkitClaim, db: Executor = getDb()): Promise<boolean> {
  if (!claim.analysisId || !claim.browserSessionId) return false;
  const claimed = await db
    .update(analyses)
    .set({ userId })
    .where(and(eq(analyses.id, claim.analysisId), eq(analyses.browserSessionId, claim.browserSessionId), isNull(analyses.userId)))
    .returning({ id: analyses.id });
  if (!claimed.length) return false;
  await db
    .update(reports)
    .set({ userId })
    .where(and(eq(reports.analysisId, claim.analysisId), isNull(reports.userId), eq(sql`lower(${reports.email})`, email.toLowerCase())));
  return true;
}

/** The visit's most recent toolkit: the "stored value" registration falls back to (§2). */
export async function latestVisitToolkit(browserSessionId: string | null, db: Executor = getDb()): Promise<number | null> {
  if (!browserSessionId) return null;
  const [row] = await db
    .select({ id: analyses.id })
    .from(analyses)
    .where(and(eq(analyses.browserSessionId, browserSessionId), isNull(analyses.userId)))
    .orderBy(desc(analyses.createdAt), desc(analyses.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Create an account (role user) and claim the visitor's toolkit, in one transaction. A password the
 * rule refuses throws WeakPasswordError before anything is written.
 */
export async function registerUser(input: Registration, claim: ToolkitClaim, db: Database = getDb()): Promise<AccountUser> {
  assertAllowedPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email,
          passwordHash,
          companyName: input.companyName,
          jobTitle: input.jobTitle,
          roleDescription: input.roleDescription,
          lastLoginAt: new Date(),
        })
        .returning(accountColumns);
      await claimToolkit(user!.id, user!.email, claim, tx);
      await sendEmailConfirmation(user!, tx);
      // The new account's drive folder (accounts-admin-sales.md §4): queued with it, never in its way.
      await queueUserSync(user!.id, tx);
      return user!;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await tellOwnerOfRegistrationAttempt(input.email, db);
    throw new EmailTakenError();
  }
}

/** Notices to one address about registration attempts: 3 per 15 minutes, so nobody can flood an inbox with them. */
const ACCOUNT_EXISTS_EMAILS_PER_ADDRESS: RateLimit = { name: "account-exists-email", limit: 3, windowSeconds: 900 };

async function tellOwnerOfRegistrationAttempt(email: string, db: Database): Promise<void> {
  const owner = await findUserByEmail(email, db);
  if (!owner) return;
  if (!(await hitRateLimit(ACCOUNT_EXISTS_EMAILS_PER_ADDRESS, owner.email.toLowerCase(), db)).allowed) return;
  await queueEmail({ to: owner.email, ...accountExistsEmail({ name: owner.username }), kind: "transactional", template: "account-exists" }, db);
}

/** The account these credentials open, or null. Takes as long for an unknown address as for a wrong password. */
export async function authenticateUser(credentials: Credentials, db: Executor = getDb()): Promise<AccountUser | null> {
  const [row] = await db
    .select({ ...accountColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(byEmail(credentials.email))
    .limit(1);
  const valid = await verifyPassword(row?.passwordHash ?? null, credentials.password);
  if (!row || !valid) return null;
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, row.id));
  const { passwordHash: _hash, ...user } = row;
  return user;
}

/** Set the profile fields given (a field left undefined keeps its value); null when the account is gone. */
export async function updateProfile(userId: number, details: Partial<ProfileDetails>, db: Executor = getDb()): Promise<AccountUser | null> {
  if (!Object.keys(details).length) return findUserById(userId, db);
  const [row] = await db.update(users).set(details).where(eq(users.id, userId)).returning(accountColumns);
  return row ?? null;
}

export interface SavedAnalysis {
  id: number;
  jobTitle: string;
  createdAt: Date;
  totalSavingsPerYear: number;
  averageProductivityGain: number;
  shareToken: string | null;
}

/** My AI Toolboxes: the account's toolkits, newest first. */
export async function listSavedAnalyses(userId: number, db: Executor = getDb()): Promise<SavedAnalysis[]> {
  return db
    .select({
      id: analyses.id,
      jobTitle: analyses.jobTitle,
      createdAt: analyses.createdAt,
      totalSavingsPerYear: analyses.totalSavingsPerYear,
      averageProductivityGain: analyses.averageProductivityGain,
      shareToken: analyses.shareToken,
    })
    .from(analyses)
    .where(eq(analyses.userId, userId))
    .orderBy(desc(analyses.createdAt), desc(analyses.id));
}

export interface SavedReport {
  id: number;
  analysisId: number;
  jobTitle: string;
  createdAt: Date;
  downloadToken: string;
  status: string;
}

/** The account's toolkit reports, newest first. */
export async function listSavedReports(userId: number, db: Executor = getDb()): Promise<SavedReport[]> {
  return db
    .select({
      id: reports.id,
      analysisId: reports.analysisId,
      jobTitle: reports.jobTitle,
      createdAt: reports.createdAt,
      downloadToken: reports.downloadToken,
      status: reports.status,
    })
    .from(reports)
    .where(eq(reports.userId, userId))
    .orderBy(desc(reports.createdAt), desc(reports.id));
}

/** Delete one of the account's toolboxes (its reports go with it). False when it is not theirs. */
export async function deleteSavedAnalysis(userId: number, analysisId: number, db: Executor = getDb()): Promise<boolean> {
  const gone = await db
    .delete(analyses)
    .where(and(eq(analyses.id, analysisId), eq(analyses.userId, userId)))
    .returning({ id: analyses.id });
  return gone.length > 0;
}

/**
 * An admin's new password at the sign-in step that asks for one (the old one was too weak for an
 * admin): checked by the admin rule, and every session of the account ends.
 */
export async function setAdminPassword(userId: number, password: string, db: Database = getDb()): Promise<void> {
  assertAllowedPassword(password, { admin: true });
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await endAllSessions(userId, tx);
  });
}

// Operators (the CLI): the first admin and role changes.

/** A new admin account; its password must meet the admin rule (at least 12 characters, not common). */
export async function createAdmin(input: { email: string; name: string; password: string }, db: Database = getDb()): Promise<AccountUser> {
  assertAllowedPassword(input.password, { admin: true });
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db.insert(users).values({ username: input.name, email: input.email, passwordHash, role: "admin" }).returning(accountColumns);
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AccountError(`An account with the email ${input.email} already exists; use \`academy users set-role\`.`);
    throw error;
  }
}

/**
 * Change an account's role. Like any change of rights, it ends the account's sessions: it signs in
 * again. A new admin's password is not known here: at its first admin sign-in it sets up a second
 * factor and, when the password typed is too short or too common for an admin, chooses a new one.
 */
export async function setUserRole(email: string, role: UserRole, db: Database = getDb()): Promise<AccountUser> {
  if (!USER_ROLES.includes(role)) throw new AccountError(`The role must be one of: ${USER_ROLES.join(", ")}.`);
  return db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ role }).where(byEmail(email)).returning(accountColumns);
    if (!row) throw new AccountError(`No account has the email ${email}.`);
    await endAllSessions(row.id, tx);
    return row;
  });
}

// Signed-in sessions (DESIGN.md §4): a random token held by the browser, its SHA-256 in the
// sessions table, so a leaked table does not give working cookies. Every sign-in makes a new token;
// logout deletes its row and a password reset deletes all of the account's rows, so an old cookie
// is worth nothing afterwards. The cookie itself is the edge's business (app/http/session.server.ts).
// An admin's session also ends after ADMIN_IDLE_MINUTES without a request (sliding): a dashboard
// left open on a shared machine does not stay open for a month.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, lt, or } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { sessions, users } from "../../../db/schema/index";

export const SESSION_DAYS = 30;
export const ADMIN_IDLE_MINUTES = 30;
/** last_seen_at moves at most this often, so a busy session does not write on every request. */
const SEEN_RESOLUTION_SECONDS = 60;

export const hashSessionToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface CurrentUser {
  id: number;
  username: string;
  email: string;
  role: string;
}

/**
 * The user a live session token belongs to, if any. An admin's session idle for longer than
 * ADMIN_IDLE_MINUTES is over (and deleted); a live one is marked as seen now.
 */
export async function findSessionUser(token: string, db: Executor = getDb()): Promise<CurrentUser | null> {
  const id = hashSessionToken(token);
  const now = new Date();
  const idleSince = new Date(now.getTime() - ADMIN_IDLE_MINUTES * 60_000);
  const [row] = await db
    .select({ id: users.id, username: users.username, email: users.email, role: users.role, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  const { lastSeenAt, ...user } = row;
  if (user.role === "admin" && lastSeenAt <= idleSince) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (now.getTime() - lastSeenAt.getTime() >= SEEN_RESOLUTION_SECONDS * 1000) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return user;
}

/** A new session for this user; returns its token. The session it replaces (if named) ends. */
export async function createSession(
  userId: number,
  { replacing, userAgent }: { replacing?: string | null; userAgent?: string | null } = {},
  db: Executor = getDb(),
): Promise<string> {
  if (replacing) await endSession(replacing, db);
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  await db.insert(sessions).values({
    id: hashSessionToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

export async function endSession(token: string, db: Executor = getDb()): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashSessionToken(token)));
}

/** End every session of an account (password reset, role change, account deletion). */
export async function endAllSessions(userId: number, db: Executor = getDb()): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Sessions past their lifetime, and admins' sessions idle for too long. */
export async function deleteExpiredSessions(db: Executor = getDb()): Promise<number> {
  const idleSince = new Date(Date.now() - ADMIN_IDLE_MINUTES * 60_000);
  const idleAdmins = db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
  const gone = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, new Date()), and(lt(sessions.lastSeenAt, idleSince), inArray(sessions.userId, idleAdmins))))
    .returning({ id: sessions.id });
  return gone.length;
}

// Signed-in sessions (DESIGN.md §4): a random token held by the browser, its SHA-256 in the
// sessions table, so a leaked table does not give working cookies. Every sign-in makes a new token;
// logout deletes its row and a password reset deletes all of the account's rows, so an old cookie
// is worth nothing afterwards. The cookie itself is the edge's business (app/http/session.server.ts).
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import { getDb, type Executor } from "../../db/client";
import { sessions, users } from "../../db/schema/index";

export const SESSION_DAYS = 30;

export const hashSessionToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface CurrentUser {
  id: number;
  username: string;
  email: string;
  role: string;
}

/** The user a live session token belongs to, if any. */
export async function findSessionUser(token: string, db: Executor = getDb()): Promise<CurrentUser | null> {
  const [row] = await db
    .select({ id: users.id, username: users.username, email: users.email, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, hashSessionToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
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

export async function deleteExpiredSessions(db: Executor = getDb()): Promise<number> {
  const gone = await db.delete(sessions).where(lt(sessions.expiresAt, new Date())).returning({ id: sessions.id });
  return gone.length;
}

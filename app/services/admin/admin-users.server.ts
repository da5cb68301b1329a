// The CRM tab's operations (accounts-admin-sales.md §2, §3, §6; issue 14): the user list with
// search, sort and paging in PostgreSQL, a user's details with their activity, deleting a user
// (never an admin) and the CSV exports. The /admin/users page and /api/admin/users* call these.
import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { getDb, getSql, type Database, type Executor } from "../../../db/client";
import { analyses, payments, users } from "../../../db/schema/index";
import { ADMIN_PAGE_SIZE, type Paged, type UserQuery } from "~/lib/admin-query";
import { escapeLike } from "~/lib/tools-query";
import { recordAdminAction, type AdminContext } from "../operations/admin-audit.server";
import { csvStream, cursorRows } from "./admin-csv.server";
import { RECENT_DAYS } from "./platform-stats.server";

export interface AdminUserRow {
  id: number;
  username: string;
  name: string;
  email: string;
  role: string;
  jobTitle: string | null;
  companyName: string | null;
  journeyStage: string;
  createdAt: string;
}

export interface AdminUserDetails extends AdminUserRow {
  roleDescription: string | null;
  lastLoginAt: string | null;
  totalAnalyses: number;
  totalPurchases: number;
  /** Completed payments, in major units of the currency (all payments so far are one currency per shop). */
  totalRevenue: number;
  toolkits: { id: number; jobTitle: string; createdAt: string; totalSavingsPerYear: number }[];
  payments: { id: number; productCode: string; amount: number; currency: string; status: string; createdAt: string }[];
}

export type AdminOutcome<T = object> = ({ ok: true } & T) | { ok: false; reason: "not-found" | "forbidden" | "invalid"; message: string };

const userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  jobTitle: users.jobTitle,
  companyName: users.companyName,
  journeyStage: users.journeyStage,
  createdAt: users.createdAt,
};

function userSearch(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(ilike(users.username, pattern), ilike(users.email, pattern), ilike(users.jobTitle, pattern), ilike(users.companyName, pattern));
}

function userOrder(sort: UserQuery["sort"]): SQL[] {
  switch (sort) {
    case "oldest":
      return [asc(users.createdAt), asc(users.id)];
    case "name":
      return [asc(sql`lower(${users.username})`), asc(users.id)];
    case "email":
      return [asc(sql`lower(${users.email})`), asc(users.id)];
    case "newest":
    default:
      return [desc(users.createdAt), desc(users.id)];
  }
}

const toRow = (r: typeof users.$inferSelect | { [K in keyof typeof userColumns]: unknown }): AdminUserRow => {
  const row = r as {
    id: number;
    username: string;
    email: string;
    role: string;
    jobTitle: string | null;
    companyName: string | null;
    journeyStage: string;
    createdAt: Date;
  };
  return {
    id: row.id,
    username: row.username,
    name: row.username,
    email: row.email,
    role: row.role,
    jobTitle: row.jobTitle,
    companyName: row.companyName,
    journeyStage: row.journeyStage,
    createdAt: row.createdAt.toISOString(),
  };
};

export async function listUsers(query: UserQuery, db: Executor = getDb(), pageSize = ADMIN_PAGE_SIZE): Promise<Paged<AdminUserRow>> {
  const where = userSearch(query.q);
  const [rows, [counted]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(...userOrder(query.sort))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  const total = counted?.n ?? 0;
  return { rows: rows.map(toRow), total, page: query.page, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

export async function getUserDetails(id: number, db: Executor = getDb()): Promise<AdminOutcome<{ user: AdminUserDetails }>> {
  const [user] = await db
    .select({ ...userColumns, roleDescription: users.roleDescription, lastLoginAt: users.lastLoginAt })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!user) return { ok: false, reason: "not-found", message: "User not found" };
  const [toolkits, bought, [totals]] = await Promise.all([
    db
      .select({ id: analyses.id, jobTitle: analyses.jobTitle, createdAt: analyses.createdAt, totalSavingsPerYear: analyses.totalSavingsPerYear })
      .from(analyses)
      .where(eq(analyses.userId, id))
      .orderBy(desc(analyses.createdAt))
      .limit(100),
    db
      .select({
        id: payments.id,
        productCode: payments.productCode,
        amountCents: payments.amountCents,
        currency: payments.currency,
        status: payments.status,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(eq(payments.userId, id))
      .orderBy(desc(payments.createdAt))
      .limit(100),
    db.execute<{ analyses: number; purchases: number; revenue_cents: number }>(sql`
      SELECT (SELECT count(*)::int FROM analyses WHERE user_id = ${id}) AS analyses,
             (SELECT count(*)::int FROM payments WHERE user_id = ${id} AND status = 'completed') AS purchases,
             (SELECT coalesce(sum(amount_cents), 0)::bigint::float8 FROM payments WHERE user_id = ${id} AND status = 'completed') AS revenue_cents`),
  ]);
  return {
    ok: true,
    user: {
      ...toRow(user),
      roleDescription: user.roleDescription,
      lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
      totalAnalyses: totals!.analyses,
      totalPurchases: totals!.purchases,
      totalRevenue: Number(totals!.revenue_cents) / 100,
      toolkits: toolkits.map((t) => ({ ...t, createdAt: t.createdAt.toISOString() })),
      payments: bought.map(({ amountCents, ...p }) => ({ ...p, amount: amountCents / 100, createdAt: p.createdAt.toISOString() })),
    },
  };
}

/**
 * Delete an account: never an admin's. Its sessions end (cascade), its toolkits, reports and the
 * sign-ups made with its address go, and its payments stay as records of the sale without the
 * person (no account, no address). Written to the audit log in the same transaction.
 */
export async function deleteUser(ctx: AdminContext, id: number, db: Database = getDb()): Promise<AdminOutcome<{ id: number }>> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, role: users.role, username: users.username })
      .from(users)
      .where(eq(users.id, id))
      .for("update")
      .limit(1);
    if (!user) return { ok: false, reason: "not-found", message: "User not found" } as const;
    if (user.role === "admin") return { ok: false, reason: "forbidden", message: "Admin accounts cannot be deleted" } as const;
    const email = user.email.toLowerCase();
    await tx.execute(sql`UPDATE payments SET email = NULL, user_id = NULL WHERE user_id = ${id} OR lower(email) = ${email}`);
    await tx.execute(sql`DELETE FROM reports WHERE user_id = ${id} OR lower(email) = ${email}`);
    await tx.execute(sql`DELETE FROM analyses WHERE user_id = ${id}`);
    await tx.execute(sql`DELETE FROM email_signups WHERE lower(email) = ${email}`);
    await tx.execute(sql`DELETE FROM consultations WHERE lower(email) = ${email}`);
    await tx.execute(sql`DELETE FROM waitlist_signups WHERE lower(email) = ${email}`);
    await tx.execute(sql`DELETE FROM newsletter_signups WHERE lower(email) = ${email}`);
    // The coach's challenges, replies and scores go with the sign-up (ON DELETE CASCADE); mail the
    // coach dropped from this address, and an invitation to it, by address.
    await tx.execute(sql`DELETE FROM coach_signups WHERE lower(email) = ${email}`);
    await tx.execute(sql`DELETE FROM coach_inbound_drops WHERE lower(sender) = ${email}`);
    await tx.execute(sql`DELETE FROM coach_invitations WHERE lower(invitee_email) = ${email}`);
    await tx.execute(sql`DELETE FROM questionnaires WHERE lower(email) = ${email}`);
    await tx.execute(sql`DELETE FROM email_messages WHERE lower(to_address) = ${email} OR user_id = ${id}`);
    await tx.execute(sql`DELETE FROM verification_tokens WHERE email = ${email}`);
    // Sessions, reset and confirmation links, course access and drive state go with the row (ON DELETE CASCADE).
    await tx.delete(users).where(and(eq(users.id, id), sql`${users.role} <> 'admin'`));
    // No name or address in the entry: the person is gone, the record of the deletion is not.
    await recordAdminAction(ctx, { action: "user.delete", targetType: "user", targetId: id }, tx);
    return { ok: true, id } as const;
  });
}

export type UserExport = "all" | "new";

export const USER_EXPORT_HEADER = ["id", "name", "email", "role", "jobTitle", "companyName", "journeyStage", "createdAt"] as const;

/** all-users-{date}.csv / new-users-{date}.csv, streamed from a cursor; logged as an admin action. */
export async function exportUsersCsv(ctx: AdminContext, kind: UserExport): Promise<ReadableStream<Uint8Array>> {
  await recordAdminAction(ctx, {
    action: kind === "all" ? "users.export-all" : "users.export-new",
    summary: kind === "all" ? "All users" : `Users of the last ${RECENT_DAYS} days`,
  });
  const sqlClient = getSql();
  const cursor =
    kind === "all"
      ? sqlClient`SELECT id, username, email, role, job_title, company_name, journey_stage, created_at FROM users ORDER BY id`.cursor(500)
      : sqlClient`SELECT id, username, email, role, job_title, company_name, journey_stage, created_at FROM users
                WHERE created_at > now() - make_interval(days => ${RECENT_DAYS}) ORDER BY id`.cursor(500);
  type Row = {
    id: number;
    username: string;
    email: string;
    role: string;
    job_title: string | null;
    company_name: string | null;
    journey_stage: string;
    created_at: Date;
  };
  return csvStream(USER_EXPORT_HEADER, cursorRows(cursor as unknown as AsyncIterable<Row[]>), (r) => [
    r.id,
    r.username,
    r.email,
    r.role,
    r.job_title,
    r.company_name,
    r.journey_stage,
    new Date(r.created_at).toISOString(),
  ]);
}

// The Payments tab's operations (accounts-admin-sales.md §2, §3; issue 14): the list, delete, and refunding a payment for levels already owned (issue 27).
import { asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Database, type Executor } from "../../../db/client";
import { payments } from "../../../db/schema/index";
import { ADMIN_PAGE_SIZE, type Paged, type PaymentQuery } from "~/lib/admin-query";
import { escapeLike } from "~/lib/tools-query";
import { recordAdminAction, type AdminContext } from "../operations/admin-audit.server";
import { refundDuplicatePayment } from "../sales/refunds.server";

export interface AdminPaymentRow {
  id: number;
  /** Null once the buyer's account was deleted: the sale stays without the person. */
  email: string | null;
  jobTitle: string | null;
  productCode: string;
  /** In the currency's major unit (49 for AU$49.00). */
  amount: number;
  currency: string;
  method: string;
  status: string;
  /** Why a person must look at it (a refund due for levels already owned, an amount not the product's), else null. */
  reviewNote: string | null;
  createdAt: string;
}

function paymentSearch(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(ilike(payments.email, pattern), ilike(payments.jobTitle, pattern), ilike(payments.productCode, pattern), ilike(payments.status, pattern));
}

function paymentOrder(sort: PaymentQuery["sort"]): SQL[] {
  switch (sort) {
    case "oldest":
      return [asc(payments.createdAt), asc(payments.id)];
    case "amount":
      return [desc(payments.amountCents), desc(payments.id)];
    case "newest":
    default:
      return [desc(payments.createdAt), desc(payments.id)];
  }
}

export async function listPayments(query: PaymentQuery, db: Executor = getDb(), pageSize = ADMIN_PAGE_SIZE): Promise<Paged<AdminPaymentRow>> {
  const where = paymentSearch(query.q);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(where)
      .orderBy(...paymentOrder(query.sort))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .where(where),
  ]);
  const total = counted?.n ?? 0;
  return {
    rows: rows.map((p) => ({
      id: p.id,
      email: p.email,
      jobTitle: p.jobTitle,
      productCode: p.productCode,
      amount: p.amountCents / 100,
      currency: p.currency,
      method: p.method,
      status: p.status,
      reviewNote: p.reviewNote,
      createdAt: p.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

export async function deletePayment(
  ctx: AdminContext,
  id: number,
  db: Database = getDb(),
): Promise<{ ok: true; id: number } | { ok: false; reason: "not-found"; message: string }> {
  const gone = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(payments)
      .where(eq(payments.id, id))
      .returning({ id: payments.id, productCode: payments.productCode, amountCents: payments.amountCents, currency: payments.currency });
    if (row) {
      await recordAdminAction(
        ctx,
        {
          action: "payment.delete",
          targetType: "payment",
          targetId: id,
          summary: `${row.productCode}, ${(row.amountCents / 100).toFixed(2)} ${row.currency.toUpperCase()}`,
        },
        tx,
      );
    }
    return row;
  });
  return gone ? { ok: true, id } : { ok: false, reason: "not-found", message: "Payment not found" };
}

export type RefundDueOutcome =
  { ok: true; id: number; stripeRefundId: string | null } | { ok: false; reason: "not-found" | "not-due" | "failed"; message: string };

/**
 * An admin refunds a payment for levels the buyer already owned (issue 27 item 4) that the
 * webhook could not refund itself (Stripe unreachable): the same refund, record and buyer's email
 * as the automatic one (refundDuplicatePayment), recorded in the audit log.
 */
export async function refundDuePayment(ctx: AdminContext, id: number, db: Database = getDb()): Promise<RefundDueOutcome> {
  const [row] = await db
    .select({
      status: payments.status,
      reviewNote: payments.reviewNote,
      productCode: payments.productCode,
      amountCents: payments.amountCents,
      currency: payments.currency,
    })
    .from(payments)
    .where(eq(payments.id, id));
  if (!row) return { ok: false, reason: "not-found", message: "Payment not found" };
  if (row.status !== "pending" || !row.reviewNote?.startsWith("Refund due"))
    return { ok: false, reason: "not-due", message: `Payment #${id} has no refund due.` };
  const outcome = await refundDuplicatePayment(id, db);
  if (!outcome.refunded) return { ok: false, reason: "failed", message: `Payment #${id} was not refunded: ${outcome.note}` };
  await recordAdminAction(ctx, {
    action: "payment.refund",
    targetType: "payment",
    targetId: id,
    summary: `${row.productCode}, ${(row.amountCents / 100).toFixed(2)} ${row.currency.toUpperCase()} refunded`,
  });
  return { ok: true, id, stripeRefundId: outcome.stripeRefundId };
}

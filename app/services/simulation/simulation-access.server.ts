// Who may take the job simulation (issue 19): a buyer whose purchase is completed, granted (the
// address proven) and not refunded.
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { payments } from "../../../db/schema/index";

export const SIMULATION_PRODUCT = "simulation";
export const SEND_SIMULATION_RESULTS_TASK = "send-simulation-results";

export interface SimulationAccess {
  paymentId: number;
  paidAt: Date;
  method: string;
  stripeSessionId: string | null;
  /** The job title given at checkout (the /aiupskill preview's), for an account without one. */
  jobTitle: string | null;
}

/** The buyer's simulation purchase: completed, granted (the address proven), not refunded. */
export async function simulationAccess(userId: number | null | undefined, db: Executor = getDb()): Promise<SimulationAccess | null> {
  if (!userId) return null;
  const [row] = await db
    .select({
      paymentId: payments.id,
      paidAt: payments.createdAt,
      method: payments.method,
      stripeSessionId: payments.stripeSessionId,
      jobTitle: payments.jobTitle,
    })
    .from(payments)
    .where(
      and(eq(payments.userId, userId), eq(payments.productCode, SIMULATION_PRODUCT), eq(payments.status, "completed"), isNotNull(payments.accessGrantedAt)),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row ?? null;
}

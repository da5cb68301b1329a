// Reading a simulation attempt's address, and what a page shows when there is nothing to play.
import { redirect } from "@remix-run/node";
import { simulationAccess } from "~/services/simulation/simulation-access.server";
import { requireUser } from "./guards.server";

export const attemptIdOf = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** No purchase (or a refund) sends to the preview; someone else's or a missing attempt is not found. */
export async function notPlayable(request: Request): Promise<Response> {
  const user = await requireUser(request);
  return (await simulationAccess(user.id)) ? new Response("Not Found", { status: 404 }) : redirect("/simulation");
}

// The operation context (app/services/context.ts) of a request: read once, here, at the edge.
import type { AppLoadContext } from "@remix-run/node";
import type { OperationContext } from "~/services/context";
import { getCurrentUser } from "./session.server";
import { readVisitId } from "./visit.server";

export async function operationContext(request: Request, context: AppLoadContext): Promise<OperationContext> {
  const [actor, visitId] = await Promise.all([getCurrentUser(request), readVisitId(request)]);
  return { actor, clientIp: context.clientIp ?? "unknown", visitId };
}

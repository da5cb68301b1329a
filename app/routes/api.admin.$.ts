import type { LoaderFunctionArgs } from "@remix-run/node";
import { problemJson } from "~/http/problem.server";
import { requireAdmin } from "~/http/guards.server";

// Any /api/admin/* path without a route of its own: the admin check comes first, so a signed-out
// caller gets 401 and a non-admin 403 whatever the path; an admin learns the path does not exist.
async function unknownAdminRoute({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return problemJson({ title: "Not Found", description: "No such admin endpoint." }, 404);
}
export const loader = unknownAdminRoute;
export const action = unknownAdminRoute;

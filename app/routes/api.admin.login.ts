import type { ActionFunctionArgs } from "@remix-run/node";
import { authenticationApi, methodNotAllowed } from "~/services/api-auth.server";

/** POST /api/admin/login (§7): email, password. Only an admin account gets a session; others get 403. */
export const action = ({ request, context }: ActionFunctionArgs) => authenticationApi("admin-login", request, context.clientIp);
export const loader = methodNotAllowed;

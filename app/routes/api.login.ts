import type { ActionFunctionArgs } from "@remix-run/node";
import { authenticationApi, methodNotAllowed } from "~/services/api-auth.server";

/** POST /api/login (accounts-admin-sales.md §7): email, password. A new session cookie on success. */
export const action = ({ request, context }: ActionFunctionArgs) => authenticationApi("login", request, context.clientIp);
export const loader = methodNotAllowed;

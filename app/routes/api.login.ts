import { signInApi } from "~/http/account-api.server";
import { methodNotAllowed } from "~/http/problem.server";

/** POST /api/login (accounts-admin-sales.md §7): email, password. A new session cookie on success. */
export const action = signInApi;
export const loader = methodNotAllowed;

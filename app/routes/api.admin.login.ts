import { adminSignInApi } from "~/http/account-api.server";
import { methodNotAllowed } from "~/http/problem.server";

/** POST /api/admin/login (§7): email, password. Only an admin account gets a session; others get 403. */
export const action = adminSignInApi;
export const loader = methodNotAllowed;

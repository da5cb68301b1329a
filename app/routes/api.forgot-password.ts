import { forgotPasswordApi } from "~/http/account-api.server";
import { methodNotAllowed } from "~/http/problem.server";

/** POST /api/forgot-password (§7): email. The same answer whether or not the address has an account. */
export const action = forgotPasswordApi;
export const loader = methodNotAllowed;

import { resetPasswordApi } from "~/http/account-api.server";
import { methodNotAllowed } from "~/http/problem.server";

/**
 * POST /api/reset-password (§7): token, newPassword (and confirmPassword, checked when sent).
 * Spends the token and ends every session of the account.
 */
export const action = resetPasswordApi;
export const loader = methodNotAllowed;

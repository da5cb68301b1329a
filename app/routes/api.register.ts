import { registerApi } from "~/http/account-api.server";
import { methodNotAllowed } from "~/http/problem.server";

/**
 * POST /api/register (§7): username, email, password, companyName, jobTitle, roleDescription,
 * analysisId. The toolkit named by analysisId, if this browser made it, becomes the account's; the
 * new account is signed in.
 */
export const action = registerApi;
export const loader = methodNotAllowed;

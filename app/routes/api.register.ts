import type { ActionFunctionArgs } from "@remix-run/node";
import { authenticationApi, methodNotAllowed } from "~/services/api-auth.server";

/**
 * POST /api/register (§7): username, email, password, companyName, jobTitle, roleDescription,
 * analysisId. The toolkit named by analysisId, if this browser made it, becomes the account's; the
 * new account is signed in.
 */
export const action = ({ request, context }: ActionFunctionArgs) => authenticationApi("register", request, context.clientIp);
export const loader = methodNotAllowed;

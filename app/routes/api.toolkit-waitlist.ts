import type { ActionFunctionArgs } from "@remix-run/node";
import { WAITLIST_MESSAGES } from "~/content/waitlist";
import { methodNotAllowed } from "~/http/problem.server";
import { signupApi } from "~/http/signup-api.server";
import { WAITLIST_FORM } from "~/http/signup-forms.server";
import { joinWaitlist } from "~/services/marketing/waitlist.server";

/**
 * POST /api/toolkit-waitlist (visitor-side.md §7): { name, email }, trimmed. Success (a new or an
 * already listed address alike): { success, title, message } with the §8 texts. Refusals: problem
 * JSON with 400 (the §5 texts; a body that is not a JSON object gets the §8 failure texts), 429
 * or 500.
 */
export const action = (args: ActionFunctionArgs) => signupApi(args, WAITLIST_FORM, WAITLIST_MESSAGES, (signup) => joinWaitlist(signup));
export const loader = methodNotAllowed;

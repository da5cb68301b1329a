import type { ActionFunctionArgs } from "@remix-run/node";
import { NEWSLETTER_MESSAGES } from "~/content/workshops";
import { methodNotAllowed } from "~/http/problem.server";
import { signupApi } from "~/http/signup-api.server";
import { NEWSLETTER_FORM } from "~/http/signup-forms.server";
import { subscribeToNewsletter } from "~/services/marketing/newsletter.server";

/**
 * POST /api/newsletter: { name, email, city? } as JSON. The spec's newsletter dialog makes no
 * call (visitor-side.md §7); ours subscribes for real (issue 6). Success (a new or an already
 * subscribed address alike): { success, title, message } with the §8 texts. Refusals: problem
 * JSON with 400 (missing or malformed fields; a body that is not a JSON object gets the §8
 * failure texts), 429 or 500.
 */
export const action = (args: ActionFunctionArgs) => signupApi(args, NEWSLETTER_FORM, NEWSLETTER_MESSAGES, (signup) => subscribeToNewsletter(signup));
export const loader = methodNotAllowed;

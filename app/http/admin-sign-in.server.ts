// The edge of an admin's sign-in after the password (issue 24, item 5): every sign-in form that
// accepted an admin's password answers the same way, on to /login/two-factor with the challenge's
// own cookie; the page there finishes with a session (or starts again when the challenge ran out).
import { ACCOUNT_SUCCESS } from "~/lib/schemas/account";
import { challengeCookie } from "./session.server";
import { successAnswer } from "./success.server";

export const SECOND_STEP_PATH = "/login/two-factor";

/** On to the second step: a plain post is redirected, the interactive page loads it in full. */
export function secondStepAnswer(request: Request, formData: FormData, challengeToken: string): Promise<Response> {
  return successAnswer(
    request,
    formData,
    { to: SECOND_STEP_PATH, ...ACCOUNT_SUCCESS.adminSecondStep, afterMs: 100, reload: true },
    challengeCookie(challengeToken),
  );
}

/** Where an admin signing in from this page lands: the /admin page it was on, else the dashboard. */
export function adminReturnPath(request: Request): string {
  const { pathname } = new URL(request.url);
  return /^\/admin(\/[a-z0-9-]+)*\/?$/.test(pathname) ? pathname : "/admin";
}

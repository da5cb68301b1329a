// /login/two-factor's loader and action (issue 24, item 5): the steps of an admin's sign-in after
// the password, read from the challenge cookie. Each step is a plain form (JavaScript on or off);
// the last one starts the session, clears the challenge cookie and lands on the page the admin
// signed in from, or (after setting up) shows the ten recovery codes once.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { ADMIN_NEW_PASSWORD_FORM, ENROL_FORM, SECOND_FACTOR_FORM } from "~/http/account-forms.server";
import { SECOND_STEP_PATH } from "~/http/admin-sign-in.server";
import { operationContext } from "~/http/context.server";
import { flashHeaders } from "~/http/flash.server";
import { formReply, refusalStatus, submitForm, type FormDefinition } from "~/http/forms.server";
import { clearedChallengeCookie, readChallengeToken, startSession } from "~/http/session.server";
import { successAnswer } from "~/http/success.server";
import { ACCOUNT_SUCCESS } from "~/lib/schemas/account";
import {
  confirmChallengeEnrolment,
  renewChallengePassword,
  verifyChallengeCode,
  viewSecondStep,
  type SecondStepOutcome,
} from "~/services/accounts/auth.server";
import type { OperationContext } from "~/services/context";
import { findChallenge, type SignInChallenge } from "~/services/accounts/sign-in-challenges.server";
import type { z } from "zod";

// The secret and the codes on this page are for this browser only: never cached, and no Referer
// leaves the site (same-origin, not no-referrer: a no-referrer page's own form posts carry
// "Origin: null", which the cross-site check refuses).
const PRIVATE = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" } as const;

async function challengeOf(request: Request): Promise<SignInChallenge | null> {
  const token = readChallengeToken(request);
  return token ? findChallenge(token) : null;
}

export async function twoFactorLoader({ request }: LoaderFunctionArgs) {
  const challenge = await challengeOf(request);
  const view = challenge && challenge.step !== "done" ? await viewSecondStep(challenge) : ({ step: "expired" } as const);
  return json({ view }, { headers: PRIVATE });
}

type Intent = "verify" | "new-password" | "enrol";

interface StepForm {
  form: FormDefinition<z.ZodType>;
  run: (challenge: SignInChallenge, value: never, ctx: OperationContext) => Promise<SecondStepOutcome>;
  secret: string[];
}

const STEPS: Record<Intent, StepForm> = {
  verify: { form: SECOND_FACTOR_FORM, run: (c, value: { code: string }, ctx) => verifyChallengeCode(c, value, ctx), secret: ["code"] },
  "new-password": {
    form: ADMIN_NEW_PASSWORD_FORM,
    run: (c, value: { newPassword: string }) => renewChallengePassword(c, value),
    secret: ["newPassword", "confirmPassword"],
  },
  enrol: { form: ENROL_FORM, run: (c, value: { code: string }) => confirmChallengeEnrolment(c, value), secret: ["code"] },
};

const isIntent = (value: unknown): value is Intent => typeof value === "string" && value in STEPS;

export async function twoFactorAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const posted = formData.get("intent");
  const intent: Intent = isIntent(posted) ? posted : "verify";
  const { form, run, secret } = STEPS[intent];
  const challenge = await challengeOf(request);
  const expired: SecondStepOutcome = { ok: false, reason: "sign-in-expired" };
  const { submission, outcome } = await submitForm(form, formData, await operationContext(request, context), (value, ctx) =>
    challenge ? run(challenge, value as never, ctx) : Promise.resolve(expired),
  );
  if (!outcome.ok) {
    // A step posted out of turn (another tab moved on): show the page at its step again.
    if (outcome.reason === "invalid" && submission.status === "success") return redirect(SECOND_STEP_PATH);
    return json({ intent, result: formReply(form, submission, outcome, secret) }, { status: refusalStatus(outcome), headers: PRIVATE });
  }
  if (!outcome.done) {
    const message = intent === "new-password" ? ACCOUNT_SUCCESS.adminPasswordRenewed : ACCOUNT_SUCCESS.adminSecondStep;
    return redirect(SECOND_STEP_PATH, { headers: await flashHeaders(request, { kind: "success", ...message }) });
  }
  const session = await startSession(outcome.userId, request);
  if (outcome.recoveryCodes) {
    // Shown once, in this answer only; the page links on to where the admin was going.
    const headers = new Headers(PRIVATE);
    headers.append("Set-Cookie", session);
    headers.append("Set-Cookie", clearedChallengeCookie());
    return json({ intent, recoveryCodes: outcome.recoveryCodes, returnTo: outcome.returnTo }, { headers });
  }
  const answer = await successAnswer(request, formData, { to: outcome.returnTo, ...ACCOUNT_SUCCESS.adminLogin, afterMs: 100, reload: true }, session);
  answer.headers.append("Set-Cookie", clearedChallengeCookie());
  return answer;
}

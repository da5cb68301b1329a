// Admins for tests, as operators and admins make them: `createAdmin` (what `academy admin create`
// calls), then the second factor set up as at a first sign-in, with a real TOTP secret; a sign-in
// then sends the authenticator's current code with the password (POST /api/admin/login), as an
// API client does (issue 24).
import { generate } from "otplib";
import { createAdmin } from "../../app/services/accounts/accounts.server";
import { completeEnrolment, newTotpSecret } from "../../app/services/accounts/two-factor.server";
import type { Browser } from "./browser";

export interface TestAdmin {
  id: number;
  email: string;
  password: string;
  totpSecret: string;
  recoveryCodes: string[];
}

const PERIOD_MS = 30_000;
// The last time step each secret's code was made for: the server takes no code twice, so a second
// sign-in within one step uses the next step's code (accepted one step early), or waits for it.
const lastStep = new Map<string, number>();

/** The authenticator app's code for this secret, one never given before. */
export async function totpCode(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / PERIOD_MS);
  const step = Math.max(now, (lastStep.get(secret) ?? -1) + 1);
  if (step > now + 1) await new Promise((resolve) => setTimeout(resolve, (step - 1) * PERIOD_MS - Date.now() + 50));
  lastStep.set(secret, step);
  return generate({ secret, epoch: (step * PERIOD_MS) / 1000 });
}

/** A new admin with two-factor sign-in set up. */
export async function createEnrolledAdmin(input: { email: string; name: string; password: string }): Promise<TestAdmin> {
  const user = await createAdmin(input);
  const totpSecret = newTotpSecret();
  const recoveryCodes = await completeEnrolment(user.id, totpSecret, await totpCode(totpSecret));
  if (!recoveryCodes) throw new Error("The test admin's second factor could not be set up.");
  return { id: user.id, email: user.email, password: input.password, totpSecret, recoveryCodes };
}

/** POST /api/admin/login with the password and the current code; the browser keeps the session. */
export async function signInAsAdmin(browser: Browser, admin: Pick<TestAdmin, "email" | "password" | "totpSecret">) {
  return browser.post("/api/admin/login", { email: admin.email, password: admin.password, code: await totpCode(admin.totpSecret) });
}

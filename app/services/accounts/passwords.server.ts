// Password hashing with argon2id (DESIGN.md §2): 19 MiB of memory and 2 passes, OWASP's
// minimum for argon2id. The parameters live in the hash, so raising them later still verifies
// old hashes.
import { hash, verify, type Options } from "@node-rs/argon2";
import { passwordProblem, type PasswordProblem } from "~/lib/password-policy";
import { ACCOUNT_PROBLEMS } from "~/lib/schemas/account";

// Algorithm.Argon2id is 2; the package declares it as a const enum, which a per-file compiler
// (esbuild) cannot inline.
const ARGON2ID = 2 as Options["algorithm"];
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Checked against when an address has no account (or no password yet), so a wrong address takes
// as long as a wrong password and timing does not tell which addresses have accounts.
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword("no account has this password");
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A new password the rule refuses (app/lib/password-policy.ts); `problem` names the words to show. */
export class WeakPasswordError extends Error {
  constructor(readonly problem: PasswordProblem) {
    super(ACCOUNT_PROBLEMS[problem].description);
  }
}

/**
 * The one gate every new password passes before it is hashed: registration, password reset and
 * claim links, an admin's new-password step and `academy admin create`.
 */
export function assertAllowedPassword(password: string, options: { admin?: boolean } = {}): void {
  const problem = passwordProblem(password, options);
  if (problem) throw new WeakPasswordError(problem);
}

// The password rule (issue 24, item 5; accounts-admin-sales.md §9): the specification's minimum of
// 6 characters, at most PASSWORD_MAX, not one of the most common passwords, not one character
// repeated, and at least ADMIN_PASSWORD_MIN characters for an administrator. One function that
// registration, password reset, the admin sign-in's new-password step, the CLI and the /api routes
// all call (through the services), so no path accepts a password another refuses.
//
// The common passwords are zxcvbn-ts's "passwords-common" list (about 49,000 entries, ranked by how
// often they appear in breaches), a maintained npm package pinned in package.json. The list is
// large: import this module from server code and the CLI only, never from a component.
import { dictionary } from "@zxcvbn-ts/language-common";
import { ADMIN_PASSWORD_MIN, PASSWORD_MAX, PASSWORD_MIN } from "./schemas/account";

export { ADMIN_PASSWORD_MIN };

/** A key of ACCOUNT_PROBLEMS (app/lib/schemas/account.ts), which holds the words for each. */
export type PasswordProblem = "passwordTooShort" | "passwordTooLong" | "adminPasswordTooShort" | "passwordOneCharacter" | "passwordTooCommon";

// Built once, on first use; the list is lower case, so a password is compared lower-cased too
// ("Password" and "PASSWORD" are as easy to guess as "password").
let common: Set<string> | undefined;
const isCommon = (password: string) => (common ??= new Set(dictionary["passwords-common"])).has(password.toLowerCase());

/** One character (or one emoji) typed again and again: "aaaaaaaa", "11111111". */
const isOneCharacterRepeated = (password: string) => new Set(Array.from(password)).size === 1;

/**
 * What is wrong with this new password, or null when it may be used. The checks run in the order
 * the forms show them: length first (the specification's own message), then the rest.
 */
export function passwordProblem(password: string, { admin = false }: { admin?: boolean } = {}): PasswordProblem | null {
  if (password.length < PASSWORD_MIN) return "passwordTooShort";
  if (password.length > PASSWORD_MAX) return "passwordTooLong";
  if (admin && password.length < ADMIN_PASSWORD_MIN) return "adminPasswordTooShort";
  if (isOneCharacterRepeated(password)) return "passwordOneCharacter";
  if (isCommon(password)) return "passwordTooCommon";
  return null;
}

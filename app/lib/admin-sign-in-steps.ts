// What an admin's sign-in asks for after a right password (issue 24, item 5), in order: the code
// of the second factor already set up; a new password when the one typed is too short or too
// common for an admin (an account made an admin before the rule, or promoted with
// `academy users set-role`); setting up the second factor at the first admin sign-in. Then the
// session starts.

export type AdminSignInStep = "verify" | "new-password" | "enrol" | "done";

export interface AdminSignInState {
  /** The account has a second factor set up. */
  enrolled: boolean;
  /** Its code was checked in this sign-in. */
  verified: boolean;
  /** The password typed does not meet the admin rule and has not been replaced yet. */
  passwordRenewalRequired: boolean;
}

export function nextAdminSignInStep({ enrolled, verified, passwordRenewalRequired }: AdminSignInState): AdminSignInStep {
  // The second factor comes before anything changes: a password alone may not replace the password.
  if (enrolled && !verified) return "verify";
  if (passwordRenewalRequired) return "new-password";
  if (!enrolled) return "enrol";
  return "done";
}

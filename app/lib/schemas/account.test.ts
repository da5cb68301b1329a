// The account forms' schemas: every branch of the login, registration, profile, forgot-password
// and reset-password schemas, parsed as the page actions and the /api routes parse them (conform's
// parseWithZod over form fields), and the specification's texts (accounts-admin-sales.md §5, §8,
// §9) they answer with.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  ACCOUNT_PROBLEMS as P,
  ACCOUNT_SUCCESS,
  ADMIN_LOGIN_PROBLEMS,
  adminLoginSchema,
  FIELD_MAX,
  FORGOT_PASSWORD_PROBLEMS,
  forgotPasswordSchema,
  LOGIN_PROBLEMS,
  loginSchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PROFILE_PROBLEMS,
  profileSchema,
  REGISTER_PROBLEMS,
  registerSchema,
  RESET_PASSWORD_PROBLEMS,
  RESET_TOKEN_PATTERN,
  resetPasswordApiSchema,
  resetPasswordSchema,
} from "./account";
import { errorMessages, firstProblem, type ProblemTable } from "./problems";

const TOKEN = "A".repeat(21) + "b_-" + "9".repeat(19); // 43 base64url characters
const fail = (problem: { title: string; description: string }) => ({ ok: false, problem });

/** A form's fields through its schema, as an action does: the value, or the problem the page shows. */
type Fields = Record<string, string | undefined>;
function check(schema: z.ZodType, problems: ProblemTable, fields: Fields) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  const submission = parseWithZod(form, { schema });
  if (submission.status === "success") return { ok: true, value: submission.value };
  return { ok: false, problem: firstProblem(errorMessages(submission.error), problems) };
}
const checkLogin = (fields: Fields, admin = false) =>
  admin ? check(adminLoginSchema, ADMIN_LOGIN_PROBLEMS, fields) : check(loginSchema, LOGIN_PROBLEMS, fields);
const checkRegistration = (fields: Fields) => check(registerSchema, REGISTER_PROBLEMS, fields);
const checkProfile = (fields: Fields) => check(profileSchema, PROFILE_PROBLEMS, fields);
const checkForgotPassword = (fields: Fields) => check(forgotPasswordSchema, FORGOT_PASSWORD_PROBLEMS, fields);
const checkNewPassword = (fields: Fields, { needsConfirmation }: { needsConfirmation: boolean }) =>
  check(needsConfirmation || "confirmPassword" in fields ? resetPasswordSchema : resetPasswordApiSchema, RESET_PASSWORD_PROBLEMS, fields);

describe("the specification's texts", () => {
  it("uses §5's reset-password texts and §9's minimum", () => {
    expect(PASSWORD_MIN).toBe(6);
    expect(P.resetMissing).toEqual({ title: "Missing Information", description: "Please fill in both password fields." });
    expect(P.resetMismatch).toEqual({ title: "Passwords Don't Match", description: "Please make sure both passwords are the same." });
    expect(P.passwordTooShort).toEqual({ title: "Password Too Short", description: "Password must be at least 6 characters long." });
    expect(P.adminMissing).toEqual({ title: "Missing information", description: "Please enter both email and password" });
  });

  it("uses §8's failure texts", () => {
    expect(P.loginFailed).toEqual({ title: "Login Failed", description: "Invalid credentials. Please try again." });
    expect(P.registerFailed).toEqual({ title: "Registration Failed", description: "Failed to create account. Please try again." });
    expect(P.forgotFailed).toEqual({ title: "Error", description: "Failed to send reset link. Please try again." });
    expect(P.resetFailed).toEqual({ title: "Reset Failed", description: "Failed to reset password. Please try again." });
    expect(P.noResetToken).toEqual({ title: "Invalid Reset Link", description: "No reset token found. Please request a new password reset." });
    expect(P.profileFailed).toEqual({ title: "Update Failed", description: "Failed to update profile." });
    expect(P.deleteFailed).toEqual({ title: "Delete Failed", description: "Failed to delete toolbox." });
    expect(P.adminFailed).toEqual({ title: "Login failed", description: "Invalid admin credentials" });
  });

  it("uses §8's success toast titles", () => {
    expect(ACCOUNT_SUCCESS.login.title).toBe("Login Successful");
    expect(ACCOUNT_SUCCESS.register.title).toBe("Account Created Successfully");
    expect(ACCOUNT_SUCCESS.resetLinkSent.title).toBe("Reset Link Sent");
    expect(ACCOUNT_SUCCESS.passwordReset.title).toBe("Password Reset Successful");
    expect(ACCOUNT_SUCCESS.profileUpdated.title).toBe("Profile Updated");
    expect(ACCOUNT_SUCCESS.loggedOut.title).toBe("Logged Out");
    expect(ACCOUNT_SUCCESS.toolboxDeleted.title).toBe("Toolbox Deleted");
    expect(ACCOUNT_SUCCESS.adminLogin).toEqual({ title: "Login successful", description: "Welcome to the admin dashboard" });
  });

  it("states the limits it enforces", () => {
    expect(P.passwordTooLong.description).toBe(`Password must be at most ${PASSWORD_MAX} characters long.`);
    expect(P.registerTooLong.description).toBe(
      "Please keep your name under 120, your company under 200, your job title under 120 and your role description under 2000 characters.",
    );
    expect(P.profileTooLong.description).toBe("Please keep your company under 200, your job title under 120 and your role description under 2000 characters.");
  });
});

describe("the login and admin login schemas", () => {
  it("accepts an email and a password, trimming the email but not the password", () => {
    expect(checkLogin({ email: "  ada@example.com ", password: " secret " })).toEqual({
      ok: true,
      value: { email: "ada@example.com", password: " secret ", analysisId: null },
    });
  });

  it("needs both fields", () => {
    for (const input of [
      {},
      { email: "ada@example.com" },
      { password: "secret1" },
      { email: "   ", password: "secret1" },
      { email: "ada@example.com", password: "" },
    ]) {
      expect(checkLogin(input)).toEqual(fail(P.loginMissing));
      expect(checkLogin(input, true)).toEqual(fail(P.adminMissing));
    }
  });

  it("answers 'invalid credentials' for what cannot be an account", () => {
    const longEmail = `${"a".repeat(FIELD_MAX.email - "@example.com".length + 1)}@example.com`;
    expect(longEmail.length).toBe(FIELD_MAX.email + 1);
    for (const input of [
      { email: "not-an-email", password: "secret1" },
      { email: "ada@nowhere", password: "secret1" },
      { email: longEmail, password: "secret1" },
      { email: "ada@example.com", password: "x".repeat(PASSWORD_MAX + 1) },
    ]) {
      expect(checkLogin(input)).toEqual(fail(P.loginFailed));
      expect(checkLogin(input, true)).toEqual(fail(P.adminFailed));
    }
  });

  it("does not apply the registration minimum (a short password simply does not match)", () => {
    expect(checkLogin({ email: "ada@example.com", password: "x" }).ok).toBe(true);
    expect(checkLogin({ email: "ada@example.com", password: "x".repeat(PASSWORD_MAX) }).ok).toBe(true);
  });
});

describe("the registration schema", () => {
  const good = {
    username: "  Ada Lovelace ",
    email: " ada@example.com ",
    password: " pass phrase ",
    companyName: " Engines ",
    jobTitle: " Analyst ",
    roleDescription: " Notes ",
  };

  it("accepts the fields, trimmed, with the password as typed", () => {
    expect(checkRegistration(good)).toEqual({
      ok: true,
      value: {
        username: "Ada Lovelace",
        email: "ada@example.com",
        password: " pass phrase ",
        companyName: "Engines",
        jobTitle: "Analyst",
        roleDescription: "Notes",
        analysisId: null,
      },
    });
  });

  it("makes the professional details optional (empty becomes null)", () => {
    expect(checkRegistration({ username: "Ada", email: "ada@example.com", password: "secret", companyName: "  ", analysisId: "7" })).toEqual({
      ok: true,
      value: { username: "Ada", email: "ada@example.com", password: "secret", companyName: null, jobTitle: null, roleDescription: null, analysisId: 7 },
    });
  });

  it("needs a name, an email and a password", () => {
    for (const key of ["username", "email", "password"] as const) {
      expect(checkRegistration({ ...good, [key]: "" })).toEqual(fail(P.registerMissing));
      const { [key]: _gone, ...rest } = good;
      expect(checkRegistration(rest)).toEqual(fail(P.registerMissing));
    }
    expect(checkRegistration({ ...good, username: "   " })).toEqual(fail(P.registerMissing));
  });

  it("needs an email that looks like one, of at most 254 characters", () => {
    // The one email rule (app/lib/email-rule.ts): what the mail system cannot deliver is refused here.
    for (const email of ["ada", "ada@example", "ada @example.com", "@example.com", "ada@@example.com", "eve,bob@example.test", "ana@bücher.example"]) {
      expect(checkRegistration({ ...good, email })).toEqual(fail(P.registerInvalidEmail));
    }
    // A local part has at most 64 characters, so the length comes from the domain's labels.
    const atMax = `ada@${"d".repeat(60)}.${"e".repeat(60)}.${"f".repeat(60)}.${"g".repeat(63)}.com`;
    expect(atMax).toHaveLength(FIELD_MAX.email);
    expect(checkRegistration({ ...good, email: atMax }).ok).toBe(true);
    expect(checkRegistration({ ...good, email: `a${atMax}` })).toEqual(fail(P.registerInvalidEmail));
  });

  it("needs a password of 6 to 128 characters", () => {
    expect(checkRegistration({ ...good, password: "12345" })).toEqual(fail(P.passwordTooShort));
    expect(checkRegistration({ ...good, password: "123456" }).ok).toBe(true);
    expect(checkRegistration({ ...good, password: "x".repeat(PASSWORD_MAX) }).ok).toBe(true);
    expect(checkRegistration({ ...good, password: "x".repeat(PASSWORD_MAX + 1) })).toEqual(fail(P.passwordTooLong));
    // Spaces count: six of them are six characters.
    expect(checkRegistration({ ...good, password: "      " }).ok).toBe(true);
  });

  it("refuses over-long names and details, and accepts them at the limit", () => {
    const over = { username: FIELD_MAX.username, companyName: FIELD_MAX.companyName, jobTitle: FIELD_MAX.jobTitle, roleDescription: FIELD_MAX.roleDescription };
    for (const [key, max] of Object.entries(over)) {
      expect(checkRegistration({ ...good, [key]: "x".repeat(max) }).ok, key).toBe(true);
      expect(checkRegistration({ ...good, [key]: "x".repeat(max + 1) }), key).toEqual(fail(P.registerTooLong));
    }
    // Length counts after trimming.
    expect(checkRegistration({ ...good, username: ` ${"x".repeat(FIELD_MAX.username)} ` }).ok).toBe(true);
  });

  it("checks in order: missing, email, password, lengths", () => {
    expect(checkRegistration({ username: "", email: "bad", password: "1" })).toEqual(fail(P.registerMissing));
    expect(checkRegistration({ username: "Ada", email: "bad", password: "1" })).toEqual(fail(P.registerInvalidEmail));
    expect(checkRegistration({ username: "x".repeat(500), email: "ada@example.com", password: "1" })).toEqual(fail(P.passwordTooShort));
  });
});

describe("the profile schema", () => {
  it("trims the three fields and makes empty ones null", () => {
    expect(checkProfile({ companyName: " Acme ", jobTitle: "", roleDescription: "  " })).toEqual({
      ok: true,
      value: { companyName: "Acme", jobTitle: null, roleDescription: null },
    });
    expect(checkProfile({})).toEqual({ ok: true, value: { companyName: null, jobTitle: null, roleDescription: null } });
  });

  it("ignores other fields, username and email included", () => {
    expect(checkProfile({ username: "Mallory", email: "m@example.com", role: "admin", jobTitle: "CTO" })).toEqual({
      ok: true,
      value: { companyName: null, jobTitle: "CTO", roleDescription: null },
    });
  });

  it("refuses each over-long field and accepts each at its limit", () => {
    for (const key of ["companyName", "jobTitle", "roleDescription"] as const) {
      expect(checkProfile({ [key]: "x".repeat(FIELD_MAX[key]) }).ok, key).toBe(true);
      expect(checkProfile({ [key]: "x".repeat(FIELD_MAX[key] + 1) }), key).toEqual(fail(P.profileTooLong));
    }
  });
});

describe("the forgot-password schema", () => {
  it("accepts an email, trimmed", () => {
    expect(checkForgotPassword({ email: " ada@example.com " })).toEqual({ ok: true, value: { email: "ada@example.com" } });
  });

  it("needs an email", () => {
    for (const input of [{}, { email: "" }, { email: "   " }]) expect(checkForgotPassword(input)).toEqual(fail(P.forgotMissing));
  });

  it("needs it to look like an email of at most 254 characters", () => {
    expect(checkForgotPassword({ email: "ada" })).toEqual(fail(P.forgotInvalidEmail));
    expect(checkForgotPassword({ email: "ada@nowhere" })).toEqual(fail(P.forgotInvalidEmail));
    expect(checkForgotPassword({ email: `${"a".repeat(FIELD_MAX.email)}@example.com` })).toEqual(fail(P.forgotInvalidEmail));
  });
});

describe("the reset-password schemas", () => {
  const withConfirmation = { needsConfirmation: true };
  const withoutConfirmation = { needsConfirmation: false };

  it("accepts a token and a matching password", () => {
    expect(checkNewPassword({ token: ` ${TOKEN} `, newPassword: " new pass ", confirmPassword: " new pass " }, withConfirmation)).toEqual({
      ok: true,
      value: { token: TOKEN, newPassword: " new pass ", confirmPassword: " new pass " },
    });
    expect(RESET_TOKEN_PATTERN.test(TOKEN)).toBe(true);
  });

  it("needs both password fields when the form sends a confirmation", () => {
    expect(checkNewPassword({ token: TOKEN }, withConfirmation)).toEqual(fail(P.resetMissing));
    expect(checkNewPassword({ token: TOKEN, newPassword: "secret1" }, withConfirmation)).toEqual(fail(P.resetMissing));
    expect(checkNewPassword({ token: TOKEN, confirmPassword: "secret1" }, withConfirmation)).toEqual(fail(P.resetMissing));
    expect(checkNewPassword({ token: TOKEN, newPassword: "secret1", confirmPassword: "" }, withConfirmation)).toEqual(fail(P.resetMissing));
  });

  it("needs them to be the same, compared as typed", () => {
    expect(checkNewPassword({ token: TOKEN, newPassword: "secret1", confirmPassword: "secret2" }, withConfirmation)).toEqual(fail(P.resetMismatch));
    expect(checkNewPassword({ token: TOKEN, newPassword: "secret1", confirmPassword: "secret1 " }, withConfirmation)).toEqual(fail(P.resetMismatch));
  });

  it("without a confirmation (the API), needs only the new password, and checks a confirmation when one is sent", () => {
    expect(checkNewPassword({ token: TOKEN }, withoutConfirmation)).toEqual(fail(P.resetMissing));
    expect(checkNewPassword({ token: TOKEN, newPassword: "secret1" }, withoutConfirmation)).toEqual({
      ok: true,
      value: { token: TOKEN, newPassword: "secret1" },
    });
    expect(checkNewPassword({ token: TOKEN, newPassword: "secret1", confirmPassword: "other" }, withoutConfirmation)).toEqual(fail(P.resetMismatch));
  });

  it("needs 6 to 128 characters", () => {
    expect(checkNewPassword({ token: TOKEN, newPassword: "12345" }, withoutConfirmation)).toEqual(fail(P.passwordTooShort));
    expect(checkNewPassword({ token: TOKEN, newPassword: "123456" }, withoutConfirmation).ok).toBe(true);
    expect(checkNewPassword({ token: TOKEN, newPassword: "x".repeat(PASSWORD_MAX) }, withoutConfirmation).ok).toBe(true);
    expect(checkNewPassword({ token: TOKEN, newPassword: "x".repeat(PASSWORD_MAX + 1) }, withoutConfirmation)).toEqual(fail(P.passwordTooLong));
  });

  it("checks in §5's order: both fields, then the same, then long enough", () => {
    expect(checkNewPassword({ newPassword: "1", confirmPassword: "" }, withConfirmation)).toEqual(fail(P.resetMissing));
    expect(checkNewPassword({ newPassword: "1", confirmPassword: "2" }, withConfirmation)).toEqual(fail(P.resetMismatch));
    expect(checkNewPassword({ newPassword: "1", confirmPassword: "1" }, withConfirmation)).toEqual(fail(P.passwordTooShort));
  });

  it("needs a token, and one of the shape we issue", () => {
    for (const token of [undefined, "", "   "]) {
      expect(checkNewPassword({ ...(token === undefined ? {} : { token }), newPassword: "secret1" }, withoutConfirmation)).toEqual(fail(P.noResetToken));
    }
    for (const token of [TOKEN.slice(1), `${TOKEN}x`, `${TOKEN.slice(1)}=`, `${TOKEN.slice(1)}/`, "x".repeat(500)]) {
      expect(checkNewPassword({ token, newPassword: "secret1" }, withoutConfirmation)).toEqual(fail(P.resetInvalidToken));
    }
  });
});

describe("the honeypot", () => {
  it("refuses a registration whose hidden field a bot filled in, before anything else", () => {
    expect(checkRegistration({ username: "", email: "bad", password: "1", website: "http://spam.example" })).toEqual(fail(P.registerFailed));
    expect(checkRegistration({ username: "Ada", email: "ada@example.com", password: "secret", website: "   " }).ok).toBe(true);
  });
});

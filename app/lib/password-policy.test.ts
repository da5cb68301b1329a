import { describe, expect, it } from "vitest";
import { ACCOUNT_PROBLEMS, PASSWORD_MAX } from "./schemas/account";
import { ADMIN_PASSWORD_MIN, passwordProblem } from "./password-policy";

describe("the password rule", () => {
  it("keeps the specification's minimum of 6 and its message", () => {
    expect(passwordProblem("12345")).toBe("passwordTooShort");
    expect(ACCOUNT_PROBLEMS.passwordTooShort).toEqual({ title: "Password Too Short", description: "Password must be at least 6 characters long." });
    expect(passwordProblem("x".repeat(PASSWORD_MAX + 1))).toBe("passwordTooLong");
  });

  it("refuses the most common passwords in any case, and one character repeated", () => {
    for (const common of ["1234567", "password", "PassWord", "qwerty123", "iloveyou", "123456789012"])
      expect(passwordProblem(common), common).toBe("passwordTooCommon");
    for (const repeated of ["aaaaaaaa", "1111111", "ZZZZZZZZZZZZZZ", "🔑🔑🔑🔑🔑🔑"]) expect(passwordProblem(repeated), repeated).toBe("passwordOneCharacter");
    expect(ACCOUNT_PROBLEMS.passwordTooCommon.description).toMatch(/most common passwords/);
  });

  it("accepts a password nobody else picks", () => {
    for (const fine of ["correct horse", "blue kettle 42", "Tr0ub4dor&3x"]) expect(passwordProblem(fine), fine).toBeNull();
  });

  it("asks an admin for at least 12 characters, and still refuses a common one", () => {
    expect(ADMIN_PASSWORD_MIN).toBe(12);
    expect(passwordProblem("blue kettle", { admin: true })).toBe("adminPasswordTooShort");
    expect(passwordProblem("blue kettle 42", { admin: true })).toBeNull();
    expect(passwordProblem("123456789012", { admin: true })).toBe("passwordTooCommon");
    expect(passwordProblem("password", { admin: true })).toBe("adminPasswordTooShort");
  });
});

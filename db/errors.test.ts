import { describe, expect, it } from "vitest";
import { isForeignKeyViolation, isUniqueViolation } from "./errors";

describe("PostgreSQL error checks", () => {
  it("finds the code on the error or anywhere on its cause chain", () => {
    expect(isUniqueViolation({ code: "23505" })).toBe(true);
    expect(isUniqueViolation(new Error("wrapped", { cause: new Error("again", { cause: { code: "23505" } }) }))).toBe(true);
    expect(isForeignKeyViolation(new Error("wrapped", { cause: { code: "23503" } }))).toBe(true);
  });

  it("tells the codes apart and ignores anything else", () => {
    expect(isUniqueViolation({ code: "23503" })).toBe(false);
    expect(isForeignKeyViolation({ code: "23505" })).toBe(false);
    for (const value of [null, undefined, "23505", 23505, new Error("no code")]) expect(isUniqueViolation(value)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { isSecretField, redactText, redactValue, REDACTED, REDACTED_EMAIL } from "./log-redaction";

describe("redactText", () => {
  it("replaces every email address inside a message", () => {
    expect(redactText("Not sent to ada.lovelace+news@example.co.uk, nor to BOB@mail.example.com.")).toBe(
      `Not sent to ${REDACTED_EMAIL}, nor to ${REDACTED_EMAIL}.`,
    );
  });

  it("replaces bearer credentials and secret query parameters, keeping the rest of the address", () => {
    expect(redactText("Authorization: Bearer abc.def-123")).toBe(`Authorization: Bearer ${REDACTED}`);
    expect(redactText("GET /toolkit/12?share=s3cr3t&tab=tools")).toBe(`GET /toolkit/12?share=${REDACTED}&tab=tools`);
    expect(redactText("/reset-password?token=abc&x=1")).toBe(`/reset-password?token=${REDACTED}&x=1`);
  });

  it("replaces long token-like runs (reset and share links) but not words, numbers or short ids", () => {
    const token = "Zk3q9XbV1mT8rLw2Yp5sN0aC4dE7fGh";
    expect(redactText(`/reset-password/${token} expired`)).toBe(`/reset-password/${REDACTED} expired`);
    expect(redactText("toolkit 123456789012345678901234567890 of job-title-matching-and-the-rest")).toBe(
      "toolkit 123456789012345678901234567890 of job-title-matching-and-the-rest",
    );
    expect(redactText("Payment 42 refunded")).toBe("Payment 42 refunded");
  });
});

describe("isSecretField", () => {
  it("knows secret and personal field names in any case or spelling", () => {
    for (const name of [
      "password",
      "newPassword",
      "token",
      "resetToken",
      "share_token",
      "cookie",
      "Set-Cookie",
      "authorization",
      "salary",
      "annualSalary",
      "email",
      "userEmail",
      "to",
      "apiKey",
      "sessionId",
      "secret",
    ])
      expect(isSecretField(name), name).toBe(true);
  });

  it("leaves ordinary fields and the logger's own alone", () => {
    for (const name of ["requestId", "route", "method", "status", "durationMs", "task", "jobId", "footprint", "userId", "template"])
      expect(isSecretField(name), name).toBe(false);
  });
});

describe("redactValue", () => {
  it("redacts secret fields whatever they hold, and emails in any string, at any depth", () => {
    const value = {
      requestId: "req-1234567890abcdefghijklmnop",
      user: { id: 7, email: "ada@example.com", password: "hunter2", salary: 85_000 },
      headers: { authorization: "Bearer x", cookie: "__Host-session=abc", accept: "text/html" },
      notes: ["write to ada@example.com", 3],
      token: null,
    };
    expect(redactValue(value)).toEqual({
      requestId: "req-1234567890abcdefghijklmnop",
      user: { id: 7, email: REDACTED, password: REDACTED, salary: REDACTED },
      headers: { authorization: REDACTED, cookie: REDACTED, accept: "text/html" },
      notes: [`write to ${REDACTED_EMAIL}`, 3],
      token: null,
    });
  });

  it("keeps an error as its type, message, code and stack, redacted", () => {
    const error = Object.assign(new Error("duplicate key: (email)=(ada@example.com)"), { code: "23505" });
    const out = redactValue({ err: error }) as { err: Record<string, unknown> };
    expect(out.err).toMatchObject({ type: "Error", message: `duplicate key: (email)=(${REDACTED_EMAIL})`, code: "23505" });
    expect(String(out.err.stack)).not.toContain("ada@example.com");
  });

  it("survives cycles and shared references without throwing", () => {
    const shared = { a: 1 };
    const cyclic: Record<string, unknown> = { shared, again: shared };
    cyclic.self = cyclic;
    expect(redactValue(cyclic)).toEqual({ shared: { a: 1 }, again: { a: 1 }, self: "[circular]" });
  });
});

import { describe, expect, it } from "vitest";
import { methodNotAllowed, problemJson } from "./problem.server";

describe("problem JSON", () => {
  it("answers RFC 9457 problem details, with the text also under `message` for the spec's clients", async () => {
    const response = problemJson({ title: "Login Failed", description: "Invalid credentials. Please try again." }, 401);
    expect(response.status).toBe(401);
    expect(response.headers.get("Content-Type")).toBe("application/problem+json; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({
      title: "Login Failed",
      status: 401,
      detail: "Invalid credentials. Please try again.",
      message: "Invalid credentials. Please try again.",
    });
  });

  it("carries field errors, a type and Retry-After when given", async () => {
    const response = problemJson({ title: "Too Many Requests", description: "Wait." }, 429, {
      retryAfterSeconds: 42,
      errors: { email: ["bad"] },
      type: "about:blank",
    });
    expect(response.headers.get("Retry-After")).toBe("42");
    expect(await response.json()).toEqual({
      type: "about:blank",
      title: "Too Many Requests",
      status: 429,
      detail: "Wait.",
      message: "Wait.",
      errors: { email: ["bad"] },
    });
  });

  it("has one answer for a wrong method", async () => {
    const response = methodNotAllowed();
    expect(response.status).toBe(405);
    expect(await response.json()).toMatchObject({ title: "Error", message: "Method not allowed" });
  });
});

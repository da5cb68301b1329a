import { describe, expect, it } from "vitest";
import { EMAIL_SIGNUP_TIMEOUT_MS, REPORT_ERROR_TEXTS, reportErrorMessage, signupResponseError } from "./report-errors";

const domException = (name: string, message: string) => Object.assign(new Error(message), { name });

describe("signupResponseError (non-OK answers)", () => {
  it("shows the server's message under the title 'Error'", () => {
    expect(signupResponseError(429, { message: "Too many requests. Please wait a minute and try again." })).toEqual({
      title: "Error",
      description: "Too many requests. Please wait a minute and try again.",
    });
  });

  it("keeps the §5 title the API sends with its check", () => {
    expect(signupResponseError(400, { title: "Invalid Email", message: "Please enter a valid email address." })).toEqual({
      title: "Invalid Email",
      description: "Please enter a valid email address.",
    });
  });

  it("falls back to 'Server error: {status}' without a message", () => {
    expect(signupResponseError(500, null)).toEqual({ title: "Error", description: "Server error: 500" });
    expect(signupResponseError(502, "<html>Bad gateway</html>")).toEqual({ title: "Error", description: "Server error: 502" });
    expect(signupResponseError(503, { message: "   " })).toEqual({ title: "Error", description: "Server error: 503" });
  });
});

describe("reportErrorMessage (requests that threw)", () => {
  it("maps an HTTP error", () => {
    expect(reportErrorMessage(new Error("HTTP error! status: 500"))).toBe("Server error. Please try again or contact support.");
  });

  it("maps timeouts", () => {
    expect(reportErrorMessage(new Error("Network timeout"))).toBe("Request timed out. Please check your connection and try again.");
    expect(reportErrorMessage(new Error("The request timed out."))).toBe(REPORT_ERROR_TEXTS.timeout);
    expect(reportErrorMessage(domException("TimeoutError", "signal timed out"))).toBe(REPORT_ERROR_TEXTS.timeout);
  });

  it("maps interrupted and aborted connections", () => {
    const text = "Request was interrupted. Please try again or contact support if the issue persists.";
    expect(reportErrorMessage(new Error("Connection interrupted"))).toBe(text);
    expect(reportErrorMessage(new Error("socket hang up: aborted"))).toBe(text);
    expect(reportErrorMessage(new TypeError("Failed to fetch"))).toBe(text);
    expect(reportErrorMessage(new TypeError("NetworkError when attempting to fetch resource."))).toBe(text);
  });

  it("maps our own abort (AbortError) to the §8 wording, whatever the browser's message", () => {
    for (const message of ["signal is aborted without reason", "The operation was aborted.", "The user aborted a request.", ""]) {
      expect(reportErrorMessage(domException("AbortError", message))).toBe("Request timed out after 60 seconds. Please try again.");
    }
  });

  it("otherwise shows the error's own message, or the default", () => {
    expect(reportErrorMessage(new Error("Analysis Not Found"))).toBe("Analysis Not Found");
    expect(reportErrorMessage(new Error(""))).toBe("Failed to send toolkit. Please try again.");
    expect(reportErrorMessage(undefined)).toBe(REPORT_ERROR_TEXTS.fallback);
    expect(reportErrorMessage({ weird: true })).toBe(REPORT_ERROR_TEXTS.fallback);
    expect(reportErrorMessage("plain text")).toBe("plain text");
  });

  it("aborts after 120 seconds (§7, §9)", () => {
    expect(EMAIL_SIGNUP_TIMEOUT_MS).toBe(120_000);
  });
});

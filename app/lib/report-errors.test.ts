import { afterEach, describe, expect, it, vi } from "vitest";
import { EMAIL_SIGNUP_TIMEOUT_MS, fetcherErrorMessage, REPORT_ERROR_TEXTS, reportErrorMessage, settleWithin } from "./report-errors";

const domException = (name: string, message: string) => Object.assign(new Error(message), { name });

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

describe("fetcherErrorMessage (the results page's clientAction)", () => {
  it("shows §8's HTTP error for an answer that never reached the app", () => {
    // Remix's fetchData: a 4xx/5xx without its own headers becomes new Error(body).
    expect(fetcherErrorMessage(new Error("unavailable"))).toBe(REPORT_ERROR_TEXTS.http);
    expect(fetcherErrorMessage(new Error("<html>Bad gateway</html>"))).toBe(REPORT_ERROR_TEXTS.http);
  });

  it("keeps the mapping of requests that broke", () => {
    expect(fetcherErrorMessage(new TypeError("Failed to fetch"))).toBe(REPORT_ERROR_TEXTS.interrupted);
    expect(fetcherErrorMessage(domException("AbortError", "The operation was aborted."))).toBe(REPORT_ERROR_TEXTS.abort);
    expect(fetcherErrorMessage(domException("TimeoutError", "signal timed out"))).toBe(REPORT_ERROR_TEXTS.timeout);
  });
});

describe("settleWithin", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("passes an answer that comes in time through", async () => {
    await expect(settleWithin(Promise.resolve("ok"), 1000)).resolves.toBe("ok");
    await expect(settleWithin(Promise.reject(new TypeError("Failed to fetch")), 1000)).rejects.toThrow("Failed to fetch");
  });

  it("gives up with an AbortError after the sign-up's 120 s, which §8 words as 'after 60 seconds'", async () => {
    vi.useFakeTimers();
    const waiting = settleWithin(new Promise(() => {}), EMAIL_SIGNUP_TIMEOUT_MS);
    const outcome = waiting.then(
      () => "answered",
      (error: unknown) => fetcherErrorMessage(error),
    );
    await vi.advanceTimersByTimeAsync(EMAIL_SIGNUP_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe("Request timed out after 60 seconds. Please try again.");
  });
});

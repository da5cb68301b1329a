import { describe, expect, it } from "vitest";
import { isAutomaticReply } from "./coach-inbound";

const headers = (h: Record<string, string>) => (name: string) => h[name];

describe("isAutomaticReply", () => {
  it("knows machines' replies by their headers and subjects", () => {
    expect(isAutomaticReply(headers({ "auto-submitted": "auto-replied" }), "Re: challenge")).toBe(true);
    expect(isAutomaticReply(headers({ "x-autoreply": "yes" }), "Re: challenge")).toBe(true);
    expect(isAutomaticReply(headers({ precedence: "bulk" }), "Re: challenge")).toBe(true);
    expect(isAutomaticReply(headers({ "x-auto-response-suppress": "All" }), "Re: challenge")).toBe(true);
    expect(isAutomaticReply(headers({}), "Automatic reply: Your score card")).toBe(true);
    expect(isAutomaticReply(headers({}), "Out of Office: back Monday")).toBe(true);
  });

  it("lets people's replies through", () => {
    expect(isAutomaticReply(headers({ "auto-submitted": "no" }), "Re: Your first performance challenge")).toBe(false);
    expect(isAutomaticReply(headers({}), "Re: Performance challenge #3: Feedback that lands")).toBe(false);
    expect(isAutomaticReply(headers({}), "Re: my reply about the office move")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { replyText } from "./coach-reply-text";

describe("replyText", () => {
  it("keeps what the person wrote and cuts the quoted challenge and the signature", () => {
    const body = [
      "Hi Dana,",
      "",
      "The migration is on track for Friday. I need your sign-off on the budget by Wednesday.",
      "",
      "Thanks,",
      "Ravi",
      "-- ",
      "Ravi Patel | Project Lead | 0400 000 000",
      "",
      "On Mon, 3 Mar 2026 at 09:00, Upskill Academy Coach <coach@upskill.academy>",
      "wrote:",
      "> Your challenge: the one-paragraph update",
    ].join("\r\n");
    expect(replyText(body)).toBe("Hi Dana,\n\nThe migration is on track for Friday. I need your sign-off on the budget by Wednesday.\n\nThanks,\nRavi");
  });

  it("cuts an Outlook-style original message and a phone's signature, and drops stray quoted lines", () => {
    expect(replyText("Yes, Friday works.\nSent from my iPhone\n\n-----Original Message-----\nFrom: Coach")).toBe("Yes, Friday works.");
    expect(replyText("> quoted\nMy answer.\n>> more quoted")).toBe("My answer.");
  });
});

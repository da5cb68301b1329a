import { describe, expect, it } from "vitest";
import { isVisitorTriggered, mayMailRecipient, RECIPIENT_DAILY_CAP_DEFAULT, recipientDailyCap } from "./recipient-cap";

describe("the per-recipient cap", () => {
  it("counts the mail a visitor can send to any address, not the team's or an account's own", () => {
    for (const template of ["toolkit-report", "waitlist-confirmation", "consultation-confirmation", "coach-challenge", "account-exists"]) {
      expect(isVisitorTriggered(template)).toBe(true);
    }
    for (const template of ["password-reset", "consultation-admin", "gap-report", "purchase-receipt", "level-complete", "simulation-results"]) {
      expect(isVisitorTriggered(template)).toBe(false);
    }
  });

  it("takes its size from MAIL_PER_RECIPIENT_DAILY_LIMIT when that is a whole number of at least 1", () => {
    expect(recipientDailyCap({})).toBe(RECIPIENT_DAILY_CAP_DEFAULT);
    expect(recipientDailyCap({ MAIL_PER_RECIPIENT_DAILY_LIMIT: "2" })).toBe(2);
    for (const bad of ["0", "-1", "2.5", "many", ""]) expect(recipientDailyCap({ MAIL_PER_RECIPIENT_DAILY_LIMIT: bad })).toBe(RECIPIENT_DAILY_CAP_DEFAULT);
  });

  it("lets a mail go while the sent and pending ones stay under the cap", () => {
    expect(mayMailRecipient(0, 0, 1)).toBe(true);
    expect(mayMailRecipient(2, 2, 5)).toBe(true);
    expect(mayMailRecipient(3, 2, 5)).toBe(false);
    expect(mayMailRecipient(5, 0, 5)).toBe(false);
  });
});

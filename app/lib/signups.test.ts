import { describe, expect, it } from "vitest";
import { NEWSLETTER_MESSAGES } from "~/content/workshops";
import { WAITLIST_MESSAGES } from "~/content/waitlist";
import { checkSignup, isBot, SIGNUP_HONEYPOT } from "./signups";

describe("checkSignup (waitlist)", () => {
  it("trims name and email and asks for no city", () => {
    expect(checkSignup({ name: "  Ada Lovelace ", email: " ada@example.com\t", city: "Perth" }, WAITLIST_MESSAGES)).toEqual({
      ok: true,
      value: { name: "Ada Lovelace", email: "ada@example.com", city: null },
    });
  });

  it("refuses empty or blank fields with 'Please fill in all fields' (§5)", () => {
    for (const raw of [{}, { name: "Ada" }, { email: "ada@example.com" }, { name: "   ", email: "ada@example.com" }, { name: "Ada", email: " " }, { name: 42, email: "ada@example.com" }]) {
      expect(checkSignup(raw, WAITLIST_MESSAGES)).toEqual({ ok: false, problem: WAITLIST_MESSAGES.missing });
    }
    expect(WAITLIST_MESSAGES.missing.title).toBe("Please fill in all fields");
  });

  it("refuses an address that is not text@text.text", () => {
    for (const email of ["ada", "ada@example", "@example.com", "ada@@example.com", "ada lovelace@example.com", "ada@exa\u0000mple.com"]) {
      expect(checkSignup({ name: "Ada", email }, WAITLIST_MESSAGES), email).toEqual({ ok: false, problem: WAITLIST_MESSAGES.invalidEmail });
    }
  });

  it("refuses over-long fields", () => {
    expect(checkSignup({ name: "A".repeat(121), email: "ada@example.com" }, WAITLIST_MESSAGES)).toEqual({ ok: false, problem: WAITLIST_MESSAGES.tooLong });
    expect(checkSignup({ name: "Ada", email: `${"a".repeat(250)}@example.com` }, WAITLIST_MESSAGES)).toEqual({ ok: false, problem: WAITLIST_MESSAGES.tooLong });
  });

  it("turns control characters in a name into spaces", () => {
    expect(checkSignup({ name: "Ada\n\u0000Lovelace", email: "ada@example.com" }, WAITLIST_MESSAGES)).toMatchObject({ ok: true, value: { name: "Ada Lovelace" } });
  });
});

describe("checkSignup (newsletter, with a city)", () => {
  it("keeps a given city, trimmed, and null for a blank one", () => {
    expect(checkSignup({ name: "Ada", email: "ada@example.com", city: "  Perth " }, NEWSLETTER_MESSAGES, { withCity: true })).toMatchObject({ ok: true, value: { city: "Perth" } });
    expect(checkSignup({ name: "Ada", email: "ada@example.com", city: "  " }, NEWSLETTER_MESSAGES, { withCity: true })).toMatchObject({ ok: true, value: { city: null } });
    expect(checkSignup({ name: "Ada", email: "ada@example.com" }, NEWSLETTER_MESSAGES, { withCity: true })).toMatchObject({ ok: true, value: { city: null } });
  });

  it("uses the newsletter's texts and limits the city's length", () => {
    expect(checkSignup({ name: "", email: "" }, NEWSLETTER_MESSAGES, { withCity: true })).toEqual({ ok: false, problem: NEWSLETTER_MESSAGES.missing });
    expect(checkSignup({ name: "Ada", email: "x" }, NEWSLETTER_MESSAGES, { withCity: true })).toEqual({ ok: false, problem: NEWSLETTER_MESSAGES.invalidEmail });
    expect(checkSignup({ name: "Ada", email: "ada@example.com", city: "C".repeat(121) }, NEWSLETTER_MESSAGES, { withCity: true })).toEqual({ ok: false, problem: NEWSLETTER_MESSAGES.tooLong });
  });
});

describe("isBot", () => {
  it("is true only when the hidden field has text", () => {
    expect(isBot({})).toBe(false);
    expect(isBot({ [SIGNUP_HONEYPOT]: "  " })).toBe(false);
    expect(isBot({ [SIGNUP_HONEYPOT]: "https://spam.example" })).toBe(true);
  });
});

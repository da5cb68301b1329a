import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { NEWSLETTER_MESSAGES } from "~/content/workshops";
import { WAITLIST_MESSAGES } from "~/content/waitlist";
import { errorMessages, firstProblem } from "./problems";
import { newsletterSchema, SIGNUP_HONEYPOT, signupProblems, waitlistSchema, type SignupMessages } from "./signup";

/** The fields through the form's schema, as the page action and the API route parse them. */
type Fields = Record<string, string | undefined>;
function check(schema: z.ZodType, messages: SignupMessages, fields: Fields) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  const submission = parseWithZod(form, { schema });
  if (submission.status === "success") return { ok: true, value: submission.value };
  return { ok: false, problem: firstProblem(errorMessages(submission.error), signupProblems(messages)) };
}
const waitlist = (fields: Fields) => check(waitlistSchema, WAITLIST_MESSAGES, fields);
const newsletter = (fields: Fields) => check(newsletterSchema, NEWSLETTER_MESSAGES, fields);

describe("the waitlist schema", () => {
  it("trims name and email and takes no city", () => {
    expect(waitlist({ name: "  Ada Lovelace ", email: " ada@example.com\t", city: "Perth" })).toEqual({
      ok: true,
      value: { name: "Ada Lovelace", email: "ada@example.com" },
    });
  });

  it("refuses empty or blank fields with 'Please fill in all fields' (§5)", () => {
    for (const raw of [{}, { name: "Ada" }, { email: "ada@example.com" }, { name: "   ", email: "ada@example.com" }, { name: "Ada", email: " " }]) {
      expect(waitlist(raw), JSON.stringify(raw)).toEqual({ ok: false, problem: WAITLIST_MESSAGES.missing });
    }
    expect(WAITLIST_MESSAGES.missing.title).toBe("Please fill in all fields");
  });

  it("refuses an address that is not text@text.text", () => {
    for (const email of ["ada", "ada@example", "@example.com", "ada@@example.com", "ada lovelace@example.com", "ada@exa\u0000mple.com"]) {
      expect(waitlist({ name: "Ada", email }), email).toEqual({ ok: false, problem: WAITLIST_MESSAGES.invalidEmail });
    }
  });

  it("refuses over-long fields", () => {
    expect(waitlist({ name: "A".repeat(121), email: "ada@example.com" })).toEqual({ ok: false, problem: WAITLIST_MESSAGES.tooLong });
    expect(waitlist({ name: "Ada", email: `${"a".repeat(250)}@example.com` })).toEqual({ ok: false, problem: WAITLIST_MESSAGES.tooLong });
  });

  it("turns control characters in a name into spaces", () => {
    expect(waitlist({ name: "Ada\n\u0000Lovelace", email: "ada@example.com" })).toMatchObject({ ok: true, value: { name: "Ada Lovelace" } });
  });

  it("refuses a filled-in honeypot with the failure text, before anything else", () => {
    expect(waitlist({ name: "", email: "x", [SIGNUP_HONEYPOT]: "https://spam.example" })).toEqual({ ok: false, problem: WAITLIST_MESSAGES.failed });
    expect(waitlist({ name: "Ada", email: "ada@example.com", [SIGNUP_HONEYPOT]: "  " }).ok).toBe(true);
  });
});

describe("the newsletter schema (with a city)", () => {
  it("keeps a given city, trimmed, and null for a blank one", () => {
    expect(newsletter({ name: "Ada", email: "ada@example.com", city: "  Perth " })).toMatchObject({ ok: true, value: { city: "Perth" } });
    expect(newsletter({ name: "Ada", email: "ada@example.com", city: "  " })).toMatchObject({ ok: true, value: { city: null } });
    expect(newsletter({ name: "Ada", email: "ada@example.com" })).toMatchObject({ ok: true, value: { city: null } });
  });

  it("uses the newsletter's texts and limits the city's length", () => {
    expect(newsletter({ name: "", email: "" })).toEqual({ ok: false, problem: NEWSLETTER_MESSAGES.missing });
    expect(newsletter({ name: "Ada", email: "x" })).toEqual({ ok: false, problem: NEWSLETTER_MESSAGES.invalidEmail });
    expect(newsletter({ name: "Ada", email: "ada@example.com", city: "C".repeat(121) })).toEqual({ ok: false, problem: NEWSLETTER_MESSAGES.tooLong });
  });
});

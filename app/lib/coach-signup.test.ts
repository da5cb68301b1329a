import { describe, expect, it } from "vitest";
import { COACH_MESSAGES, ROTATING_PHRASES, overallScore, COACH_CHALLENGES, EXAMPLE_CHALLENGE } from "~/content/coach";
import { parseWithZod } from "@conform-to/zod/v4";
import { errorMessages, firstProblem } from "./schemas/problems";
import { COACH_PROBLEMS, coachSignupSchema } from "./schemas/coach";
import { nextPhraseIndex } from "./coach-signup";

/** The fields through the coach form's schema, as its page action and POST /api/coach-signup parse them. */
function checkCoachSignup(fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const submission = parseWithZod(form, { schema: coachSignupSchema });
  if (submission.status === "success") return { ok: true, email: submission.value.email, source: submission.value.source };
  return { ok: false, problem: firstProblem(errorMessages(submission.error), COACH_PROBLEMS) };
}

describe("the coach sign-up schema", () => {
  it("refuses an empty or blank email with the spec's texts", () => {
    for (const email of [undefined, "", "   "]) {
      expect(checkCoachSignup(email === undefined ? {} : { email })).toEqual({ ok: false, problem: COACH_MESSAGES.emailRequired });
    }
    expect(COACH_MESSAGES.emailRequired).toEqual({ title: "Email Required", description: "Please enter your email to get started." });
  });

  it("refuses a malformed or overlong address", () => {
    for (const email of ["ada", "ada@", "ada@example", "ada @example.com", "@example.com"]) {
      expect(checkCoachSignup({ email })).toEqual({ ok: false, problem: COACH_MESSAGES.invalidEmail });
    }
    expect(checkCoachSignup({ email: `${"a".repeat(250)}@example.com` })).toEqual({ ok: false, problem: COACH_MESSAGES.tooLong });
  });

  it("refuses a filled-in honeypot with the failure text", () => {
    expect(checkCoachSignup({ email: "ada@example.com", website: "spam" })).toEqual({ ok: false, problem: COACH_MESSAGES.failed });
  });

  it("trims the address and keeps a known source, else the hero form", () => {
    expect(checkCoachSignup({ email: "  Ada@Example.com ", source: "footer" })).toEqual({ ok: true, email: "Ada@Example.com", source: "footer" });
    expect(checkCoachSignup({ email: "ada@example.com" })).toEqual({ ok: true, email: "ada@example.com", source: "hero" });
    expect(checkCoachSignup({ email: "ada@example.com", source: "sidebar" })).toMatchObject({ source: "hero" });
  });
});

describe("coach content", () => {
  it("rotates through the ten phrases and wraps round", () => {
    expect(ROTATING_PHRASES).toHaveLength(10);
    expect(new Set(ROTATING_PHRASES).size).toBe(10);
    const seen = [0];
    for (let i = 0; i < 10; i++) seen.push(nextPhraseIndex(seen.at(-1)!, ROTATING_PHRASES.length));
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0]);
    expect(nextPhraseIndex(3, 0)).toBe(0);
  });

  it("scores the example card as the mean of its three criteria", () => {
    expect(EXAMPLE_CHALLENGE.criteria.map((c) => c.name)).toEqual(["Clarity", "Impact", "Confidence"]);
    expect(overallScore(EXAMPLE_CHALLENGE.criteria)).toBe(8);
    expect(overallScore([{ score: 7 }, { score: 8 }, { score: 8 }])).toBe(7.7);
    expect(overallScore([])).toBe(0);
  });

  it("has challenges with every part filled in", () => {
    expect(COACH_CHALLENGES.length).toBeGreaterThan(1);
    for (const c of COACH_CHALLENGES) for (const text of [c.title, c.situation, c.task, c.lookFor]) expect(text.trim()).not.toBe("");
  });
});

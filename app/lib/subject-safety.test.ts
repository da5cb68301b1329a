import { describe, expect, it } from "vitest";
import { looksLikeLinkOrCallToAction, SUBJECT_TITLE_MAX, titleForSubject } from "./subject-safety";

describe("a job title that reads as a link or a call to action", () => {
  it.each([
    "Account suspended - verify at evil.example within 24h",
    "Manager at evil.example",
    "Visit evil.com now",
    "evil[.]com",
    "evil (dot) com",
    "Analyst evil dot com",
    "ｅｖｉｌ．ｃｏｍ",
    "evil。com",
    "http://x",
    "hxxps://evil",
    "www evil",
    "javascript:alert",
    "Manager @ evil",
    "support@evil.example",
    "Call +1 555 123 4567",
    "192.168.0.1",
    "Urgent: action required",
    "Update your account",
    "Click here",
    "Log in to keep access",
    "Login required",
    "Sign-in team",
    "Password reset",
    "Confirm payment",
    "Account locked",
    "Your card expires",
    "Reply within 24 hours",
    "Respond in 2h",
    "Free gift cards",
    "Winner",
    "Manager!",
    "Earn $500",
    "Is this you?",
    "v\u0435rify team",
    "Marketing\u200bManager",
    "Manager\u202eregnaM",
  ])("%j is one", (title) => {
    expect(looksLikeLinkOrCallToAction(title)).toBe(true);
    expect(titleForSubject(title)).toBeNull();
  });

  it.each([
    "Marketing Manager",
    "Node.js Developer",
    "Vue.js/Nuxt.js Developer",
    "ASP.NET Developer",
    ".NET Developer",
    "Registered Nurse",
    "Chief Executive Officer",
    "Accounts Payable Clerk",
    "Account Executive",
    "Credentialing Specialist",
    "U.S. Sales Manager",
    "Ph.D. Researcher",
    "Software Engineer II",
    "Youth Worker",
    "Sign Language Interpreter",
    "Logistics Coordinator",
    "Locksmith",
    "Data Scientist (NLP)",
    "Head of Customer Success",
    "Ingénieur logiciel",
    "Инженер-программист",
    "3D Artist",
    "C++ Developer",
    "C# Developer",
    "HR Business Partner",
    "24/7 Support Lead",
  ])("%j is an ordinary title", (title) => {
    expect(looksLikeLinkOrCallToAction(title)).toBe(false);
    expect(titleForSubject(title)).toBe(title);
  });
});

describe("the title a subject may show", () => {
  it("is the title on one line", () => {
    expect(titleForSubject("  Marketing\n\tManager ")).toBe("Marketing Manager");
  });

  it("is nothing for a blank or an overlong title", () => {
    expect(titleForSubject("   ")).toBeNull();
    expect(titleForSubject("Director of ".padEnd(SUBJECT_TITLE_MAX + 1, "x"))).toBeNull();
    expect(titleForSubject("Director of ".padEnd(SUBJECT_TITLE_MAX, "x"))).toHaveLength(SUBJECT_TITLE_MAX);
  });
});

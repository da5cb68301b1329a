import { describe, expect, it } from "vitest";
import { levelStates } from "~/lib/course-access";
import { nextStep } from "../../course/roadmaps.server";
import { levelCompleteEmail } from "./level-complete.server";

describe("levelCompleteEmail", () => {
  it("names the level, lists what the learner did in their words (escaped) and what opens next", () => {
    const email = levelCompleteEmail({
      name: "Bea",
      level: 1,
      levelTitle: "Awareness in Action",
      challenges: [
        { title: "First draft with ChatGPT", note: "Drafted the <b>newsletter</b>" },
        { title: "Check what Claude wrote", note: "Fixed two figures" },
      ],
      next: "Level 2 is now unlocked.",
    });
    expect(email.subject).toBe("Level 1 completed: Awareness in Action");
    expect(email.text).toContain("Hi Bea,");
    expect(email.text).toContain("First draft with ChatGPT: Drafted the <b>newsletter</b>");
    expect(email.html).toContain("Drafted the &lt;b&gt;newsletter&lt;/b&gt;");
    expect(email.html).not.toContain("<b>newsletter</b>");
    expect(email.text).toContain("Level 2 is now unlocked.");
    expect(email.text).toContain("/aiupskill/roadmap");
  });
});

describe("levelCompleteEmail for a level taught in lessons", () => {
  it("says the certificate and report are issued, with the score and the public verification link, and opens the course", () => {
    const email = levelCompleteEmail({
      name: "Bea",
      level: 1,
      levelTitle: "Awareness in Action",
      challenges: [{ title: "Write a prompt for a task of yours", note: "A prompt for the weekly report" }],
      next: "Level 2 unlocks once you purchase it.",
      certificate: { score: 83, verifyUrl: "https://academy.example/certificates/abc" },
    });
    const text = email.text.replace(/\s+/g, " ");
    expect(text).toContain("overall score of 83% across its modules");
    expect(text).toContain("certificate and performance report are issued");
    expect(text).toContain("https://academy.example/certificates/abc");
    expect(text).toContain("/learn");
    expect(text).not.toContain("/aiupskill/roadmap");
    expect(text).not.toContain("You completed every challenge");
  });
});

describe("nextStep", () => {
  const at = (rows: { level: number; completedAt: Date | null }[]) => levelStates(rows);
  const done = new Date();
  it("says what the completion opened, from course access", () => {
    expect(nextStep(1, at([{ level: 1, completedAt: done }]))).toBe("Level 2 unlocks once you purchase it.");
    expect(
      nextStep(
        1,
        at([
          { level: 1, completedAt: done },
          { level: 2, completedAt: null },
        ]),
      ),
    ).toBe("Level 2 is now unlocked.");
    const allFour = at([1, 2, 3, 4].map((level) => ({ level, completedAt: done })));
    expect(nextStep(4, allFour)).toMatch(/Level 5, Strategic AI Leadership, is now unlocked/);
  });
});

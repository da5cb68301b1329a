// Levels 2 to 5 taught as lessons (issue 27 item 3), through the web server as deployed with plain
// form posts: a bundle buyer opens Level 2 only once Level 1 is completed, walks each level's
// lessons, practice tasks and simulations to its certificate and email, the next level opening
// each time, and Level 5 (never sold) opens once the four are completed.
import { describe, expect, it } from "vitest";
import { RUBRIC_LEVELS } from "../../app/content/rubric";
import { taughtLevel } from "../../app/content/course-lessons/index";
import { courseLevelsFor } from "../../app/services/sales/purchases.server";
import { Browser } from "../helpers/browser";
import { accessCompleted, certificateCode, html, learner, levelCompleteMail, passLevel, savePractice } from "../helpers/course-learner";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

useTestDatabase();
const web = useWebServer();

describe("a bundle buyer walks Levels 1 to 4 and then Level 5", () => {
  it("each level opens when the one before is completed, and is completed by its lessons and simulations", { timeout: 240_000 }, async () => {
    const who = await learner(web.base, { buys: "bundle", jobTitle: "Registered Nurse" });
    const home = await who.browser.get("/learn");
    expect(home.body).toContain("Level 2: Sensemaking in Context");
    expect(home.body).toContain("Complete Level 1");
    // Owned but not yet open: 403 with the sales page's link, and nothing saved.
    const closed = await who.browser.get("/learn/level-2/1");
    expect(closed.status).toBe(403);
    // Owned, so not a sales pitch: what opens it, and the way back to the course.
    expect(closed.body).toContain("Level 2 is not open yet");
    expect(closed.body).toContain("Complete Level 1 to open it");
    expect(closed.body).toContain('href="/learn"');
    const early = await who.browser.request("/learn/level-2/1", { method: "POST", form: { intent: "practice", answer: "x".repeat(60) } });
    expect(early.status).toBe(403);
    const five = await who.browser.get("/learn/level-5/1");
    expect(five.status).toBe(403);
    expect(five.body).toContain("Complete Levels 1 to 4 to open it");

    expect(await passLevel(who, 1)).toBe("/learn?certified=1");
    for (const level of [2, 3, 4]) {
      const content = taughtLevel(level)!;
      expect(content.lessons.length).toBeGreaterThanOrEqual(4);
      const before = await who.browser.get("/learn");
      expect(before.body).toContain(`href="/learn/level-${level}/1"`);
      const first = await who.browser.get(`/learn/level-${level}/1`);
      expect(first.status).toBe(200);
      expect(first.body).toContain(html(content.lessons[0]!.title));
      // Written for the nurse's own job, no slot left unfilled.
      expect(first.body).toMatch(/nurse/i);
      expect(first.body).not.toMatch(/\{(activity|tool|role|occupation)[0-9]?\}/);
      if (level < 4) expect((await who.browser.get(`/learn/level-${level + 1}/1`)).status).toBe(403);

      expect(await passLevel(who, level)).toBe("/learn?certified=1");
      expect(await accessCompleted(who.id, level)).toBe(true);
      const code = await certificateCode(who.id, level);
      expect(code).toMatch(/^[A-Za-z0-9_-]{24}$/);
      const verified = await new Browser(web.base).get(`/certificates/${code}`);
      expect(verified.body).toContain(`AI Fluency: ${RUBRIC_LEVELS[level - 1]!.name}, Registered Nurse`);
      const mail = await levelCompleteMail(who.email, level);
      expect(mail?.subject).toBe(`Level ${level} completed: ${content.name}`);
      const text = mail!.text.replace(/\s+/g, " ");
      expect(text).toContain(`/certificates/${code}`);
      expect(text).toContain(level < 4 ? `Level ${level + 1} is now unlocked.` : "Level 5, Strategic AI Leadership, is now unlocked.");
      for (const file of ["certificate.pdf", "report.pdf"]) {
        const pdf = await who.browser.get(`/learn/level-${level}/${file}`);
        expect(pdf.status).toBe(200);
        expect(pdf.headers.get("content-type")).toBe("application/pdf");
      }
    }

    // Level 5 is never sold: completing the four opens it, and its lessons complete it.
    const states = await courseLevelsFor(who.id);
    expect(states.map((s) => s.status)).toEqual(["completed", "completed", "completed", "completed", "current"]);
    const withFive = await who.browser.get("/learn");
    expect(withFive.body).toContain("Level 5: Strategic AI Leadership");
    expect(withFive.body).toContain('href="/learn/level-5/1"');
    expect(await passLevel(who, 5)).toBe("/learn?certified=1");
    expect(await accessCompleted(who.id, 5)).toBe(true);
    expect((await levelCompleteMail(who.email, 5))?.text).toContain("You have completed the course.");
    const done = await who.browser.get("/learn");
    for (const level of [1, 2, 3, 4, 5]) expect(done.body).toContain(`/learn/level-${level}/certificate.pdf`);
  });

  it("a practice task alone completes nothing: Level 2 needs its simulations too", async () => {
    const who = await learner(web.base, { buys: "bundle" });
    expect(await passLevel(who, 1)).toBe("/learn?certified=1");
    for (const lesson of taughtLevel(2)!.lessons) await savePractice(who, 2, lesson.number);
    expect(await accessCompleted(who.id, 2)).toBe(false);
    expect(await certificateCode(who.id, 2)).toBeNull();
    const home = await who.browser.get("/learn");
    expect(home.body).toContain("Finish the simulation of lessons 1, 2, 3 and 4.");
  });
});

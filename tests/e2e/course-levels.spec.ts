import type { Page, TestInfo } from "@playwright/test";
import postgres from "postgres";
import { LEVEL_TWO } from "../../app/content/course-lessons/level-2-lessons";
import { expectNoSeriousAxe } from "./axe";
import { expect, test } from "./fixtures";

// Level 2 taught as lessons (issue 27 item 3), with JavaScript on and off: a bundle buyer whose
// Level 1 is completed opens Level 2 from their course page, reads each lesson, saves its practice
// task, plays its simulation, gets the Level 2 certificate, and sees Level 3 open. axe (JavaScript
// on) on a Level 2 lesson and its simulation at 390 and 1280 px wide.
const axe = (page: Page, testInfo: TestInfo) => expectNoSeriousAxe(page, testInfo);

/** The bundle's four levels, Level 1 completed (as its lessons do, course-level-1.spec.ts). */
async function bundleWithLevelOneDone(email: string) {
  const sql = postgres(process.env.E2E_DATABASE_URL!, { max: 1, onnotice: () => {} });
  try {
    for (const level of [1, 2, 3, 4])
      await sql`INSERT INTO course_access (user_id, level, completed_at)
        SELECT id, ${level}, CASE WHEN ${level === 1} THEN now() END FROM users WHERE email = ${email}`;
  } finally {
    await sql.end();
  }
}

test("a learner walks Level 2's lessons and simulations to its certificate, and Level 3 opens", async ({ page, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const email = `e2e-level2-${testInfo.project.name}-${Date.now()}@example.com`;
  const name = `Morgan ${testInfo.project.name}`;
  const registered = await page.request.post(`${baseURL}/api/register`, {
    data: { username: name, email, password: "a-long-password-2", jobTitle: "Registered Nurse" },
    headers: { Origin: baseURL! },
  });
  expect(registered.status()).toBe(200);
  await bundleWithLevelOneDone(email);

  await page.goto("/learn");
  // No checkout typed a name here: the certificates ask for one, and the learner gives it (issue 28).
  await expect(page.getByText("Your certificates need your name")).toBeVisible();
  await page.getByRole("link", { name: "Add your name" }).click();
  await page.getByLabel("Your full name").fill(`${name} Okafor`);
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page).toHaveURL(/\/learn$/);
  await expect(page.getByRole("main").getByText(`Certificates are made out to ${name} Okafor.`, { exact: false }).first()).toBeVisible();
  const level2 = page.getByRole("region", { name: "Level 2: Sensemaking in Context" });
  await expect(page.getByRole("region", { name: "Level 3: Workflow Thinking" })).toContainText("Complete Level 2");
  await level2.getByRole("link", { name: "Start with lesson 1" }).click();

  for (const lesson of LEVEL_TWO.lessons) {
    await expect(page).toHaveURL(new RegExp(`/learn/level-2/${lesson.number}$`));
    await expect(page.getByRole("heading", { level: 1, name: lesson.title })).toBeVisible();
    await expect(page.getByText(/Registered Nurses/).first()).toBeVisible();
    if (lesson.number === 1) await axe(page, testInfo);
    await page.getByLabel("Your answer").fill(`Lesson ${lesson.number}: on my ward I checked an AI summary of a care guideline against the guideline itself.`);
    await page.getByRole("button", { name: "Save practice task" }).click();
    await expect(page.getByText("Done. You can improve your answer at any time.")).toBeVisible();

    await page.getByRole("button", { name: "Start the simulation" }).click();
    for (const [i, point] of lesson.simulation.points.entries()) {
      await expect(page.getByText(`Decision ${i + 1} of ${lesson.simulation.points.length}`)).toBeVisible();
      if (lesson.number === 1 && i === 0) await axe(page, testInfo);
      const best = point.options.find((o) => o.credit === 1)!;
      await page.locator(`input[name="optionId"][value="${best.id}"]`).check();
      await page.getByRole("button", { name: /^Answer and (continue|finish)$/ }).click();
    }
    if (lesson.number < LEVEL_TWO.lessons.length) {
      await expect(page.getByRole("heading", { level: 1, name: "Your result: 100%" })).toBeVisible();
      await page.getByRole("link", { name: "Back to the lesson" }).click();
      await page.getByRole("link", { name: "Next lesson" }).click();
    }
  }

  await expect(page).toHaveURL(/\/learn\?certified=1$/);
  await expect(page.getByRole("status")).toContainText("Level complete");
  await expect(page.getByRole("region", { name: "Level 3: Workflow Thinking" }).getByRole("link", { name: "Start with lesson 1" })).toBeVisible();
  await page.getByRole("link", { name: "Public verification page" }).nth(0).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Fluency: Sensemaking in Context, Registered Nurse");
  await expect(page.getByTestId("certificate-holder")).toHaveText(`${name} Okafor`);
  await expect(page.getByRole("cell", { name: "Finding confident errors and invented sources" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Add to LinkedIn profile" })).toHaveAttribute("href", /^https:\/\/www\.linkedin\.com\/profile\/add\?/);
});

import type { Page, TestInfo } from "@playwright/test";
import { LEVEL_ONE } from "../../app/content/course-lessons/level-1-lessons";
import { expectNoSeriousAxe } from "./axe";
import { expect, test } from "./fixtures";

// Level 1 taught as six lessons (issue 27), with JavaScript on and off: a signed-in learner buys
// Level 1 through the test checkout, opens their course from /profile, reads each lesson, saves
// its practice task, plays its simulation one decision per page, and gets the certificate and
// report. axe (JavaScript on) on the lesson, simulation and home pages at 390 and 1280 px wide.
const axe = (page: Page, testInfo: TestInfo) => expectNoSeriousAxe(page, testInfo);

test("a learner's journey from buying Level 1 to its certificate", async ({ page, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  const email = `e2e-course-${testInfo.project.name}-${Date.now()}@example.com`;
  const name = `Casey ${testInfo.project.name}`;
  const registered = await page.request.post(`${baseURL}/api/register`, {
    data: { username: name, email, password: "a-long-password-1", jobTitle: "Marketing Manager" },
    headers: { Origin: baseURL! },
  });
  expect(registered.status()).toBe(200);

  // Before buying: a lesson is refused with the way to the course page.
  const refused = await page.goto("/learn/level-1/1");
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("link", { name: "See the course and its levels" })).toHaveAttribute("href", "/aiupskill/training");

  await page.goto("/checkout/level-1");
  await page
    .getByRole("main")
    .getByRole("button", { name: /^Pay .* \(test\)$/ })
    .click();
  await expect(page).toHaveURL(/\/aiupskill\/success\?redirect_status=succeeded&product=level-1$/);

  await page.goto("/profile");
  await page.getByRole("link", { name: "your course page" }).click();
  await expect(page).toHaveURL(/\/learn$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your course" })).toBeVisible();
  await page.getByRole("link", { name: "Start with lesson 1" }).click();

  for (const lesson of LEVEL_ONE.lessons) {
    await expect(page).toHaveURL(new RegExp(`/learn/level-1/${lesson.number}(#practice)?$`));
    await expect(page.getByRole("heading", { level: 1, name: lesson.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Written for your job" })).toBeVisible();
    if (lesson.number === 1) {
      await expect(page.getByText(/Marketing Managers/).first()).toBeVisible();
      await axe(page, testInfo);
      // Too short: the server's (or the page's) reason, nothing saved.
      await page.getByLabel("Your answer").fill("Too short");
      await page.getByRole("button", { name: "Save practice task" }).click();
      await expect(page.getByRole("alert")).toContainText("Say a Little More");
    }
    await page
      .getByLabel("Your answer")
      .fill(`Lesson ${lesson.number}: my weekly campaign report goes to ChatGPT with the audience, purpose and format named.`);
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
    if (lesson.number < LEVEL_ONE.lessons.length) {
      await expect(page.getByRole("heading", { level: 1, name: "Your result: 100%" })).toBeVisible();
      if (lesson.number === 1) await axe(page, testInfo);
      await page.getByRole("link", { name: "Back to the lesson" }).click();
      await expect(page.getByTestId("module-score")).toHaveText("Your best score: 100%.");
      await page.getByRole("link", { name: "Next lesson" }).click();
    }
  }

  // The last answer met the rule: the course page with the certificate and report.
  await expect(page).toHaveURL(/\/learn\?certified=1$/);
  await expect(page.getByRole("status")).toContainText("Level complete");
  await axe(page, testInfo);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download the certificate (PDF)" }).click()]);
  expect(download.suggestedFilename()).toBe("level-1-certificate.pdf");
  await page.getByRole("link", { name: "Public verification page" }).click();
  await expect(page.getByText("Genuine certificate")).toBeVisible();
  await expect(page.getByTestId("certificate-holder")).toHaveText(name);
});

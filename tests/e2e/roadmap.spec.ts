import AxeBuilder from "@axe-core/playwright";
import postgres from "postgres";
import { expect, test } from "./fixtures";

// The roadmap generator (issue 17; visitor-side.md §2 "Roadmap"), with JavaScript on and off:
// upload, the roadmap with locked levels, a refused file, and an open level's challenges leading to its lessons.
const TOOLKIT_TEXT = [
  "Job title: Marketing Manager",
  "Company: Northwind Analytics",
  "Work areas: Content Creation, Market Research",
  "Tools: ChatGPT, Claude",
].join("\n");
const file = (name: string, text: string | Buffer, mimeType = "text/plain") => ({ name, mimeType, buffer: Buffer.isBuffer(text) ? text : Buffer.from(text) });

/** Levels bought; those in `completed` already completed (Level 1 is completed by its lessons, course-level-1.spec.ts). */
async function grantLevels(email: string, levels: number[], completed: number[] = []) {
  const sql = postgres(process.env.E2E_DATABASE_URL!, { max: 1, onnotice: () => {} });
  try {
    for (const level of levels)
      await sql`INSERT INTO course_access (user_id, level, completed_at)
        SELECT id, ${level}, CASE WHEN ${completed.includes(level)} THEN now() END FROM users WHERE email = ${email}`;
  } finally {
    await sql.end();
  }
}

test("an anonymous visitor uploads a toolkit and sees the summary and four locked levels", async ({ page, javaScriptEnabled }) => {
  await page.goto("/aiupskill/roadmap");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "AI Ready Course Outline" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Click here to create one" })).toHaveAttribute("href", "/aiupskill");
  const input = main.getByLabel(/Toolkit file/);
  await expect(input).toHaveAttribute("accept", /\.pdf,\.txt,\.doc,\.docx/);
  const button = main.getByRole("button", { name: "Generate My Learning Roadmap" });
  if (javaScriptEnabled) await expect(button).toBeDisabled();
  await input.setInputFiles(file("my-toolkit.txt", TOOLKIT_TEXT));
  if (javaScriptEnabled) await expect(main.getByText("my-toolkit.txt")).toBeVisible();
  await button.click();

  await expect(main.getByRole("heading", { name: "Your Learning Profile" })).toBeVisible();
  await expect(main.getByText("Marketing Manager", { exact: true })).toBeVisible();
  await expect(main.getByText("Northwind Analytics", { exact: true })).toBeVisible();
  await expect(main.getByText("Content Creation, Market Research")).toBeVisible();
  await expect(main.getByText("2 tools")).toBeVisible();
  for (const name of ["Awareness in Action", "Sensemaking in Context", "Workflow Thinking", "Proof-of-Performance"])
    await expect(main.getByRole("heading", { level: 3, name })).toBeVisible();
  for (const n of [1, 2, 3]) await expect(main.getByText(`Complete Level ${n} to unlock this level`)).toBeVisible();
  await expect(main.getByRole("link", { name: "Purchase Training Access" })).toHaveCount(4);
  // Issue 27: the checkout of the next level this visitor can buy (Level 1), and the course page.
  await expect(main.getByRole("link", { name: "Purchase Training Access" }).first()).toHaveAttribute("href", "/checkout/level-1");
  await expect(main.getByRole("link", { name: "Start Training" })).toHaveAttribute("href", "/aiupskill/training");

  await main.getByRole("link", { name: "Generate New Roadmap" }).click();
  await expect(main.getByRole("button", { name: "Generate My Learning Roadmap" })).toBeVisible();
});

test("a file that is not a document is refused with the reason", async ({ page }) => {
  await page.goto("/aiupskill/roadmap");
  const main = page.getByRole("main");
  const png = Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), Buffer.alloc(64, 1)]);
  await main.getByLabel(/Toolkit file/).setInputFiles(file("toolkit.pdf", png, "application/pdf"));
  await main.getByRole("button", { name: "Generate My Learning Roadmap" }).click();
  const alert = main.getByRole("alert");
  await expect(alert).toContainText("Failed to generate roadmap");
  await expect(alert).toContainText("not a PDF, text or Word document");
});

test("an empty file is refused (in the browser with JavaScript, by the server without)", async ({ page }) => {
  await page.goto("/aiupskill/roadmap");
  const main = page.getByRole("main");
  await main.getByLabel(/Toolkit file/).setInputFiles(file("empty.txt", ""));
  await main.getByRole("button", { name: "Generate My Learning Roadmap" }).click();
  await expect(main.getByRole("alert")).toContainText("The file is empty.");
  await expect(main.getByRole("heading", { name: "Your Learning Profile" })).toHaveCount(0);
});

test("a file over 5 MB is refused: by the browser with JavaScript, by the server's 413 page without (never a reset connection)", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/aiupskill/roadmap");
  const main = page.getByRole("main");
  await main.getByLabel(/Toolkit file/).setInputFiles(file("big.txt", Buffer.alloc(6 * 1024 * 1024, 0x61)));
  await main.getByRole("button", { name: "Generate My Learning Roadmap" }).click();
  if (javaScriptEnabled) {
    await expect(main.getByRole("alert")).toContainText("The file is larger than 5 MB.");
    return;
  }
  // Issue 24: the server stopped reading and closed the connection, and the browser showed a reset.
  await expect(page.getByRole("heading", { level: 1, name: "413 Payload Too Large" })).toBeVisible();
  await expect(page.getByText("The upload is larger than 5 MB. Please choose a smaller file.")).toBeVisible();
});

test("an open level's challenges lead to their lessons, and show done once the practice task is saved there", async ({ page, baseURL }, testInfo) => {
  const email = `e2e-roadmap-${testInfo.project.name}-${Date.now()}@example.com`;
  const registered = await page.request.post(`${baseURL}/api/register`, {
    data: { username: "Rhea Learner", email, password: "a long enough password" },
    headers: { Origin: baseURL! },
  });
  expect(registered.status()).toBe(200);
  await grantLevels(email, [1, 2], [1]);

  await page.goto("/aiupskill/roadmap");
  const main = page.getByRole("main");
  await main.getByLabel(/Toolkit file/).setInputFiles(file("toolkit.txt", TOOLKIT_TEXT));
  await main.getByRole("button", { name: "Generate My Learning Roadmap" }).click();
  const level1 = main.locator("#level-1");
  await expect(level1.getByText("Completed", { exact: true })).toBeVisible();
  await expect(level1.getByRole("link", { name: "Practise it in lesson 2" })).toHaveAttribute("href", "/learn/level-1/2#practice");
  const level2 = main.locator("#level-2");
  await expect(level2.getByText("Unlocked", { exact: true })).toBeVisible();
  await expect(main.locator("#level-3").getByText("Complete Level 2 to unlock this level")).toBeVisible();
  await expect(main.getByRole("button", { name: "Mark as done" })).toHaveCount(0);

  const challenges = level2.getByRole("article");
  await expect(challenges).toHaveCount(3);
  const first = challenges.first();
  const title = (await first.getByRole("heading").textContent())!;
  const link = first.getByRole("link", { name: /^Practise it in lesson \d$/ });
  const lesson = (await link.textContent())!.replace(/\D/g, "");
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/learn/level-2/${lesson}#practice$`));
  await page.getByLabel("Your answer").fill("I gave ChatGPT and Claude the same brief for our campaign summary and kept the one that named its sources.");
  await page.getByRole("button", { name: "Save practice task" }).click();
  await expect(page.getByText("Done. You can improve your answer at any time.")).toBeVisible();

  await page.goto("/aiupskill/roadmap");
  await expect(main.locator("#level-2").getByRole("article", { name: title }).getByText(`Done in lesson ${lesson}`)).toBeVisible();
  // A practice task is not the level: it stays open until its lessons' simulations are passed too.
  await expect(main.locator("#level-2").getByText("Unlocked", { exact: true })).toBeVisible();

  await page.goto("/profile");
  const course = page.getByRole("region", { name: "My Course" });
  await expect(course.getByRole("listitem").nth(1)).toContainText("0 of 4 lessons done");
  await expect(course.getByRole("link", { name: "your course page" })).toHaveAttribute("href", "/learn");
});

for (const path of ["/aiupskill/roadmap"]) {
  test(`no serious or critical accessibility violations on ${path}, before and after generating @js-only`, async ({ page }) => {
    await page.goto(path);
    const check = async () => {
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
    };
    await check();
    await page.getByLabel(/Toolkit file/).setInputFiles(file("toolkit.txt", TOOLKIT_TEXT));
    await page.getByRole("button", { name: "Generate My Learning Roadmap" }).click();
    await expect(page.getByRole("heading", { name: "Your Learning Profile" })).toBeVisible();
    await check();
  });
}

import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { currentRubricEdition } from "../../app/lib/rubric-revision";
import { expect, test } from "./fixtures";

// The email coach (/coach) and the AI Readiness Rubric (/aiupskill/rubric), each with JavaScript
// on and off (the js-on and js-off projects).

const port = Number(process.env.E2E_PORT ?? 3210);
const OUTBOX = process.env.E2E_OUTBOX_DIR ?? path.join(os.tmpdir(), `academy-e2e-${port}`, "outbox");
const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The challenge email the worker wrote to the outbox for this address (no MAIL_URL in the e2e server). */
async function outboxMessageTo(address: string): Promise<string> {
  let found = "";
  await expect
    .poll(
      async () => {
        const names = (await fs.readdir(OUTBOX).catch(() => [] as string[])).filter((n) => n.endsWith(".eml"));
        for (const name of names) {
          const raw = await fs.readFile(path.join(OUTBOX, name), "utf8");
          if (raw.includes(`To: ${address}`)) found = raw;
        }
        return found !== "";
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found;
}

test.describe("email coach", () => {
  test("the hero form refuses an empty email, then sends the first challenge", async ({ page, javaScriptEnabled }) => {
    await page.goto("/coach");
    await expect(page.getByRole("link", { name: "Back to Training Hub" })).toHaveAttribute("href", "/");
    const hero = page.getByRole("form", { name: "Challenge Me" });
    await hero.getByRole("button", { name: "Challenge Me" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Email Required" })).toContainText("Please enter your email to get started.");

    const address = unique("hero");
    await hero.getByLabel("Your email").fill(address);
    await hero.getByRole("button", { name: "Challenge Me" }).click();
    await expect(page.getByText("Challenge Incoming!").first()).toBeVisible();
    await expect(page.getByText("Check your email for your first performance challenge.").first()).toBeVisible();
    // With JavaScript the field clears; without it the page was loaded again.
    await expect(page.getByRole("form", { name: "Challenge Me" }).getByLabel("Your email")).toHaveValue("");
    if (!javaScriptEnabled) await expect(page).toHaveURL(/\/coach$/);

    const mail = await outboxMessageTo(address);
    expect(mail).toContain("Subject: Your first performance challenge");
    expect(mail).toMatch(/Reply-To: \S+@\S+/);
  });

  test("the closing form sends a challenge too, and a second request the same day sends nothing", async ({ page }) => {
    await page.goto("/coach");
    const address = unique("footer");
    const closing = () => page.getByRole("form", { name: "Send Me a Challenge" });
    await closing().getByLabel("Your email").fill(address);
    await closing().getByRole("button", { name: "Send Me a Challenge" }).click();
    await expect(page.getByText("Check your email for your first performance challenge.").first()).toBeVisible();

    await closing().getByLabel("Your email").fill(address);
    await closing().getByRole("button", { name: "Send Me a Challenge" }).click();
    await expect(page.getByText("Challenge Already Sent").first()).toBeVisible();
  });

  test("shows every section of the page", async ({ page }) => {
    await page.goto("/coach");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("I want to");
    for (const name of ["How It Works", "See an Example Challenge", "Why It's Different", "Challenge Others", "Ready for Your First Challenge?"]) {
      await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
    }
    for (const name of ["You Send", "Coach Replies", "Get Scored", "No Signups", "Growth Tracking", "Benchmarking", "Addictive"]) {
      await expect(page.getByRole("heading", { name, level: 3 })).toBeVisible();
    }
    const card = page.getByRole("article", { name: "Example score card" });
    await expect(card).toContainText("Example");
    for (const criterion of ["Clarity", "Impact", "Confidence", "Overall score"]) await expect(card).toContainText(criterion);
    await expect(page.getByText(/Invite them from your progress page/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Challenge a colleague by email" })).toHaveAttribute("href", /^mailto:\?subject=/);
  });

  test("the 'I want to ...' phrase changes every 2 seconds and can be paused @js-only", async ({ page }) => {
    await page.clock.install();
    await page.goto("/coach");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    const phrase = page.getByTestId("rotating-phrase");
    await expect(phrase).toHaveText("nail my next presentation");
    await expect(phrase).toHaveAttribute("aria-live", "off");
    await page.clock.runFor(2_000);
    await expect(phrase).toHaveText("write emails people read");
    await page.clock.runFor(2_000);
    await expect(phrase).toHaveText("make complex ideas simple");

    await page.getByRole("button", { name: "Pause phrases" }).click();
    await expect(page.getByRole("button", { name: "Pause phrases" })).toHaveAttribute("aria-pressed", "true");
    await page.clock.runFor(6_000);
    await expect(phrase).toHaveText("make complex ideas simple");
  });

  test("without JavaScript the first phrase shows and nothing rotates @js-off-only", async ({ page }) => {
    await page.goto("/coach");
    await expect(page.getByTestId("rotating-phrase")).toHaveText("nail my next presentation");
    await expect(page.getByRole("button", { name: "Pause phrases" })).toHaveCount(0);
  });

  test("no serious or critical accessibility violations on /coach @js-only", async ({ page }) => {
    await page.goto("/coach");
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });
});

test.describe("AI Readiness Rubric", () => {
  const sidebar = (page: import("@playwright/test").Page) => page.getByTestId("rubric-sidebar");

  test("shows the document with its header links, levels and version", async ({ page }) => {
    await page.goto("/aiupskill/rubric");
    await expect(page.getByRole("heading", { name: "AI Readiness Rubric", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to AI Upskill" })).toHaveAttribute("href", "/aiupskill");
    await expect(page.getByRole("link", { name: "Free Tailored AI Toolkit" })).toHaveAttribute("href", "/toolkit-landing");
    for (const name of ["Awareness in Action", "Sensemaking in Context", "Workflow Thinking", "Proof-of-Performance", "Strategic AI Leadership (optional)"]) {
      await expect(page.getByRole("heading", { name: new RegExp(`^Level \\d: ${name.replace(/[()]/g, "\\$&")}$`), level: 3 })).toBeVisible();
    }
    await expect(page.getByText(`Version ${currentRubricEdition().version}`, { exact: true })).toBeVisible();
    // The newest edition's day (app/content/rubric.ts RUBRIC_REVISIONS), never a typed-in date.
    await expect(page.getByText(`Last updated ${currentRubricEdition().lastUpdated}`, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Your Free AI Toolkit" })).toHaveAttribute("href", "/aiupskill");
  });

  test("the sidebar search filters sections and subsections", async ({ page, javaScriptEnabled }) => {
    await page.goto("/aiupskill/rubric");
    const search = sidebar(page).getByRole("searchbox", { name: "Search documentation" });
    await expect(search).toHaveAttribute("placeholder", "Search documentation...");
    await search.fill("workflow");
    if (!javaScriptEnabled) {
      await sidebar(page).getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/\?q=workflow$/);
    }
    const nav = sidebar(page).getByRole("navigation", { name: "Rubric sections" });
    await expect(nav.getByRole("link", { name: "Level 3: Workflow Thinking" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "The Framework" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Summary" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Level 1: Awareness in Action" })).toHaveCount(0);
    await expect(sidebar(page).getByRole("status")).toHaveText("1 section matches “workflow”.");

    await search.fill("blockchain");
    if (!javaScriptEnabled) await sidebar(page).getByRole("button", { name: "Search" }).click();
    await expect(sidebar(page).getByText("No sections match “blockchain”.")).toBeVisible();
    await expect(nav.getByRole("link")).toHaveCount(0);
  });

  test("shows the active section's subsections as the reader scrolls @js-only", async ({ page }) => {
    await page.goto("/aiupskill/rubric");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    const nav = sidebar(page).getByRole("navigation", { name: "Rubric sections" });
    await expect(nav.getByRole("link", { name: "Summary" })).toHaveAttribute("aria-current", "location");
    await expect(nav.getByRole("link", { name: "At a glance" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "A badge per level" })).toHaveCount(0);

    await nav.getByRole("link", { name: "Certification" }).click();
    await expect(page).toHaveURL(/#certification$/);
    await expect(nav.getByRole("link", { name: "Certification" })).toHaveAttribute("aria-current", "location");
    await expect(nav.getByRole("link", { name: "A badge per level" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "At a glance" })).toHaveCount(0);
  });

  test("without JavaScript every subsection is listed @js-off-only", async ({ page }) => {
    await page.goto("/aiupskill/rubric");
    const nav = sidebar(page).getByRole("navigation", { name: "Rubric sections" });
    for (const name of [
      "At a glance",
      "Level 1: Awareness in Action",
      "Level 5: Strategic AI Leadership (optional)",
      "How a role is matched",
      "A badge per level",
      "For learning leaders",
    ]) {
      await expect(nav.getByRole("link", { name })).toBeVisible();
    }
  });

  test("the contents menu opens the sidebar on a phone", async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/aiupskill/rubric");
    await expect(sidebar(page)).toBeHidden();
    const menu = page.getByTestId("rubric-menu");
    const link = menu.getByRole("link", { name: "Role Adaptation" });
    await expect(link).toBeHidden();
    await menu.getByText("Contents and search").click();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/#onet$/);
    await expect(page.getByRole("heading", { name: "Role Adaptation", level: 2 })).toBeInViewport();
    // With JavaScript following a link closes the menu; without it, the visitor closes it.
    if (javaScriptEnabled) await expect(link).toBeHidden();
  });

  test("'Download Full Framework' gives the framework as a PDF", async ({ page }) => {
    await page.goto("/aiupskill/rubric");
    const downloadLink = page.getByRole("link", { name: "Download Full Framework" });
    await expect(downloadLink).toHaveAttribute("href", "/aiupskill/rubric/framework.pdf");
    const [download] = await Promise.all([page.waitForEvent("download"), downloadLink.click()]);
    expect(download.suggestedFilename()).toBe("ai-readiness-rubric-framework.pdf");
    const file = await fs.readFile((await download.path())!);
    expect(file.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  test("no serious or critical accessibility violations on /aiupskill/rubric @js-only", async ({ page }) => {
    await page.goto("/aiupskill/rubric");
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });
});

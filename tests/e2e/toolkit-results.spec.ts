import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext } from "@playwright/test";
import { expect, makeToolkit, test } from "./fixtures";
import { fulfilAction } from "./single-fetch";

// The toolkit results page (/toolkit/{id}), with JavaScript on and off. Each test makes its own
// toolkit through POST /api/analyze-job; page.request shares the browser context's cookies, so
// the page then has the visit cookie of the visit that made it.
const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** A browser context of someone else (no visit cookie), refusing outside requests like the fixture's. */
async function strangerContext(browser: Browser, javaScriptEnabled: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ javaScriptEnabled });
  await context.route(
    (url) => !LOCAL_HOSTS.has(url.hostname) && url.protocol !== "data:",
    (route) => route.abort("blockedbyclient"),
  );
  return context;
}

const HEADING = "Your Personalized Marketing Manager AI Toolkit";

test.describe("toolkit results", () => {
  test("shows the toolkit, recalculates for a salary and opens a tool's insights", async ({ page, baseURL, javaScriptEnabled }) => {
    const id = await makeToolkit(page, baseURL!);
    const response = await page.goto(`/toolkit/${id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: HEADING })).toBeVisible();

    // Header row.
    await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute("href", "/job-description?jobTitle=Marketing%20Manager");
    await expect(page.getByRole("link", { name: "AI TRAINING", exact: true })).toHaveAttribute("href", "/aiupskill");
    await expect(page.getByRole("link", { name: /Download Full Toolkit/ })).toHaveAttribute("href", "#get-toolkit");

    // Tiles, the estimate line and the legend.
    // The whole toolkit's hours a week and share of the week, never an average per tool.
    await expect(page.getByTestId("tile-gain")).toHaveText(/^\d+(\.\d)? h$/);
    await expect(page.getByText(/^up to \d+(\.\d)?% of a 40-hour week$/)).toBeVisible();
    const count = Number(await page.getByTestId("tile-count").textContent());
    expect(count).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole("link", { name: "See how we estimate these figures" })).toHaveAttribute("href", "/methodology");
    for (const meaning of ["primary thinking partners", "productivity helpers", "domain expertise tools"]) await expect(page.getByText(meaning)).toBeVisible();

    // Tools grouped by work area, highest gain first within each group.
    for (const area of ["Content Creation", "Lead Generation"]) await expect(page.getByRole("heading", { level: 2, name: area })).toBeVisible();
    await expect(page.getByTestId("toolkit-tool")).toHaveCount(count);
    const group = page.getByRole("region", { name: "Content Creation" });
    const gains = (await group.locator(".tool-stats dd.gain", { hasText: "up to" }).allTextContents()).map((t) => Number.parseFloat(t.replace("up to ", "")));
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
    const tryApp = page.getByRole("link", { name: /^Try App/ }).first();
    await expect(tryApp).toHaveAttribute("target", "_blank");
    await expect(tryApp).toHaveAttribute("rel", "noopener noreferrer");

    // The salary: JavaScript recalculates in the browser; without it the GET form does on the server.
    const before = await page.getByTestId("tile-value").textContent();
    // Marketing Managers' median wage (BLS OEWS May 2023: $157,620), to the slider's step.
    await expect(page.getByTestId("salary-amount")).toHaveText("$160,000");
    await expect(page.getByTestId("salary-source")).toHaveText(
      /^Starting point: Median annual wage of Marketing Managers: U\.S\. Bureau of Labor Statistics, .*May 2023/,
    );
    await page.getByRole("slider", { name: "Your annual salary" }).fill("150000");
    if (!javaScriptEnabled) {
      await page.getByRole("button", { name: "Update" }).click();
      await expect(page).toHaveURL(/[?&]salary=150000/);
    }
    await expect(page.getByTestId("salary-amount")).toHaveText("$150,000");
    await expect(page.getByTestId("tile-value")).not.toHaveText(before!);
    const after = Number((await page.getByTestId("tile-value").textContent())!.replace(/[$,]/g, ""));
    expect(after).toBeCloseTo((Number(before!.replace(/[$,]/g, "")) * 150) / 160, -1);
    await expect(page.getByText("Your salary is used only to calculate the figures on this page and is never stored.")).toBeVisible();

    // A tool's insights: a dialog with JavaScript, their own URL without.
    const toolName = (await page.getByTestId("toolkit-tool").first().locator("h3").textContent())!;
    if (javaScriptEnabled) {
      const insights = page.getByRole("button", { name: `Insights for ${toolName}` });
      await insights.click();
      const dialog = page.getByRole("dialog", { name: `${toolName} Insights` });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("heading", { name: "Specific Applications" })).toBeVisible();
      await expect(dialog.getByRole("listitem").filter({ hasText: "marketing manager" }).first()).toBeVisible();
      await expect(dialog.getByRole("heading", { name: "Implementation Tips" })).toBeVisible();
      await expect(dialog.getByRole("heading", { name: "Success Metrics" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(insights).toBeFocused();
    } else {
      // A form post to the page's action, answered with the tool's insights URL.
      const posted = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === `/toolkit/${id}`);
      await page.getByRole("button", { name: `Insights for ${toolName}` }).click();
      expect((await posted).status()).toBe(302);
      await expect(page).toHaveURL(/[?&]insights=\d+/);
      const panel = page.getByRole("region", { name: `${toolName} Insights` });
      await expect(panel.getByRole("heading", { name: "Specific Applications" })).toBeVisible();
      await expect(panel.getByRole("listitem").filter({ hasText: "marketing manager" }).first()).toBeVisible();
      // The salary chosen before is kept in the tool's URL.
      await expect(page).toHaveURL(/[?&]salary=150000/);
      await panel.getByRole("link", { name: "Back to all tools" }).click();
      await expect(page).not.toHaveURL(/insights=/);
    }
  });

  test("'Analysis Not Found' with status 404 for unknown and non-numeric ids", async ({ page }) => {
    for (const path of ["/toolkit/999999", "/toolkit/abc", "/toolkit?analysisId=abc"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Analysis Not Found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
    }
  });

  test("another browser gets 'Analysis Not Found'; the share link works", async ({ page, browser, baseURL, javaScriptEnabled }) => {
    const id = await makeToolkit(page, baseURL!);
    // The share link as the page shows it without JavaScript (a read-only field).
    const html = await (await page.request.get(`${baseURL}/toolkit/${id}`)).text();
    const shareUrl = html.match(new RegExp(`value="(https?://[^"]+/toolkit/${id}\\?share=[A-Za-z0-9_-]+)"`))![1]!;

    if (javaScriptEnabled) {
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
      await page.goto(`/toolkit/${id}`);
      await page.getByRole("button", { name: "Share" }).click();
      await expect(page.getByText("Link copied", { exact: true })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
    } else {
      await page.goto(`/toolkit/${id}`);
      await expect(page.getByRole("textbox", { name: /Share link/ })).toHaveValue(shareUrl);
    }

    const stranger = await strangerContext(browser, javaScriptEnabled);
    try {
      const other = await stranger.newPage();
      const refused = await other.goto(`/toolkit/${id}`.replace(/^/, baseURL!));
      expect(refused?.status()).toBe(404);
      await expect(other.getByRole("heading", { name: "Analysis Not Found" })).toBeVisible();
      const shared = await other.goto(shareUrl);
      expect(shared?.status()).toBe(200);
      await expect(other.getByRole("heading", { level: 1, name: HEADING })).toBeVisible();
      // The second shape of the address keeps the share token.
      await other.goto(`${baseURL}/toolkit?analysisId=${id}&share=${new URL(shareUrl).searchParams.get("share")}`);
      await expect(other).toHaveURL(new RegExp(`/toolkit/${id}\\?share=`));
      await expect(other.getByRole("heading", { level: 1, name: HEADING })).toBeVisible();
    } finally {
      await stranger.close();
    }
  });

  // With JavaScript the dialogs take over; the exploration test and toolkit-email.spec.ts cover them.
  test("without JavaScript, 'Download Full Toolkit' leads to the email form @js-off-only", async ({ page, baseURL }) => {
    const id = await makeToolkit(page, baseURL!);
    await page.goto(`/toolkit/${id}`);
    await expect(page.getByRole("heading", { name: "Ready to Download Your AI Toolkit?" })).toBeHidden();
    await page.getByRole("link", { name: /Download Full Toolkit/ }).click();
    await expect(page).toHaveURL(/#get-toolkit$/);
    const section = page.getByRole("region", { name: "Get Your Complete AI Toolkit" });
    await expect(section.getByRole("heading", { name: "Get Your Complete AI Toolkit" })).toBeInViewport();
    await expect(section.getByLabel("Full Name")).toBeVisible();
    await expect(section.getByLabel("Email Address")).toBeVisible();
    await expect(section.getByRole("button", { name: "Send My Toolkit" })).toBeVisible();
  });
});

test.describe("toolkit results with JavaScript", () => {
  test("exploration: progress banner, the modal after 3 tools, the scroll prompt and the download dialog @js-only", async ({ page, baseURL }) => {
    const id = await makeToolkit(page, baseURL!);
    const events: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/events")) events.push((request.postDataJSON() as { name: string }).name);
    });
    await page.goto(`/toolkit/${id}`);
    const total = Number(await page.getByTestId("tile-count").textContent());
    const banner = page.getByTestId("exploration-banner");
    await expect(banner).toBeHidden();

    const insights = page.getByRole("button", { name: /^Insights for / });
    const explore = async (index: number) => {
      await insights.nth(index).click();
      const dialog = page.getByRole("dialog", { name: / Insights$/ });
      await expect(dialog.getByRole("heading", { name: "Specific Applications" })).toBeVisible();
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
    };
    await explore(0);
    await expect(banner).toContainText(`Tools explored 1/${total}`);
    await expect(banner).toContainText(/Potential value discovered: \$[\d,]+/);
    await explore(0); // the same tool again does not count twice
    await expect(banner).toContainText(`Tools explored 1/${total}`);
    await explore(1);
    await explore(2);
    await expect(banner).toContainText(`Tools explored 3/${total}`);

    // About 2 s after the third tool: 'Ready to Download Your AI Toolkit?'.
    const ready = page.getByRole("dialog", { name: "Ready to Download Your AI Toolkit?" });
    await expect(ready).toBeVisible({ timeout: 5000 });
    await expect(ready.getByTestId("ready-total-value")).toHaveText((await page.getByTestId("tile-value").textContent())!);
    await expect(ready.getByText(String(total), { exact: true })).toBeVisible();
    const axeOpen = await new AxeBuilder({ page }).analyze();
    expect(axeOpen.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
    // No report yet: 'Download My Toolkit' opens the email sign-up.
    await ready.getByRole("link", { name: "Download My Toolkit" }).click();
    await expect(ready).toBeHidden();
    const signup = page.getByRole("dialog", { name: "Get Your AI Toolkit by Email" });
    await expect(signup).toBeVisible();
    await signup.getByRole("button", { name: "Cancel" }).click();
    await expect(signup).toBeHidden();

    // Past half the page: 'Exploring Your AI Toolkit?', once.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const exploring = page.getByRole("dialog", { name: "Exploring Your AI Toolkit?" });
    await expect(exploring).toBeVisible();
    await expect(exploring).toContainText(`You've explored 3 of ${total} tools`);
    await exploring.getByRole("button", { name: "Get My Complete Toolkit" }).click();
    await expect(exploring).toBeHidden();
    await expect(signup).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(signup).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
    await expect(exploring).toBeHidden();

    // Every tool explored (Try App counts too): 'Full toolkit explored'.
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page
        .getByRole("link", { name: /^Try App/ })
        .nth(3)
        .click(),
    ]);
    await popup.close();
    for (let i = 4; i < total; i++) await explore(i);
    await expect(banner).toContainText(`Tools explored ${total}/${total}`);
    await expect(banner).toContainText("Full toolkit explored");
    await expect(banner.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");

    await expect.poll(() => events.filter((e) => e === "tool_explored").length).toBe(total);
    expect(events).toEqual(expect.arrayContaining(["modal_prompt_shown", "scroll_prompt_shown", "toolkit_download"]));
    expect(events.filter((e) => e === "modal_prompt_shown" || e === "scroll_prompt_shown")).toHaveLength(2);
  });

  test("use cases are generated once and reused; failures show the fallback lists @js-only", async ({ page, baseURL }) => {
    const id = await makeToolkit(page, baseURL!);
    let calls = 0;
    // The client router posts to the page's data address (single fetch).
    const action = (url: URL) => url.pathname === `/toolkit/${id}.data`;
    page.on("request", (request) => {
      if (request.method() === "POST" && action(new URL(request.url()))) {
        expect(new URLSearchParams(request.postData() ?? "").get("intent")).toBe("insights");
        calls++;
      }
    });
    await page.goto(`/toolkit/${id}`);
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    const insights = page.getByRole("button", { name: /^Insights for / });
    const dialog = page.getByRole("dialog", { name: / Insights$/ });
    await insights.nth(0).click();
    await expect(dialog.getByRole("heading", { name: "Specific Applications" })).toBeVisible();
    const first = await dialog.getByRole("listitem").allTextContents();
    expect(first.length).toBeGreaterThanOrEqual(9);
    await page.keyboard.press("Escape");
    await insights.nth(0).click();
    await expect(dialog.getByRole("heading", { name: "Specific Applications" })).toBeVisible();
    await page.keyboard.press("Escape");
    expect(calls).toBe(1);
    // A fetcher: the page was not loaded again.
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    // Stored: after a reload they come with the page, no request needed.
    await page.reload();
    await insights.nth(0).click();
    await expect(dialog.getByRole("heading", { name: "Specific Applications" })).toBeVisible();
    expect(await dialog.getByRole("listitem").allTextContents()).toEqual(first);
    expect(calls).toBe(1);
    await page.keyboard.press("Escape");

    // A failing request: §8's message and fallback lists.
    await page.route(action, (route) => (route.request().method() === "POST" ? route.fulfill({ status: 500, body: "boom" }) : route.continue()));
    await insights.nth(1).click();
    await expect(dialog.getByRole("alert")).toHaveText("Failed to generate specific use cases");
    const applications = dialog.getByRole("region", { name: "Specific Applications" }).getByRole("listitem");
    await expect(applications).toHaveCount(5);
    for (const text of await applications.allTextContents()) expect(text).toContain("marketing manager");
    await expect(dialog.getByRole("region", { name: "Implementation Tips" }).getByRole("listitem")).toHaveCount(3);
    await expect(dialog.getByRole("region", { name: "Success Metrics" }).getByRole("listitem")).toHaveCount(3);
    await page.keyboard.press("Escape");

    // An answer with nothing in it.
    await page.unroute(action);
    await page.route(action, (route) => {
      if (route.request().method() !== "POST") return route.continue();
      const toolId = Number(new URLSearchParams(route.request().postData() ?? "").get("recommendationId"));
      return fulfilAction(200, { insights: { toolId, useCases: { specificApplications: [], implementationTips: [], successMetrics: [] } } }).then((answer) =>
        route.fulfill(answer),
      );
    });
    await insights.nth(2).click();
    await expect(dialog.getByRole("alert")).toHaveText("Unable to generate specific use cases. Please try again later.");
  });

  test("shows the loading text while the toolkit loads @js-only", async ({ page, baseURL }) => {
    const id = await makeToolkit(page, baseURL!);
    await page.goto(`/toolkit/${id}`);
    const recommendationId = (await page.getByTestId("toolkit-tool").first().getAttribute("id"))!.replace("tool-", "");
    await page.goto(`/toolkit/${id}?insights=${recommendationId}`);
    await page.route("**/toolkit/*.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole("link", { name: "Back to all tools" }).click();
    await expect(page.getByText("Loading your AI toolkit recommendations...")).toBeVisible();
    await expect(page.getByText("Loading your AI toolkit recommendations...")).toBeHidden();
    await expect(page.getByRole("link", { name: "Back to all tools" })).toHaveCount(0);
  });

  test("no serious or critical accessibility violations on the results page @js-only", async ({ page, baseURL }) => {
    const id = await makeToolkit(page, baseURL!);
    await page.goto(`/toolkit/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: HEADING })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });
});

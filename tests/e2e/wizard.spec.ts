import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { fulfilAction } from "./single-fetch";

// The toolkit builder wizard (/aiupskill/start) runs twice: with JavaScript on the steps change
// in the page, with it off every step is a form post. Generate ends on /toolkit/{id} either way.
const START = "/aiupskill/start?jobTitle=Marketing%20Manager";

async function open(page: Page, javaScriptEnabled: boolean, url = START) {
  await page.goto(url);
  // With JavaScript on, wait until React has taken over the form (else a click posts it).
  if (javaScriptEnabled) await expect(page.locator("form[data-hydrated]")).toBeAttached();
}

const seriousViolations = async (page: Page) => {
  // Move the pointer off the page and let colour transitions finish: axe should see the resting
  // state, not a button half-way through its hover transition.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(250);
  const results = await new AxeBuilder({ page }).include("main").analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
};

test.describe("toolkit builder wizard", () => {
  test("four steps from job title to toolkit", async ({ page, javaScriptEnabled }) => {
    await open(page, javaScriptEnabled);
    await expect(page.getByText("Step 1 of 4")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Building AI Toolkit for: Marketing Manager");
    await expect(page.getByTestId("job-category")).toHaveText("Marketing");
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
    if (javaScriptEnabled) await page.evaluate(() => Object.assign(window, { __marker: "same page" }));

    const continueButton = page.getByRole("button", { name: "Continue" });

    // Step 1: industry is required.
    await continueButton.click();
    const industryError = page.getByText("Please choose your industry");
    await expect(industryError).toBeVisible();
    await expect(page.getByText("Step 1 of 4")).toBeVisible();
    await expect(page.getByRole("group", { name: "What industry do you work in?" })).toHaveAttribute("aria-describedby", /wizard-industry-error/);
    await expect(page.getByRole("radio")).toHaveCount(20);
    await page.getByLabel("Marketing & Advertising").check();
    await continueButton.click();

    // Step 2: at least one work area; custom areas trimmed, no repeats.
    await expect(page.getByText("Step 2 of 4")).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
    await continueButton.click();
    await expect(page.getByText("Please choose at least one work area")).toBeVisible();
    await expect(page.getByText("Step 2 of 4")).toBeVisible();

    await page.getByLabel("Campaign Management").check();
    const custom = page.getByLabel("Add your own work area");
    const addButton = page.getByRole("button", { name: "Add", exact: true });
    await custom.fill("  Partner Webinars ");
    await addButton.click();
    const ownAreas = page.getByRole("list", { name: "Your own work areas" });
    await expect(ownAreas.getByRole("listitem")).toHaveCount(1);
    await expect(ownAreas.getByText("Partner Webinars", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Campaign Management")).toBeChecked();
    await expect(page.getByRole("heading", { name: "Suggested secondary benefits" })).toBeVisible();
    await expect(page.getByText("Quicker campaign launches")).toBeVisible();

    // The same area again (in another case) cannot be added.
    await custom.fill("partner webinars");
    if (javaScriptEnabled) {
      await expect(addButton).toBeDisabled();
      await custom.fill("");
      await expect(addButton).toBeDisabled();
    } else {
      await addButton.click();
      await expect(page.getByText("'partner webinars' is already chosen")).toBeVisible();
    }
    await expect(ownAreas.getByRole("listitem")).toHaveCount(1);

    // Enter in the field adds (and stays on the step); a custom area can be removed.
    await custom.fill("Events");
    await custom.press("Enter");
    await expect(ownAreas.getByText("Events", { exact: true })).toBeVisible();
    await expect(page.getByText("Step 2 of 4")).toBeVisible();
    await page.getByRole("button", { name: "Remove Events" }).click();
    await expect(ownAreas.getByText("Events", { exact: true })).toHaveCount(0);
    await expect(ownAreas.getByText("Partner Webinars", { exact: true })).toBeVisible();
    await continueButton.click();

    // Step 3: tools are optional; other tools are split on commas.
    await expect(page.getByText("Step 3 of 4")).toBeVisible();
    for (const group of ["File storage", "Video meetings", "Email client", "CRM / project tools"]) {
      await expect(page.getByRole("group", { name: group })).toBeVisible();
    }
    await page.getByRole("group", { name: "File storage" }).getByLabel("Google Drive").check();
    const otherTools = page.getByLabel("Other tools");
    await otherTools.fill(" Notion,, Canva , ");
    if (javaScriptEnabled) {
      await otherTools.blur();
      await expect(otherTools).toHaveValue("Notion, Canva");
    }
    await continueButton.click();

    // Step 4, then back to step 3: the answers are kept.
    await expect(page.getByText("Step 4 of 4")).toBeVisible();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByText("Step 3 of 4")).toBeVisible();
    await expect(page.getByRole("group", { name: "File storage" }).getByLabel("Google Drive")).toBeChecked();
    await expect(otherTools).toHaveValue("Notion, Canva");
    await continueButton.click();

    await expect(page.getByText("Step 4 of 4")).toBeVisible();
    await expect(page.getByRole("button", { name: "Skip" })).toBeVisible();
    await page.getByLabel("Company name").fill("Acme");
    await page.getByLabel("Company website").fill("acme.example");
    if (javaScriptEnabled) {
      expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe("same page");
      // Slow the post down a little to see the generating state.
      await page.route("**/aiupskill/start**", async (route) => {
        if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
    }
    await page.getByRole("button", { name: "Generate My Toolkit" }).click();
    if (javaScriptEnabled) {
      const busy = page.getByRole("button", { name: "Toolkit Generating..." });
      await expect(busy).toBeVisible();
      await expect(busy).toBeDisabled();
      await expect(page.getByText("This may take around 30 seconds. Thanks for your patience.")).toBeVisible();
    }
    await expect(page).toHaveURL(/\/toolkit\/\d+$/);
    if (javaScriptEnabled) {
      const id = new URL(page.url()).pathname.split("/").pop();
      expect(await page.evaluate(() => window.localStorage.getItem("analysisId"))).toBe(id);
    }
  });

  test("Skip on the last step also generates", async ({ page, javaScriptEnabled }) => {
    await open(page, javaScriptEnabled);
    await page.getByLabel("Consulting").check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Campaign Management").check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Step 3 of 4")).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Step 4 of 4")).toBeVisible();
    await page.getByLabel("Company website").fill("not a website");
    await page.getByRole("button", { name: "Generate My Toolkit" }).click();
    await expect(page.getByText("Please enter a valid website address")).toBeVisible();
    await page.getByRole("button", { name: "Skip" }).click();
    await expect(page).toHaveURL(/\/toolkit\/\d+$/);
  });

  test("step 2 offers the work of the occupation, not of an office", async ({ page, javaScriptEnabled }) => {
    await open(page, javaScriptEnabled, "/aiupskill/start?jobTitle=Plumber");
    await page.getByLabel("Construction & Architecture").check();
    await page.getByRole("button", { name: "Continue" }).click();
    const suggested = page.getByRole("group", { name: "Suggested work areas" });
    await expect(suggested.getByLabel("Quotes & Estimates")).toBeVisible();
    await expect(suggested.getByLabel("Presentation Design")).toHaveCount(0);
    await suggested.getByLabel("Quotes & Estimates").check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Step 3 of 4")).toBeVisible();
  });

  test("without a job title the wizard sends you home", async ({ page }) => {
    await page.goto("/aiupskill/start");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/aiupskill/start?jobTitle=ab");
    await expect(page).toHaveURL(/\/$/);
  });

  test("the job title remembered by the visit is used when the URL has none", async ({ page, context, baseURL }) => {
    const value = Buffer.from(JSON.stringify("Sales Representative")).toString("base64");
    await context.addCookies([{ name: "academy_job_title", value, url: baseURL! }]);
    await page.goto("/aiupskill/start");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Building AI Toolkit for: Sales Representative");
    await expect(page.getByTestId("job-category")).toHaveText("Sales");
  });

  test("Back from step 1 goes home", async ({ page, javaScriptEnabled }) => {
    await open(page, javaScriptEnabled);
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("bad posts are refused with clear messages, never a 500", async ({ page }) => {
    const url = START;
    let response = await page.request.post(url, { form: { step: "1", intent: "next", industry: "Piracy" } });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Please choose your industry");

    response = await page.request.post(url, {
      form: { step: "4", intent: "generate", industry: "Consulting", workArea: "Campaign Management", companyName: "x".repeat(5000) },
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Company name must be 200 characters or fewer");

    response = await page.request.post(url, { form: { step: "2", intent: "add-area", industry: "Consulting", customArea: "y".repeat(300) } });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Each item must be 100 characters or fewer");

    // Generate with nothing chosen goes back to the first step in error.
    response = await page.request.post(url, { form: { step: "4", intent: "generate" } });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain("Step 1 of 4");
    expect(html).toContain("Please choose your industry");
  });

  test("a failed generation shows a toast and lets you try again @js-only", async ({ page }) => {
    await open(page, true);
    await page.getByLabel("Consulting").check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Campaign Management").check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Step 4 of 4")).toBeVisible();
    await page.route("**/aiupskill/start**", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 300));
      // What the action answers when createAnalysis throws, with an empty message this time.
      return route.fulfill(await fulfilAction(500, { view: {}, analysisError: "" }));
    });
    await page.getByRole("button", { name: "Generate My Toolkit" }).click();
    await expect(page.getByText("Analysis Failed", { exact: true })).toBeVisible();
    await expect(page.getByText("Please try again.", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Generate My Toolkit" })).toBeEnabled();
    await expect(page).toHaveURL(START);
  });

  test("no serious accessibility violations on the steps, errors included @js-only", async ({ page }) => {
    await open(page, true);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Please choose your industry")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel("Consulting").check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Add your own work area").fill("Partner Webinars");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Step 3 of 4")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Step 4 of 4")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

// The workflow generator's six steps (visitor-side.md §2, §4, §5), run with JavaScript on and off:
// each step's refusal, the one-tool rule, the options, the detailed workflow, the flowchart and
// images, the three downloads and the share link. Then axe on every step (JavaScript on).
import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

async function throughStepFour(page: Page, javaScript: boolean) {
  await page.goto("/aiupskill/workflows");
  await expect(page.getByText("Step 1 of 6")).toBeVisible();
  // With JavaScript the same forms move on without reloading the page: this mark would be lost.
  if (javaScript) await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await expect(page.getByRole("navigation", { name: "Workflow generator progress" }).getByRole("listitem")).toHaveCount(6);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please enter your job role.")).toBeVisible();
  await page.getByRole("textbox", { name: "Job role" }).fill("Marketing Manager");
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page.getByText("Step 2 of 6")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please choose your industry.")).toBeVisible();
  await page.getByRole("combobox", { name: "Industry" }).selectOption("Marketing");
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page.getByText("Step 3 of 6")).toBeVisible();
  const hubspot = page.getByRole("checkbox", { name: "HubSpot CRM" });
  const slack = page.getByRole("checkbox", { name: "Slack" });
  await hubspot.check();
  if (javaScript) {
    // Ticking another replaces it; unticking clears it.
    await slack.check();
    await expect(hubspot).not.toBeChecked();
    await slack.uncheck();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Please choose the one tool you use most.")).toBeVisible();
    await hubspot.check();
  } else {
    await slack.check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Please choose only one tool.")).toBeVisible();
    await page.getByRole("checkbox", { name: "Slack" }).uncheck();
    await page.getByRole("checkbox", { name: "HubSpot CRM" }).check();
  }
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page.getByText("Step 4 of 6")).toBeVisible();
  await expect(page.getByRole("radio")).toHaveCount(5);
  await page.getByRole("button", { name: "Generate Workflows" }).click();
  await expect(page.getByText("Please choose one work area.")).toBeVisible();
  await page.getByRole("radio", { name: "Campaign Management" }).check();
  await page.getByRole("textbox", { name: "Additional information (optional)" }).fill("We publish a weekly newsletter.");
  await page.getByRole("button", { name: "Generate Workflows" }).click();
  await expect(page).toHaveURL(/\/aiupskill\/workflows\/\d+$/);
}

for (const javaScript of [true, false]) {
  test(`six steps from a job role to a workflow with a flowchart, images and downloads (${javaScript ? "JS on" : "JS off"}) @${javaScript ? "js-only" : "js-off-only"}`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await throughStepFour(page, javaScript);

    await expect(page.getByText("Step 5 of 6")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Choose Your AI Workflow" })).toBeVisible();
    const selects = page.getByRole("button", { name: "Select" });
    const count = await selects.count();
    expect(count).toBeGreaterThanOrEqual(3);
    expect(count).toBeLessThanOrEqual(5);
    await expect(page.getByText(/Saves up to \d+(\.\d)? hours a week/).first()).toBeVisible();
    await selects.first().click();

    await expect(page.getByText("Step 6 of 6")).toBeVisible();
    const steps = page.getByRole("list", { name: "Workflow steps" }).getByRole("listitem");
    const stepCount = await steps.count();
    expect(stepCount).toBeGreaterThanOrEqual(3);
    expect(stepCount).toBeLessThanOrEqual(8);
    await expect(page.getByText("We publish a weekly newsletter.", { exact: false })).toBeVisible();
    const hubspotLink = page.getByRole("link", { name: /HubSpot CRM/ });
    await expect(hubspotLink).toHaveAttribute("href", "https://www.hubspot.com/products/crm");
    await expect(hubspotLink).toHaveAttribute("target", "_blank");

    await page.getByRole("button", { name: "Generate Flowchart" }).click();
    await expect(page.getByRole("img", { name: /^Flowchart of the workflow/ })).toBeVisible({ timeout: 15_000 });
    await page.getByRole("button", { name: "Generate Images" }).click();
    await expect(page.getByRole("img", { name: /^Step \d+:/ })).toHaveCount(stepCount, { timeout: 15_000 });
    // The pictures are files the product made, served by their own ids.
    if (javaScript) expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    const src = await page.getByRole("img", { name: /^Step 1:/ }).getAttribute("src");
    expect(src).toMatch(/^\/workflow-files\/[A-Za-z0-9_-]{22}\.png$/);

    for (const [name, file] of [
      ["Download PDF", "workflow.pdf"],
      ["Download flowchart (JPG)", "workflow-flowchart.jpg"],
      ["Download images (ZIP)", "workflow-images.zip"],
    ] as const) {
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()]);
      expect(download.suggestedFilename()).toBe(file);
      const head = fs.readFileSync((await download.path())!).subarray(0, 4);
      expect(head.toString("latin1")).toMatch(file.endsWith(".pdf") ? /^%PDF/ : file.endsWith(".zip") ? /^PK/ : /^\xff\xd8/);
    }

    // The share link shows the workflow to anyone, without the buttons that change it.
    let url: string;
    if (javaScript) {
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.getByRole("button", { name: "Share" }).click();
      await expect(page.getByText("Link copied").first()).toBeVisible();
      url = await page.evaluate(() => navigator.clipboard.readText());
    } else {
      url = await page.getByLabel(/Share link/).inputValue();
    }
    expect(url).toMatch(/\/aiupskill\/workflows\/\d+\?share=[A-Za-z0-9_-]{16,}$/);
    const other = await browser.newContext({ javaScriptEnabled: javaScript });
    const visitor = await other.newPage();
    const plain = await visitor.goto(page.url().replace(/\?.*$/, "").replace(/#.*$/, ""));
    expect(plain?.status()).toBe(404);
    await visitor.goto(url.replace(/^https?:\/\/[^/]+/, baseURL!));
    await expect(visitor.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(visitor.getByRole("button", { name: "Generate Images" })).toHaveCount(0);
    await expect(visitor.getByRole("link", { name: "Download PDF" })).toBeVisible();
    await other.close();
  });
}

test("the footer links to the generator", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Workflow Generator", exact: true }).click();
  await expect(page).toHaveURL(/\/aiupskill\/workflows$/);
  await expect(page.getByText("Step 1 of 6")).toBeVisible();
});

test("a step's address never skips an unanswered step", async ({ page }) => {
  await page.goto("/aiupskill/workflows?step=4&jobRole=Nurse");
  await expect(page).toHaveURL(/step=2/);
  await expect(page.getByText("Step 2 of 6")).toBeVisible();
});

test("every step passes axe (no serious or critical violations) @js-only", async ({ page }) => {
  test.setTimeout(90_000);
  const scan = async (label: string) => {
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${label}: ${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  };
  await page.goto("/aiupskill/workflows");
  await scan("step 1");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please enter your job role.")).toBeVisible();
  await scan("step 1 with an error");
  await page.goto("/aiupskill/workflows?step=2&jobRole=Project%20Manager");
  await scan("step 2");
  await page.goto("/aiupskill/workflows?step=3&jobRole=Project%20Manager&industry=Technology");
  await scan("step 3");
  await page.goto("/aiupskill/workflows?step=4&jobRole=Project%20Manager&industry=Technology&tool=Jira");
  await scan("step 4");
  await page.getByRole("radio", { name: "Project Management" }).check();
  await page.getByRole("button", { name: "Generate Workflows" }).click();
  await expect(page.getByRole("heading", { name: "Choose Your AI Workflow" })).toBeVisible();
  await scan("step 5");
  await page.getByRole("button", { name: "Select" }).first().click();
  await expect(page.getByText("Step 6 of 6")).toBeVisible();
  await page.getByRole("button", { name: "Generate Flowchart" }).click();
  await expect(page.getByRole("img", { name: /^Flowchart/ })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Generate Images" }).click();
  await expect(page.getByRole("img", { name: /^Step 1:/ })).toBeVisible({ timeout: 15_000 });
  await scan("step 6");
  await page.goto(`${page.url().replace(/[?#].*$/, "")}?choose=1`);
  await expect(page.getByRole("heading", { name: "Choose Your AI Workflow" })).toBeVisible();
  await scan("step 5, choosing again");
  await page.goto("/aiupskill/workflows/999999");
  await expect(page.getByRole("heading", { name: "Workflow Not Found" })).toBeVisible();
  await scan("not found");
});

test("a workflow made before signing in is saved to the account and listed on /profile", async ({ page, baseURL }, testInfo) => {
  test.setTimeout(60_000);
  await page.goto("/aiupskill/workflows?step=4&jobRole=Project%20Manager&industry=Technology&tool=Jira");
  await page.getByRole("radio", { name: "Project Management" }).check();
  await page.getByRole("button", { name: "Generate Workflows" }).click();
  await page.getByRole("button", { name: "Select" }).first().click();
  await expect(page.getByText("Step 6 of 6")).toBeVisible();
  const title = (await page.getByRole("heading", { level: 2 }).first().textContent())!;
  await expect(page.getByRole("button", { name: "Save to my account" })).toHaveCount(0);

  const registered = await page.request.post("/api/register", {
    data: { username: "Wanda Workflow", email: `workflows-${testInfo.project.name}-${Date.now()}@example.com`, password: "long enough" },
    headers: { Origin: baseURL! },
  });
  expect(registered.status()).toBe(200);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "My Workflows" })).toBeVisible();
  await expect(page.getByText("No workflows yet.")).toBeVisible();

  await page.goBack();
  await page.reload();
  await page.getByRole("button", { name: "Save to my account" }).click();
  await expect(page.getByRole("button", { name: "Save to my account" })).toHaveCount(0);
  await page.goto("/profile");
  const mine = page.locator("section", { has: page.getByRole("heading", { name: "My Workflows" }) });
  await expect(mine.getByText(title)).toBeVisible();
  await mine.getByRole("link", { name: `Open ${title}` }).click();
  await expect(page.getByText("Step 6 of 6")).toBeVisible();

  // Made while signed in: the account's straight away.
  await page.goto("/aiupskill/workflows?step=4&jobRole=Project%20Manager&industry=Technology&tool=Jira");
  await page.getByRole("radio", { name: "Team Communication" }).check();
  await page.getByRole("button", { name: "Generate Workflows" }).click();
  await expect(page.getByRole("heading", { name: "Choose Your AI Workflow" })).toBeVisible();
  await page.goto("/profile");
  await expect(mine.getByText("Team Communication: choose a workflow")).toBeVisible();
});

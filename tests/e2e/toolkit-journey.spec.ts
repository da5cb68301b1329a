import { expect, test } from "./fixtures";

// The product's main job, as a visitor does it: /aitoolkit -> /job-description -> the wizard ->
// the results page, with JavaScript on and off, validation errors and a salary change included.
test("from a job title to a personalised toolkit", async ({ page, javaScriptEnabled }) => {
  await page.goto("/aitoolkit");
  const input = page.getByLabel("Enter Your Job Role");
  const generate = page.getByRole("button", { name: "Generate my Toolkit" });

  // Validation: empty, then too short.
  await generate.click();
  await expect(page.getByText("Please enter your job title first.")).toBeVisible();
  await input.fill("PM");
  await input.press("Enter");
  await expect(page.getByText("Please enter a more specific job title")).toBeVisible();

  // A real title: the overlay (with JavaScript), then the job description page.
  await input.fill("Financial Analyst");
  await input.press("Enter");
  if (javaScriptEnabled) await expect(page.getByText("Analyzing your role...")).toBeVisible();
  await expect(page).toHaveURL(/\/job-description\?jobTitle=Financial(\+|%20)Analyst/);
  await expect(page.getByRole("heading", { name: "Financial Analyst", level: 1 })).toBeVisible();
  await expect(page.getByText("Finance", { exact: true })).toBeVisible();
  await expect(page.getByText(/O\*NET Database/)).toBeVisible();
  await page.getByRole("link", { name: "Build My AI Toolkit" }).click();

  // The wizard.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Building AI Toolkit for: Financial Analyst");
  if (javaScriptEnabled) await expect(page.locator("form[data-hydrated]")).toBeAttached();
  const next = page.getByRole("button", { name: "Continue" });
  await next.click();
  await expect(page.getByText("Please choose your industry")).toBeVisible();
  await page.getByLabel("Financial Services").check();
  await next.click();
  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  const firstArea = page.getByRole("group", { name: /work/i }).getByRole("checkbox").first();
  const areaName = (await firstArea.getAttribute("value"))!;
  await firstArea.check();
  await next.click();
  await expect(page.getByText("Step 3 of 4")).toBeVisible();
  await page.getByLabel("Other tools").fill("Excel, Power BI");
  await next.click();
  await expect(page.getByText("Step 4 of 4")).toBeVisible();
  await page.getByLabel("Company name").fill("Northwind");
  await page.getByRole("button", { name: "Generate My Toolkit" }).click();

  // The results.
  await expect(page).toHaveURL(/\/toolkit\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Personalized Northwind Financial Analyst AI Toolkit");
  // Which occupation chose the tools.
  await expect(page.getByTestId("built-for")).toContainText("Built for: Financial and Investment Analysts (O*NET 13-2051)");
  await expect(page.getByRole("region", { name: areaName })).toBeVisible();
  const tools = page.getByTestId("toolkit-tool");
  // No filler: every tool shown is there for the job's own work, however few.
  expect(await tools.count()).toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId("tile-count")).toHaveText(String(await tools.count()));

  // Salary: the analysts' median wage (BLS OEWS May 2023: $99,010) is the default; change it to 130,000.
  await expect(page.getByTestId("salary-amount")).toHaveText("$100,000");
  const before = Number((await page.getByTestId("tile-value").textContent())!.replace(/[$,]/g, ""));
  await page.getByRole("slider", { name: "Your annual salary" }).fill("130000");
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByTestId("salary-amount")).toHaveText("$130,000");
  await expect.poll(async () => Number((await page.getByTestId("tile-value").textContent())!.replace(/[$,]/g, ""))).toBeCloseTo((before * 130) / 100, -2);

  // Back leads to the job description of this title.
  await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute("href", /\/job-description\?jobTitle=Financial(\+|%20)Analyst/);
});

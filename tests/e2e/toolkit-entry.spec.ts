import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The toolkit entry: /aitoolkit's job-role input, then /job-description. Runs with JavaScript on
// (validation in the browser, overlay, delayed navigation) and off (the loader validates).
const jobDescriptionUrl = (title: string) => new RegExp(`/job-description\\?jobTitle=${title.split(" ").join("(\\+|%20)")}$`);

/** React has attached its handlers to the job-role input (JavaScript on). */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const input = document.querySelector("input[name=jobTitle]");
    return !!input && Object.keys(input).some((key) => key.startsWith("__reactProps"));
  });
}

test.describe("toolkit entry", () => {
  test("the /aitoolkit landing shows its sections", async ({ page }) => {
    await page.goto("/aitoolkit");
    await expect(page).toHaveTitle(/Your Personalized AI Toolkit/);
    await expect(page.getByRole("heading", { name: "Your Personalized AI Toolkit", level: 1 })).toBeVisible();
    const input = page.getByLabel("Enter Your Job Role");
    await expect(input).toBeVisible();
    await expect(input).toHaveAttribute("placeholder", /^e\.g\. /);
    await expect(page.getByRole("button", { name: "Generate my Toolkit" })).toBeVisible();
    for (const badge of ["100% Free", "Job-Specific Recommendations", "Implementation Ready"]) {
      await expect(page.getByText(badge, { exact: true })).toBeVisible();
    }
    const includes = page.getByRole("region", { name: "What Your Toolkit Includes" });
    await expect(includes.getByRole("heading", { level: 3 })).toHaveCount(4);
    const how = page.getByRole("region", { name: "How It Works" });
    await expect(how.getByRole("heading", { level: 3 })).toHaveCount(3);
    await expect(page.getByRole("link", { name: "Get My Free Toolkit" })).toHaveAttribute("href", "#generator");
    await expect(page.locator("#generator").getByLabel("Enter Your Job Role")).toBeVisible();
  });

  test("an empty or too short title shows the error under the field", async ({ page }) => {
    await page.goto("/aitoolkit");
    const input = page.getByLabel("Enter Your Job Role");
    await page.getByRole("button", { name: "Generate my Toolkit" }).click();
    const empty = page.getByText("Please enter your job title first.", { exact: true });
    await expect(empty).toBeVisible();
    await expect(page).toHaveURL(/\/aitoolkit/);
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Please enter your job title first.");

    await page.getByLabel("Enter Your Job Role").fill("ab");
    await page.getByLabel("Enter Your Job Role").press("Enter");
    await expect(page.getByText("Please enter a more specific job title", { exact: true })).toBeVisible();
    await expect(empty).toBeHidden();
    await expect(page.getByLabel("Enter Your Job Role")).toHaveValue("ab");
    await expect(page).toHaveURL(/\/aitoolkit/);
  });

  test("typing clears the error @js-only", async ({ page }) => {
    await page.goto("/aitoolkit");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Generate my Toolkit" }).click();
    await expect(page.getByText("Please enter your job title first.")).toBeVisible();
    await expect(page).toHaveURL(/\/aitoolkit$/); // validated in the browser, no request
    await page.getByLabel("Enter Your Job Role").pressSequentially("M");
    await expect(page.getByText("Please enter your job title first.")).toBeHidden();
    await expect(page.getByLabel("Enter Your Job Role")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("a valid title leads to the job description with category and occupation", async ({ page, context }) => {
    await page.goto("/aitoolkit");
    await page.getByLabel("Enter Your Job Role").fill("Marketing Manager");
    await page.getByLabel("Enter Your Job Role").press("Enter");
    await expect(page).toHaveURL(jobDescriptionUrl("Marketing Manager"));
    await expect(page).toHaveTitle(/Marketing Manager/);
    await expect(page.getByRole("heading", { name: "Marketing Manager", level: 1 })).toBeVisible();
    await expect(page.getByTestId("job-category")).toHaveText("Marketing");
    await expect(page.getByTestId("occupation-title")).toHaveText("Marketing Managers");
    await expect(page.getByText(/O\*NET Database by the U\.S\. Department of Labor/)).toBeVisible();

    const wizard = page.getByRole("link", { name: "Build My AI Toolkit" });
    await expect(wizard).toHaveAttribute("href", /^\/aiupskill\/start\?jobTitle=Marketing(\+|%20)Manager$/);
    await expect(page.getByRole("link", { name: "Change job title" })).toHaveAttribute("href", /^\/aitoolkit/);

    // The visit remembers the title for the wizard.
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "academy_job_title")).toBeTruthy();
  });

  test("with JavaScript on, the overlay shows before the navigation @js-only", async ({ page }) => {
    await page.goto("/aitoolkit");
    await waitForHydration(page);
    await page.getByLabel("Enter Your Job Role").fill("  Marketing Manager  ");
    const started = Date.now();
    await page.getByRole("button", { name: "Generate my Toolkit" }).click();
    await expect(page.getByText("Analyzing your role...")).toBeVisible();
    await expect(page.getByText("Creating your personalized AI toolkit")).toBeVisible();
    await expect(page.getByRole("button", { name: "Generate my Toolkit" })).toBeDisabled();
    await expect(page).toHaveURL(/\/aitoolkit$/);
    expect(await page.evaluate(() => localStorage.getItem("currentJobTitle"))).toBe("Marketing Manager");
    await expect(page).toHaveURL(jobDescriptionUrl("Marketing Manager"), { timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    await expect(page.getByRole("heading", { name: "Marketing Manager", level: 1 })).toBeVisible();
    await expect(page.locator("body")).not.toHaveClass(/\bloading\b/);
  });

  test("a title with no close occupation still works, with general estimates", async ({ page }) => {
    await page.goto("/aitoolkit");
    await page.getByLabel("Enter Your Job Role").fill("Zxqv Blorptender");
    await page.getByRole("button", { name: "Generate my Toolkit" }).click();
    await expect(page).toHaveURL(jobDescriptionUrl("Zxqv Blorptender"));
    await expect(page.getByRole("heading", { name: "Zxqv Blorptender", level: 1 })).toBeVisible();
    await expect(page.getByTestId("job-category")).toHaveText("General");
    await expect(page.getByText(/general estimates/)).toBeVisible();
    await expect(page.getByTestId("occupation-title")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Build My AI Toolkit" })).toHaveAttribute("href", /^\/aiupskill\/start\?jobTitle=Zxqv(\+|%20)Blorptender$/);
  });

  test("/job-description without a valid title goes back to /aitoolkit", async ({ page }) => {
    await page.goto("/job-description");
    await expect(page).toHaveURL(/\/aitoolkit$/);
    await page.goto("/job-description?jobTitle=ab");
    await expect(page).toHaveURL(/\/aitoolkit$/);
  });
});

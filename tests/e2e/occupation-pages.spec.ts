import { expectNoSeriousAxe } from "./axe";
import { expect, test } from "./fixtures";

// Issue 30 item 5: the occupation pages, with JavaScript on and off (both projects run this).
test.describe("occupation pages", () => {
  test("a nurse finds the page, reads the work and the tools, and starts a toolkit with the title filled in", async ({ page, javaScriptEnabled }, testInfo) => {
    // axe over the index's 1,016 links, twice, takes a while on a busy machine.
    test.setTimeout(120_000);
    await page.goto("/ai-tools-for");
    await expect(page.getByRole("heading", { name: "AI tools by occupation", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Healthcare Practitioners and Technical", level: 2 })).toBeVisible();
    await expectNoSeriousAxe(page, testInfo);

    // The search is a GET form: the server filters, with or without JavaScript.
    await page.getByLabel("Find your occupation").fill("registered nurse");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/ai-tools-for\?q=registered\+nurse/);
    await page.getByRole("link", { name: "Registered Nurses", exact: true }).click();
    await expect(page).toHaveURL(/\/ai-tools-for\/registered-nurses$/);

    await expect(page.getByRole("heading", { name: "AI tools for Registered Nurses", level: 1 })).toBeVisible();
    await expect(page.getByTestId("occupation-activities").locator("li")).toHaveCount(8);
    await expect(page.getByTestId("planned-for")).toContainText("Planned for a Registered Nurse whose work includes: Charting & Nursing Notes");
    expect(await page.getByTestId("occupation-tool").count()).toBeGreaterThan(0);
    await expect(page.getByTestId("tile-gain")).toHaveText(/^\d+(\.\d)? h$|^under 0\.1 h$/);
    await expect(page.getByTestId("tile-value")).toHaveText(/^\$[\d,]+$/);
    await expect(page.getByRole("link", { name: "How we estimate these figures", exact: true })).toHaveAttribute("href", "/methodology");
    await expectNoSeriousAxe(page, testInfo);

    await page.getByTestId("build-toolkit").click();
    await expect(page).toHaveURL(/\/aitoolkit\?title=Registered\+Nurse$/);
    const title = page.getByLabel("Enter Your Job Role");
    await expect(title).toHaveValue("Registered Nurse");
    // The visitor goes on from the filled-in form.
    await page.getByRole("button", { name: "Generate my Toolkit" }).click();
    await expect(page).toHaveURL(/\/job-description\?jobTitle=Registered\+Nurse/, { timeout: javaScriptEnabled ? 10_000 : 5_000 });
    await expect(page.getByTestId("occupation-title")).toHaveText("Registered Nurses");
  });

  test("a plumber's page shows tools for the work areas it assumes, and an unknown occupation answers 404 with a search box", async ({ page }, testInfo) => {
    await page.goto("/ai-tools-for/plumbers-pipefitters-and-steamfitters");
    await expect(page.getByRole("heading", { name: "AI tools for Plumbers, Pipefitters, and Steamfitters", level: 1 })).toBeVisible();
    // Planned with the first work areas the wizard suggests for a plumber, said next to the button.
    await expect(page.getByTestId("planned-for")).toHaveText(
      /^Planned for a Plumber whose work includes: .+, .+ and .+\. Your own toolkit lets you choose yours\.$/,
    );
    await expect(page.getByTestId("no-tools")).toHaveCount(0);
    expect(await page.getByTestId("occupation-tool").count()).toBeGreaterThan(0);
    await expect(page.getByTestId("build-toolkit")).toHaveAttribute("href", "/aitoolkit?title=Plumber");
    await expectNoSeriousAxe(page, testInfo);

    const response = await page.goto("/ai-tools-for/no-such-occupation");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "We have no page for this occupation" })).toBeVisible();
    const search = page.getByLabel("Find your occupation");
    await expect(search).toHaveValue("no such occupation");
    await expectNoSeriousAxe(page, testInfo);
    await search.fill("plumber");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/ai-tools-for\?q=plumber/);
    await expect(page.getByRole("link", { name: "Plumbers, Pipefitters, and Steamfitters" }).first()).toBeVisible();
  });
});

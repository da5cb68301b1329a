import { expect, test } from "./fixtures";

// The /tools journey runs twice: with JavaScript on (results follow typing) and off (GET form).
test.describe("AI tools database", () => {
  test("search, filter, sort and page through tools", async ({ page, javaScriptEnabled }) => {
    await page.goto("/tools");
    await expect(page.getByRole("heading", { name: "AI Tools Database" })).toBeVisible();
    const showing = page.getByTestId("showing-line");
    await expect(showing).toHaveText(/^Showing \d+ of \d+ AI tools$/);
    const total = Number((await showing.textContent())!.match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThanOrEqual(150);

    // Search by name.
    await page.getByLabel("Search", { exact: true }).fill("grammarly");
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=grammarly/);
    await expect(showing).toHaveText(`Showing 1 of ${total} AI tools`);
    await expect(page.getByRole("heading", { name: "Grammarly", level: 2 })).toBeVisible();
    const tryLink = page.getByRole("link", { name: /^Try Grammarly/ });
    await expect(tryLink).toHaveAttribute("target", "_blank");
    await expect(tryLink).toHaveAttribute("rel", /noopener/);

    // Clear the search, filter by role and category, sort by name.
    await page.getByLabel("Search", { exact: true }).fill("");
    await page.getByLabel("Job Role", { exact: true }).selectOption("marketing");
    await page.getByLabel("Category", { exact: true }).selectOption("Writing");
    await page.getByLabel("Sort", { exact: true }).selectOption("name");
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/role=marketing/);
    await expect(page).toHaveURL(/category=Writing/);
    await expect(page).toHaveURL(/sort=name/);
    await expect(showing).toHaveText(new RegExp(`^Showing \\d+ of ${total} AI tools for "marketing"$`));
    const names = await page.getByTestId("tool-grid").locator("h2").allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));

    // A search that matches nothing shows the empty state.
    await page.goto("/tools?q=zzzz-no-such-tool");
    await expect(page.getByRole("heading", { name: "No AI tools found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search criteria or browse all categories")).toBeVisible();

    // Paging.
    await page.goto("/tools");
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

    // The toolkit link.
    await expect(page.getByRole("link", { name: "Get My AI Toolkit" })).toHaveAttribute("href", "/aiupskill");
  });

  test("bad query values fall back to the defaults", async ({ page }) => {
    const response = await page.goto(`/tools?sort=cheapest&category=Nope&page=-1&q=${"x".repeat(3000)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByLabel("Sort", { exact: true })).toHaveValue("popularity");
    await expect(page.getByLabel("Category", { exact: true })).toHaveValue("");
  });
});

test.describe("app shell", () => {
  test("unknown paths answer 404 with the spec's screen, inside header and footer", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Upskill Academy home" })).toHaveAttribute("href", "/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(`© ${new Date().getUTCFullYear()} Upskill Academy`)).toBeVisible();
    await expect(footer.getByRole("link", { name: "Contact" })).toHaveAttribute("href", /^mailto:/);
    await expect(footer.getByRole("link", { name: "Privacy and Terms" })).toHaveAttribute("target", "_blank");
  });
});

test("tool logos that cannot load fall back to the tool's emoji", async ({ page }) => {
  await page.goto("/tools?q=grammarly");
  const logo = page.getByTestId("tool-grid").locator("img.tool-logo").first();
  await expect(logo).toHaveAttribute("data-emoji", /.+/);
  // The request was refused, so the browser has a broken image: naturalWidth 0.
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);
  const after = await logo.evaluate((img) => getComputedStyle(img, "::after").content);
  expect(after).toMatch(/^".+"$/);
});

test("F8 moves focus to the notification region @js-only", async ({ page }) => {
  await page.goto("/tools");
  // The region is in the server's HTML; F8 works once React has hydrated the page.
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await page.keyboard.press("F8");
  const label = await page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute("aria-label"));
  expect(label).toBe("Notifications (F8)");
});

// Cached anonymous pages in a real browser (issue 18, docs/decisions/0012): a page answered from
// the server's cache runs its scripts (the CSP nonce of the header is the one in the HTML), and a
// signed-in visitor never gets the anonymous copy. (The fixtures' request routing turns the
// browser's HTTP cache off, so the 304 path is tested in tests/integration/page-cache.test.ts.)
import { expect, test } from "./fixtures";

test("a page from the server's cache hydrates with its fresh nonce, load after load @js-only", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const cacheHeaders: (string | null)[] = [];
  for (let i = 0; i < 3; i++) {
    const response = await page.goto("/tools?q=writing");
    cacheHeaders.push((await response!.allHeaders())["x-page-cache"] ?? null);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  }
  // The client router works on the cached page: a search without a full page load.
  await page.getByLabel("Search", { exact: true }).fill("meeting");
  await expect(page).toHaveURL(/q=meeting/);
  expect(cacheHeaders).toContain("hit");
  expect(violations).toEqual([]);
});

test("the tools page shows Sign In to a visitor and My Profile once signed in, never a cached copy of the other", async ({ page, baseURL }) => {
  await page.goto("/tools");
  await page.goto("/tools");
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
  const email = `cache.${Date.now().toString(36)}@example.com`;
  const registered = await page.request.post(`${baseURL}/api/register`, {
    data: { username: "Cache Visitor", email, password: "correct horse", jobTitle: "Nurse" },
    headers: { Origin: baseURL! },
  });
  expect(registered.status()).toBe(200);
  await page.goto("/tools");
  await expect(page.getByRole("link", { name: "My Profile" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" })).toHaveCount(0);
});

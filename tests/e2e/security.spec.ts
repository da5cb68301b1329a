import type { Page } from "@playwright/test";
import { expect, makeToolkit, test } from "./fixtures";

// Issue 13 as a person meets it in the browser, with JavaScript on and off: on a shared computer,
// signing out leaves nothing of the account open, and pages with personal data are not kept.

async function interactive(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toBeAttached();
}

test("after Logout, the browser no longer opens the toolkit kept in the account", async ({ page, baseURL, javaScriptEnabled }, testInfo) => {
  const id = await makeToolkit(page, baseURL!);
  await expect((await page.goto(`/toolkit/${id}`))!.status()).toBe(200);
  const email = `shared-${testInfo.project.name}-${Date.now()}@example.com`;
  const registered = await page.request.post(`${baseURL}/api/register`, {
    data: { username: "Pat Shared", email, password: "shared computer", analysisId: String(id) },
    headers: { Origin: baseURL! },
  });
  expect(registered.status()).toBe(200);

  const profile = await page.goto("/profile");
  expect(profile!.headers()["cache-control"]).toBe("no-store");
  await interactive(page, javaScriptEnabled);
  await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/$`));

  // The next person at this computer, in the same browser:
  const again = await page.goto(`/toolkit/${id}`);
  expect(again!.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Analysis Not Found" })).toBeVisible();
  const back = await page.goto("/profile");
  await expect(page).toHaveURL(/\/login/);
  expect(back!.status()).toBeLessThan(500);
});

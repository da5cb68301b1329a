import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import { signInAdmin as signInAdminSession, type E2eAdmin } from "./admin-session";
import { createAdmin } from "./cli";
import { expect, test } from "./fixtures";

// The Google Drive tab as an administrator uses it (accounts-admin-sales.md §2, §8; issue 15),
// with JavaScript on (fetchers, toasts, polling) and off (plain posts, the flash box, reloads).
// The e2e server has no Google configuration, so the drive is the local folder.

const SHOTS = process.env.ADMIN_SHOTS_DIR;
const admin: E2eAdmin = { email: "", password: "drive-admin-2291" };

// eslint-disable-next-line no-empty-pattern -- Playwright reads its fixtures from this pattern, even an empty one.
test.beforeAll(async ({}, testInfo) => {
  admin.email = `drive-${testInfo.project.name}-${Date.now()}@example.com`;
  await createAdmin(admin.email, admin.password, "Dee Drive");
});

/** Signed in as the admin, second factor and all (admin-session.ts). */
const signInAdmin = (page: Page, baseURL: string) => signInAdminSession(page, baseURL, admin);

async function openTab(page: Page, javaScriptEnabled: boolean) {
  await page.goto("/admin/drive");
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toBeAttached();
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${testInfo.project.name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("Google Drive tab: status, test connection, sync a user, sync everyone with progress", async ({ page, baseURL, javaScriptEnabled }, testInfo) => {
  await signInAdmin(page, baseURL!);
  await openTab(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { name: "Google Drive", level: 2 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Google Drive" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("Local folder", { exact: true })).toBeVisible();
  await expect(page.getByTestId("drive-service")).toHaveText("Initialized");

  await page.getByRole("button", { name: "Test Connection" }).click();
  await expect(page.getByText("Connection Test Successful").first()).toBeVisible();

  // An address with no account: the form says so and keeps what was typed.
  await page.getByLabel("User email").fill("nobody-here@example.com");
  await page.getByRole("button", { name: "Sync User" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "No user found with that email address." })).toBeVisible();
  await expect(page.getByLabel("User email")).toHaveValue("nobody-here@example.com");

  await page.getByLabel("User email").fill(admin.email);
  await page.getByRole("button", { name: "Sync User" }).click();
  await expect(page.getByText("User Synced").first()).toBeVisible();
  if (!javaScriptEnabled) await openTab(page, javaScriptEnabled);
  await expect(page.getByRole("row").filter({ hasText: admin.email })).toContainText("synced");
  await expect(page.getByTestId("drive-last-sync")).not.toHaveText("Never");
  await shot(page, testInfo, "drive");

  await page.getByRole("button", { name: "Sync All Users" }).click();
  await expect(page.getByText("Bulk Sync Initiated").first()).toBeVisible();
  const progress = page.getByTestId("drive-bulk-progress");
  await expect(progress).toHaveText(/Sync of all users: (Queued|Syncing|Finished)/);
  if (javaScriptEnabled) {
    // The tab polls while the worker runs it.
    await expect(progress).toHaveText(/Finished: (\d+) of \1 users?/, { timeout: 15_000 });
  } else {
    await expect(async () => {
      await openTab(page, false);
      await expect(progress).toHaveText(/Finished: (\d+) of \1 users?/, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }
  await expect(page.getByRole("button", { name: "Sync All Users" })).toBeEnabled();
  await shot(page, testInfo, "drive-finished");
});

test("no serious or critical accessibility violations on /admin/drive @js-only", async ({ page, baseURL }) => {
  await signInAdmin(page, baseURL!);
  await openTab(page, true);
  await page.getByLabel("User email").fill("nobody-here@example.com");
  await page.getByRole("button", { name: "Sync User" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "No user found" })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
});

import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import postgres from "postgres";
import { signInAdmin as signInAdminSession, type E2eAdmin } from "./admin-session";
import { createAdmin } from "./cli";
import { expect, test } from "./fixtures";

// The admin dashboard's tabs as an administrator uses them (accounts-admin-sales.md §2-§6;
// issue 14): CRM, AI Tools, Payments, Feedback and Analytics, each a URL, with JavaScript on
// (second-click deletes, toasts) and off (confirm pages, the flash box); axe on every tab.

const SHOTS = process.env.ADMIN_SHOTS_DIR;

const unique = (testInfo: TestInfo, tag: string) => `${tag}-${testInfo.project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

async function withDb<T>(fn: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(process.env.E2E_DATABASE_URL!, { max: 1, onnotice: () => {} });
  try {
    return await fn(sql);
  } finally {
    await sql.end();
  }
}

const admin: E2eAdmin = { email: "", password: "admin-pass-1842" };

// eslint-disable-next-line no-empty-pattern -- Playwright reads its fixtures from this pattern, even an empty one.
test.beforeAll(async ({}, testInfo) => {
  admin.email = `${unique(testInfo, "admin")}@example.com`;
  await createAdmin(admin.email, admin.password);
});

/** Signed in as the admin, second factor and all (admin-session.ts). */
const signInAdmin = (page: Page, baseURL: string) => signInAdminSession(page, baseURL, admin);

async function hydrated(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toBeAttached();
}

const notices = (page: Page, javaScriptEnabled: boolean) =>
  javaScriptEnabled ? page.getByRole("region", { name: /^Notifications/ }) : page.getByTestId("flash-message");

/** Delete the row's record: a second click with JavaScript, the confirm page without. */
async function deleteRow(page: Page, javaScriptEnabled: boolean, name: RegExp | string) {
  const row = page.getByRole("row").filter({ hasText: name });
  if (javaScriptEnabled) {
    await row.getByRole("button", { name: /^Delete/ }).click();
    await row.getByRole("button", { name: /^Confirm: delete/ }).click();
  } else {
    await row.getByRole("link", { name: /^Delete/ }).click();
    await expect(page).toHaveURL(/confirm=\d+/);
    await page.getByRole("alertdialog").getByRole("button", { name: "Yes, delete" }).click();
  }
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${testInfo.project.name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("signed out and non-admin callers are refused on every tab", async ({ page, baseURL }, testInfo) => {
  for (const tab of ["/admin/users", "/admin/tools", "/admin/payments", "/admin/feedback", "/admin/analytics"]) {
    const response = await page.goto(tab);
    expect(response!.status(), tab).toBe(401);
    await expect(page.getByRole("heading", { name: "Authentication Required" })).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
  }
  const email = `${unique(testInfo, "member")}@example.com`;
  expect(
    (
      await page.request.post(`${baseURL}/api/register`, { data: { username: "Mo Member", email, password: "member pass" }, headers: { Origin: baseURL! } })
    ).status(),
  ).toBe(200);
  for (const tab of ["/admin", "/admin/users", "/admin/tools?edit=new", "/admin/analytics"]) {
    const response = await page.goto(tab);
    expect(response!.status(), tab).toBe(403);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  }
  // A non-admin's post to a tab's action does nothing.
  const post = await page.request.post(`${baseURL}/admin/tools`, {
    form: { intent: "save", mode: "create", name: "Sneaky", category: "Writing", description: "x", webLink: "https://x.example" },
    headers: { Origin: baseURL! },
  });
  expect(post.status()).toBe(403);
});

test("CRM: search, details, delete with confirmation, and exports", async ({ page, baseURL, javaScriptEnabled }, testInfo) => {
  const name = `Zed ${unique(testInfo, "crm")}`;
  const email = `${unique(testInfo, "zed")}@example.com`;
  expect(
    (
      await page.request.post(`${baseURL}/api/register`, {
        data: { username: name, email, password: "zed password", jobTitle: "Surveyor" },
        headers: { Origin: baseURL! },
      })
    ).status(),
  ).toBe(200);
  await page.request.post(`${baseURL}/logout`, { headers: { Origin: baseURL! } });
  await page.context().clearCookies();
  await signInAdmin(page, baseURL!);

  await page.goto("/admin");
  await hydrated(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Admin sections" });
  for (const label of ["CRM", "AI Tools", "Payments", /Feedback/, "Analytics"]) await expect(tabs.getByRole("link", { name: label })).toBeVisible();
  await expect(tabs.getByRole("link", { name: "CRM" })).toHaveAttribute("aria-current", "page");
  // The admin's own row has no delete.
  await page.getByRole("searchbox", { name: "Search users" }).fill(admin.email);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("row").filter({ hasText: admin.email })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: admin.email }).getByText("Delete")).toHaveCount(0);

  await page.goto(`/admin/users?q=${encodeURIComponent(name)}&sort=nonsense&page=zero`);
  await hydrated(page, javaScriptEnabled);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toBeVisible();
  await row.getByRole("link", { name: `Details of ${name}` }).click();
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Surveyor");
  await expect(dialog).toContainText("No payments.");
  await shot(page, testInfo, "crm-details");
  await dialog.getByRole("link", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);

  // Exports: a streamed CSV named for today.
  const csv = await page.request.get(`${baseURL}/api/admin/users/export-new`);
  expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="new-users-\d{4}-\d\d-\d\d\.csv"$/);
  expect(await csv.text()).toContain(email);
  await expect(page.getByRole("link", { name: "Export all users" })).toHaveAttribute("href", "/api/admin/users/export-all");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export new users" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^new-users-\d{4}-\d\d-\d\d\.csv$/);
  if (javaScriptEnabled) await expect(notices(page, true)).toContainText("Export Complete");

  await shot(page, testInfo, "crm");
  await deleteRow(page, javaScriptEnabled, email);
  await expect(notices(page, javaScriptEnabled)).toContainText("User Deleted");
  await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);
  await expect(
    page
      .getByRole("region", { name: "Recent admin actions" })
      .or(page.locator("section", { has: page.getByRole("heading", { name: "Recent admin actions" }) })),
  ).toContainText("Deleted user");
});

test("AI Tools: the form's messages, create, edit (live in /tools), delete", async ({ page, baseURL, javaScriptEnabled }, testInfo) => {
  await signInAdmin(page, baseURL!);
  await page.goto("/admin/tools");
  await hydrated(page, javaScriptEnabled);
  await page.getByRole("link", { name: "Add tool" }).click();
  const dialog = page.getByRole("dialog", { name: "Add tool" });
  await expect(dialog).toBeVisible();
  // The spec's defaults.
  await expect(dialog.getByLabel("Implementation time")).toHaveValue("1-2 hours");
  await expect(dialog.getByLabel("Pricing model")).toHaveValue("Free");
  await expect(dialog.getByLabel("Price currency")).toHaveValue("USD");
  await expect(dialog.getByLabel("Complexity")).toHaveValue("intermediate");
  await dialog.getByRole("button", { name: "Create tool" }).click();
  const form = page.getByRole("dialog", { name: "Add tool" });
  for (const message of ["Tool name is required", "Category is required", "Description is required", "Web link is required"])
    await expect(form.getByText(message).first()).toBeVisible();
  await expect(form.getByRole("alert").first()).toContainText("Validation Error");
  await shot(page, testInfo, "tools-form-errors");

  const name = `Quillmate ${unique(testInfo, "tool")}`;
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Category").selectOption("Writing");
  await form.getByLabel("Description").fill("Drafts letters in the house style.");
  await form.getByLabel("Web link").fill("https://quillmate.example.com");
  await form.getByLabel("Kind of tool").selectOption("writing-assistant");
  await form.getByLabel("Work activities it serves").fill("4.A.2.b.1.I07: paste the draft letter and ask for it in the house style");
  await form.getByRole("button", { name: "Create tool" }).click();
  await expect(notices(page, javaScriptEnabled)).toContainText("Tool Created");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.goto(`/tools?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("main")).toContainText(name);

  await page.goto(`/admin/tools?q=${encodeURIComponent(name)}`);
  await hydrated(page, javaScriptEnabled);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("0");
  await row.getByRole("link", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit tool" });
  await expect(edit.getByLabel("Name")).toHaveValue(name);
  await expect(edit.getByLabel("Kind of tool")).toHaveValue("writing-assistant");
  await expect(edit.getByLabel("Work activities it serves")).toHaveValue("4.A.2.b.1.I07: paste the draft letter and ask for it in the house style");
  const renamed = `${name} Pro`;
  await edit.getByLabel("Name").fill(renamed);
  await edit.getByLabel("Pricing model").selectOption("Paid");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(notices(page, javaScriptEnabled)).toContainText("Tool Updated");
  await expect(page.getByRole("row").filter({ hasText: renamed })).toContainText("Paid");
  await shot(page, testInfo, "tools");

  await page.goto(`/admin/tools?q=${encodeURIComponent(renamed)}`);
  await hydrated(page, javaScriptEnabled);
  await deleteRow(page, javaScriptEnabled, renamed);
  await expect(notices(page, javaScriptEnabled)).toContainText("Tool Deleted");
  await page.goto(`/tools?q=${encodeURIComponent(renamed)}`);
  await expect(page.getByRole("main")).not.toContainText(renamed);
});

test("Payments and Feedback: badges, answers in words, export, deletes", async ({ page, baseURL, javaScriptEnabled }, testInfo) => {
  const job = `Pharmacist ${unique(testInfo, "job")}`;
  const payer = `${unique(testInfo, "payer")}@example.com`;
  await withDb(async (sql) => {
    await sql`INSERT INTO payments (email, job_title, product_code, amount_cents, currency, status) VALUES (${payer}, ${job}, 'level-1', 4900, 'aud', 'completed'), (${payer}, ${job}, 'bundle', 19900, 'aud', 'pending')`;
    await sql`INSERT INTO questionnaires (job_title, familiarity_level, work_pressure, ai_feelings, job_improvement_belief, training_interest, value_outputs, willingness_to_pay)
              VALUES (${job}, 'complete-beginner', 'yes-often', 'curious', 'probably-not', 'very-interested', ARRAY['saving-time','manager-evidence'], '100+')`;
  });
  await signInAdmin(page, baseURL!);

  await page.goto(`/admin/payments?q=${encodeURIComponent(payer)}`);
  await hydrated(page, javaScriptEnabled);
  const rows = page.getByRole("row").filter({ hasText: payer });
  await expect(rows).toHaveCount(2);
  // The same mark as the sales page and the checkout (issue 27).
  await expect(rows.filter({ hasText: "completed" })).toContainText("AU$49");
  await expect(rows.filter({ hasText: "pending" })).toContainText("bundle");
  await shot(page, testInfo, "payments");
  await deleteRow(page, javaScriptEnabled, "pending");
  await expect(notices(page, javaScriptEnabled)).toContainText("Payment Deleted");
  await expect(page.getByRole("row").filter({ hasText: payer })).toHaveCount(1);

  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: /Feedback/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/feedback$/);
  await page.goto(`/admin/feedback?q=${encodeURIComponent(job)}`);
  await hydrated(page, javaScriptEnabled);
  const row = page.getByRole("row").filter({ hasText: job });
  await expect(row).toContainText("Complete beginner");
  await row.getByRole("link", { name: /^Answers of questionnaire/ }).click();
  const dialog = page.getByRole("dialog", { name: `Questionnaire from ${job}` });
  for (const words of ["Yes, often", "Curious", "Probably not", "Very interested", "Saving time; Something to show a manager", "$100 or more"])
    await expect(dialog).toContainText(words);
  await shot(page, testInfo, "feedback-details");
  await dialog.getByRole("link", { name: "Close" }).click();

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^questionnaires-\d{4}-\d\d-\d\d\.csv$/);
  if (javaScriptEnabled) await expect(notices(page, true)).toContainText("Questionnaires exported successfully");
  const csv = await page.request.get(`${baseURL}/api/questionnaires/export`);
  expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="questionnaires-\d{4}-\d\d-\d\d\.csv"$/);
  expect(await csv.text()).toContain(job);
  await deleteRow(page, javaScriptEnabled, job);
  await expect(notices(page, javaScriptEnabled)).toContainText("Questionnaire Deleted");
  await expect(page.getByRole("row").filter({ hasText: job })).toHaveCount(0);
});

test("Offers on the Payments tab: the bundle ended and full prices, at once on the course page (issue 27)", async ({ page, baseURL, javaScriptEnabled }) => {
  await signInAdmin(page, baseURL!);
  try {
    await page.goto("/admin/payments");
    await hydrated(page, javaScriptEnabled);
    const offers = page.locator("section", { has: page.getByRole("heading", { name: "Offers" }) });
    await expect(offers.getByTestId("offers-status")).toContainText("Early-access bundle: on sale until 2027-07-31 01:00 UTC");
    await offers.getByLabel("Bundle ends (UTC)").fill("2026-01-01T00:00");
    await offers.getByLabel("Pre-launch prices").selectOption("off");
    await offers.getByRole("button", { name: "Save offers" }).click();
    await expect(notices(page, javaScriptEnabled)).toContainText("Offers Saved");
    await expect(offers.getByTestId("offers-status")).toContainText("Early-access bundle: ended 2026-01-01 00:00 UTC. Pre-launch prices: off.");
    await page.goto("/aiupskill/training");
    await expect(page.locator("#levels")).toContainText("AU$99");
    await expect(page.getByRole("heading", { name: "Early-Access Bundle" })).toHaveCount(0);
    expect((await page.request.get("/checkout/bundle")).status()).toBe(410);
  } finally {
    // The other specs expect the defaults.
    await withDb((sql) => sql`DELETE FROM offer_settings`);
  }
});

test("Analytics: 24-hour analyses, AI credits for 5 days and the event charts", async ({ page, baseURL, javaScriptEnabled }, testInfo) => {
  await signInAdmin(page, baseURL!);
  await page.goto("/admin/analytics");
  await hydrated(page, javaScriptEnabled);
  await expect(page.getByText("Analyses (24 hours)")).toBeVisible();
  await expect(page.getByText("AI tokens (5 days)")).toBeVisible();
  for (const chart of ["Toolkits generated", "Tools explored", "Downloads", "Sign-ups"])
    await expect(page.getByRole("img", { name: new RegExp(`^${chart}`) })).toBeVisible();
  const usage = page.getByRole("table", { name: /AI usage per day/ });
  await expect(usage.getByRole("row")).toHaveCount(6);
  await shot(page, testInfo, "analytics");
});

test("Backup and Gap Analysis: status, a backup started once, a gap report generated", async ({ page, baseURL, javaScriptEnabled }, testInfo) => {
  await withDb(
    (sql) => sql`DELETE FROM graphile_worker._private_jobs WHERE task_id IN (SELECT id FROM graphile_worker._private_tasks WHERE identifier LIKE 'backup-%')`,
  );
  await signInAdmin(page, baseURL!);
  await page.goto("/admin/backup");
  await hydrated(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { name: "Backup", level: 2 })).toBeVisible();
  await expect(page.getByTestId("backup-countdown")).toHaveText(/^(\d+h )?\d+m$|^Due now$/);
  const force = page.getByRole("button", { name: "Force Backup" });
  // The worker may already have run a backup by now: a backup is either runnable or running.
  if (await force.isEnabled()) {
    await force.click();
    await expect(page.getByText("Backup Started").first()).toBeVisible();
  }
  await expect(page.getByTestId("backup-badge")).toHaveText(/Running|Healthy|Completed with errors/);
  await shot(page, testInfo, "backup");

  // At least one toolkit to report on.
  const made = await page.request.post("/api/analyze-job", {
    headers: { Origin: baseURL! },
    data: { jobTitle: "Sous Chef", industry: "Food & Beverage", workAreas: ["Menu Planning", "Allergen Labels"], currentTools: [] },
  });
  expect(made.status()).toBe(200);
  await page.goto("/admin/gap-analysis");
  await hydrated(page, javaScriptEnabled);
  await expect(page.getByTestId("gap-progress")).toHaveText(/^\d+\/10$/);
  await page.getByRole("button", { name: "Generate Report" }).click();
  await expect(page.getByText("Gap Report Generated").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Report #\d+$/ }).first()).toBeVisible();
  await shot(page, testInfo, "gap-analysis");
});

for (const tab of [
  "/admin",
  "/admin/users?details=1",
  "/admin/tools",
  "/admin/tools?edit=new",
  "/admin/payments",
  "/admin/feedback",
  "/admin/backup",
  "/admin/analytics",
  "/admin/gap-analysis",
  "/admin/coach",
]) {
  test(`no serious or critical accessibility violations on ${tab} @js-only`, async ({ page, baseURL }) => {
    await signInAdmin(page, baseURL!);
    await page.goto(tab);
    await hydrated(page, true);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
  });
}

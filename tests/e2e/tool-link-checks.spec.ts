import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import postgres from "postgres";
import { signInAdmin as signInAdminSession, type E2eAdmin } from "./admin-session";
import { createAdmin } from "./cli";
import { expect, test } from "./fixtures";

// The link check as people see it (issue 30 item 4): "Link checked {date}" on /tools cards, and the
// AI Tools tab's column, flagged filter and the admin's answers, with JavaScript on and off; axe at
// 390 and 1280 px. The check's results are written straight into the e2e database (the checker
// itself is tested against a fake site in tests/integration/tool-link-checks.test.ts; the seeded
// catalogue's real addresses are never asked).

const SHOTS = process.env.ADMIN_SHOTS_DIR;

async function withDb<T>(fn: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(process.env.E2E_DATABASE_URL!, { max: 1, onnotice: () => {} });
  try {
    return await fn(sql);
  } finally {
    await sql.end();
  }
}

const admin: E2eAdmin = { email: "", password: "admin-pass-1842" };
let movedLink = "";
const tools: { ok: { id: number; name: string }; moved: { id: number; name: string }; hidden: { id: number; name: string } } = {} as never;

// eslint-disable-next-line no-empty-pattern -- Playwright reads its fixtures from this pattern, even an empty one.
test.beforeAll(async ({}, testInfo) => {
  admin.email = `links-${testInfo.project.name}-${Date.now()}@example.com`;
  await createAdmin(admin.email, admin.password);
});

test.beforeEach(async () => {
  await withDb(async (sql) => {
    const rows = await sql<{ id: number; name: string }[]>`SELECT id, name FROM tools WHERE is_active ORDER BY id LIMIT 3`;
    [tools.ok, tools.moved, tools.hidden] = rows as unknown as [typeof tools.ok, typeof tools.ok, typeof tools.ok];
    movedLink = (await sql<{ web_link: string }[]>`SELECT web_link FROM tools WHERE id = ${tools.moved.id}`)[0]!.web_link;
    await sql`UPDATE tools SET link_checked_at = '2026-11-22T23:40:00Z', link_status = 'ok', link_http_status = 200, link_detail = 'HTTP 200' WHERE id = ${tools.ok.id}`;
    await sql`UPDATE tools SET link_checked_at = '2026-11-22T23:40:00Z', link_status = 'moved', link_http_status = 200, link_detail = 'redirects to newname.example',
      link_moved_to = 'https://newname.example/' WHERE id = ${tools.moved.id}`;
    await sql`UPDATE tools SET link_checked_at = '2026-11-22T23:40:00Z', link_status = 'dead', link_http_status = 404, link_detail = 'HTTP 404',
      link_failures = 3, link_hidden_since = '2026-11-22T23:40:00Z' WHERE id = ${tools.hidden.id}`;
    await sql`SELECT pg_notify('upskill_catalogue_changed', '')`;
  });
});

test.afterEach(async () => {
  await withDb(async (sql) => {
    const ids = [tools.ok.id, tools.moved.id, tools.hidden.id];
    // The moved tool's address is put back if the test took the new one.
    await sql`UPDATE tools SET web_link = ${movedLink} WHERE id = ${tools.moved.id}`;
    await sql`UPDATE tools SET link_checked_at = NULL, link_status = NULL, link_http_status = NULL, link_detail = NULL, link_moved_to = NULL,
      link_failures = 0, link_hidden_since = NULL WHERE id = ANY(${ids})`;
    await sql`SELECT pg_notify('upskill_catalogue_changed', '')`;
  });
});

async function axeAt(page: Page, testInfo: TestInfo, name: string, javaScriptEnabled: boolean) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}-${testInfo.project.name}-${width}.png`), fullPage: true });
    if (!javaScriptEnabled) continue;
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${width}px ${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("/tools cards say when their link was checked; a hidden tool is not listed", async ({ page, javaScriptEnabled }, testInfo) => {
  await expect
    .poll(async () => {
      await page.goto(`/tools?q=${encodeURIComponent(tools.ok.name)}`);
      return page
        .getByRole("listitem")
        .filter({ hasText: `Try ${tools.ok.name}` })
        .first()
        .textContent();
    })
    .toContain("Link checked 22 Nov 2026");
  await axeAt(page, testInfo, "tools-link-checked", javaScriptEnabled);
  await page.goto(`/tools?q=${encodeURIComponent(tools.hidden.name)}`);
  await expect(page.getByRole("link", { name: new RegExp(`^Try ${tools.hidden.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) })).toHaveCount(0);
});

test("AI Tools tab: the flagged filter, showing a hidden tool again and taking a moved address", async ({ page, baseURL, javaScriptEnabled }, testInfo) => {
  await signInAdminSession(page, baseURL!, admin);
  await page.goto("/admin/tools");
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await page.getByLabel("Links").selectOption("flagged");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/links=flagged/);
  const hiddenRow = page.getByRole("row").filter({ hasText: tools.hidden.name });
  await expect(hiddenRow).toContainText("Dead");
  await expect(hiddenRow).toContainText("Hidden from /tools and toolkits since");
  await expect(page.getByRole("row").filter({ hasText: tools.moved.name })).toContainText("https://newname.example/");
  await expect(page.getByRole("row").filter({ hasText: tools.ok.name })).toHaveCount(0);
  await axeAt(page, testInfo, "admin-tools-flagged", javaScriptEnabled);

  await hiddenRow.getByRole("button", { name: `Show ${tools.hidden.name} again` }).click();
  const notices = javaScriptEnabled ? page.getByRole("region", { name: /^Notifications/ }) : page.getByTestId("flash-message");
  await expect(notices).toContainText("Tool Restored");
  await expect(page).toHaveURL(/links=flagged/);
  await expect(page.getByRole("row").filter({ hasText: tools.hidden.name })).not.toContainText("Hidden from");

  await page
    .getByRole("row")
    .filter({ hasText: tools.moved.name })
    .getByRole("button", { name: `Use the new address for ${tools.moved.name}` })
    .click();
  await expect(notices).toContainText(`now links to https://newname.example/`);
  const [row] = await withDb((sql) => sql<{ web_link: string }[]>`SELECT web_link FROM tools WHERE id = ${tools.moved.id}`);
  expect(row!.web_link).toBe("https://newname.example/");
});

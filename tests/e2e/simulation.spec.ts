// The job simulation a buyer pays for (issue 19), in a browser with JavaScript on and off: the
// preview before buying, the test checkout, /profile's way in, one decision per page, the result
// with its reasons, the certificate's public page, a forged code, and the refund. axe on every page
// (with JavaScript, which axe needs).
import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import postgres from "postgres";
import { PLAYABLE_SCENARIOS } from "../../app/content/simulations";
import { signInAdmin } from "./admin-session";
import { createAdmin } from "./cli";
import { expect, test } from "./fixtures";

async function axe(page: Page, testInfo: TestInfo) {
  if (testInfo.project.name !== "js-on") return;
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`),
    page.url(),
  ).toEqual([]);
}

test("a buyer's journey from the test checkout to the certificate, and the refund", async ({ page, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const email = `e2e-sim-${testInfo.project.name}-${Date.now()}@example.com`;
  const name = `Robin ${testInfo.project.name}`;
  const registered = await page.request.post(`${baseURL}/api/register`, {
    data: { username: name, email, password: "a-long-password-1", jobTitle: "Operations Coordinator" },
    headers: { Origin: baseURL! },
  });
  expect(registered.status()).toBe(200);

  // Before buying: the preview and the purchase button, no question.
  await page.goto("/simulation");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Your AI simulation for Operations Coordinator is ready" })).toBeVisible();
  await expect(main.getByRole("link", { name: /Buy Now/ })).toBeVisible();
  await axe(page, testInfo);

  await main.getByRole("link", { name: /Buy Now/ }).click();
  await expect(page).toHaveURL(/\/checkout\/simulation/);
  await page
    .getByRole("main")
    .getByRole("button", { name: /^Pay .* \(test\)$/ })
    .click();
  await expect(page).toHaveURL(/\/aiupskill\/success\?redirect_status=succeeded&product=simulation$/);
  await expect(page.getByRole("link", { name: "Start your simulation" })).toHaveAttribute("href", "/simulation");

  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "My AI Simulation" })).toBeVisible();
  await page.getByRole("link", { name: "Open your simulation" }).click();
  await expect(page).toHaveURL(/\/simulation$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your AI Simulation" })).toBeVisible();
  await axe(page, testInfo);

  const scenario = PLAYABLE_SCENARIOS.find((s) => s.id === "generic-1")!;
  await page.getByRole("button", { name: `Start ${scenario.title}` }).click();
  for (const [i, point] of scenario.points.entries()) {
    await expect(page.getByText(`Decision ${i + 1} of ${scenario.points.length}`)).toBeVisible();
    await expect(page.getByRole("group", { name: point.question })).toBeVisible();
    if (testInfo.project.name === "js-on") await expect(page.getByTestId("simulation-timer")).toBeVisible();
    else await expect(page.getByTestId("simulation-timer")).toHaveCount(0);
    // No reason before the end.
    await expect(page.getByText(point.options[0]!.reason)).toHaveCount(0);
    if (i === 0) {
      // Going on without a choice is refused, with JavaScript or without.
      await page.getByRole("button", { name: /^Answer and/ }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Please choose one of the answers" })).toBeVisible();
      await axe(page, testInfo);
    }
    const best = point.options.find((o) => o.credit === 1)!;
    await page.getByLabel(best.text, { exact: true }).check();
    await page.getByRole("button", { name: /^Answer and/ }).click();
  }

  await expect(page).toHaveURL(/\/simulation\/\d+\/result$/);
  await expect(page.getByTestId("simulation-score")).toHaveText("100/100");
  await expect(page.getByTestId("simulation-band")).toHaveText("Distinction");
  await expect(page.getByText(scenario.points[0]!.options[0]!.reason)).toBeVisible();
  await expect(page.getByRole("link", { name: "Download the performance report (PDF)" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download the certificate (PDF)" })).toBeVisible();
  await axe(page, testInfo);

  await page.getByRole("link", { name: "Verification page" }).click();
  await expect(page).toHaveURL(/\/certificates\/[A-Za-z0-9_-]{24}$/);
  await expect(page.getByRole("heading", { level: 1, name: "AI Fluency: Awareness in Action, Operations Coordinator" })).toBeVisible();
  await expect(page.getByTestId("certificate-holder")).toHaveText(name);
  await expect(page.getByText(email)).toHaveCount(0);
  await axe(page, testInfo);

  const forged = await page.goto("/certificates/AAAAAAAAAAAAAAAAAAAAAAAA");
  expect(forged?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "No certificate found" })).toBeVisible();
  await axe(page, testInfo);

  // Another attempt after the first one finished is practice, and says so from its first page.
  await page.goto("/simulation");
  await page.getByRole("button", { name: `Start ${scenario.title}` }).click();
  await expect(page.getByText(`Decision 1 of ${scenario.points.length}`)).toBeVisible();
  await expect(page.getByTestId("simulation-practice")).toContainText("Practice attempt: does not change your certificate");
  await axe(page, testInfo);

  await page.goto("/profile");
  await expect(page.getByRole("link", { name: `Download the certificate of ${scenario.title}` })).toBeVisible();
  await axe(page, testInfo);
  await page.getByRole("link", { name: "Request a refund" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Request a refund" })).toBeVisible();
  await axe(page, testInfo);
  await page.getByRole("button", { name: "Refund my purchase" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "My AI Simulation" })).toHaveCount(0);
  await page.goto("/simulation");
  await expect(page.getByRole("link", { name: /Buy Now/ })).toBeVisible();
});

test("the admin reviews a drafted scenario in the Simulations tab and approves it", async ({ page, baseURL }, testInfo) => {
  const email = `e2e-sim-admin-${testInfo.project.name}-${Date.now()}@example.com`;
  await createAdmin(email, "admin-pass-1842");
  const roleTitle = `Beekeeper ${testInfo.project.name} ${Date.now()}`;
  const { id: _id, roleKey: _roleKey, ...content } = PLAYABLE_SCENARIOS.find((s) => s.id === "generic-2")!;
  const sql = postgres(process.env.E2E_DATABASE_URL!, { max: 1, onnotice: () => {} });
  let draftId = 0;
  try {
    const [row] = await sql<{ id: number }[]>`
      INSERT INTO simulation_scenario_drafts (role_title, scenario, model)
      VALUES (${roleTitle}, ${sql.json(JSON.parse(JSON.stringify({ id: "draft", roleKey: "generic", ...content, title: `Hive Report ${testInfo.project.name}` })) as postgres.JSONValue)}, 'e2e')
      RETURNING id`;
    draftId = row!.id;
  } finally {
    await sql.end();
  }
  await signInAdmin(page, baseURL!, { email, password: "admin-pass-1842" });

  await page.goto("/admin/simulations");
  await expect(page.getByRole("link", { name: "Simulations" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: new RegExp(`#${draftId} Hive Report`) })).toBeVisible();
  await expect(page.getByTestId(`draft-status-${draftId}`)).toHaveText("pending");
  await axe(page, testInfo);
  await page.getByRole("button", { name: `Approve draft ${draftId}` }).click();
  await expect(page.getByTestId(`draft-status-${draftId}`)).toHaveText("approved");
  await expect(page.getByRole("button", { name: `Approve draft ${draftId}` })).toHaveCount(0);
  await axe(page, testInfo);
});

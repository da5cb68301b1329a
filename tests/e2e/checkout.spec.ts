import AxeBuilder from "@axe-core/playwright";
import postgres from "postgres";
import { expect, test } from "./fixtures";

// The local test checkout (no Stripe keys on the e2e server) to the payment-return page, with
// JavaScript on and off (issue 7; accounts-admin-sales.md §2 payment-return page, §8, §9).
const PAYMENT_FAILED_TEXT = "There was an issue processing your payment. Please try again or contact support.";

async function paymentsFor(email: string) {
  const sql = postgres(process.env.E2E_DATABASE_URL!, { max: 1, onnotice: () => {} });
  try {
    return await sql<{ product_code: string; amount_cents: number; currency: string; method: string; status: string }[]>`
      SELECT product_code, amount_cents, currency, method, status FROM payments WHERE email = ${email}`;
  } finally {
    await sql.end();
  }
}

test("pay for Level 1 through the test checkout and return home", async ({ page }, testInfo) => {
  const email = `e2e-buyer-${testInfo.project.name}-${Date.now()}@example.com`;
  const response = await page.goto("/checkout/level-1");
  expect(response?.status()).toBe(200);
  const main = page.getByRole("main");
  await expect(main.getByText("TEST MODE")).toBeVisible();
  await expect(main.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(main.getByText("Level 1: Awareness in Action")).toBeVisible();

  // A bad address first: the message, and nothing taken.
  await main.getByLabel("Email", { exact: true }).fill("not-an-email");
  await main.getByLabel("Full Name (optional)").fill("Eve Buyer");
  await main.getByRole("button", { name: "Pay AU$49 (test)" }).click();
  await expect(main.getByRole("alert")).toContainText("Please enter a valid email address.");
  await expect(main.getByLabel("Full Name (optional)")).toHaveValue("Eve Buyer");

  await main.getByLabel("Email", { exact: true }).fill(email);
  await main.getByRole("button", { name: "Pay AU$49 (test)" }).click();
  await expect(page).toHaveURL(/\/aiupskill\/success\?redirect_status=succeeded&product=level-1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeVisible();
  await expect(page.getByText(PAYMENT_FAILED_TEXT)).toHaveCount(0);
  expect(await paymentsFor(email)).toEqual([{ product_code: "level-1", amount_cents: 4900, currency: "aud", method: "Test checkout", status: "completed" }]);

  await page.getByRole("main").getByRole("link", { name: "Return Home" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
});

test("a failed test payment shows the §8 text and leads back to the same checkout", async ({ page }) => {
  await page.goto("/checkout/bundle");
  const main = page.getByRole("main");
  await expect(main.getByText("TEST MODE")).toBeVisible();
  await expect(main.getByText("AU$199").first()).toBeVisible();
  await main.getByRole("button", { name: "Simulate a failed payment" }).click();
  await expect(page).toHaveURL(/\/aiupskill\/success\?redirect_status=failed&product=bundle$/);
  await expect(page.getByRole("heading", { level: 1, name: "Payment Failed" })).toBeVisible();
  await expect(page.getByText(PAYMENT_FAILED_TEXT)).toBeVisible();
  const again = page.getByRole("main").getByRole("link", { name: "Try Again" });
  // Issue 27: back to the checkout of what was being bought (the toolkit wizard sent a visitor home).
  await expect(again).toHaveAttribute("href", "/checkout/bundle");
  await again.click();
  await expect(page).toHaveURL((url) => url.pathname === "/checkout/bundle");
  await expect(page.getByRole("main").getByText("Early-Access Bundle: Levels 1 to 4")).toBeVisible();
});

test("the payment-return page counts anything but failed as a success", async ({ page }) => {
  for (const query of ["", "?redirect_status=processing"]) {
    await page.goto(`/aiupskill/success${query}`);
    await expect(page.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
  }
});

test("a level whose previous level is not completed is refused with the reason and a way back (issue 27)", async ({ page }) => {
  const response = await page.goto("/checkout/level-2");
  expect(response?.status()).toBe(403);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Not Available Yet" })).toBeVisible();
  await expect(main.getByRole("alert")).toContainText("Level 2: Sensemaking in Context can be bought once you complete Level 1.");
  await expect(main.getByRole("button", { name: /Pay/ })).toHaveCount(0);
  await main.getByRole("link", { name: "Back to the course" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/aiupskill/training");
});

test("an unknown product shows the 404 screen", async ({ page }) => {
  const response = await page.goto("/checkout/unknown");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
});

// axe needs JavaScript in the page.
for (const path of ["/checkout/level-1", "/checkout/level-2", "/aiupskill/success?redirect_status=succeeded", "/aiupskill/success?redirect_status=failed"]) {
  test(`no serious or critical accessibility violations on ${path} @js-only`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });
}

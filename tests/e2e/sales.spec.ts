import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

// The sales landing page (accounts-admin-sales.md §2, §4, §9; issue 27): prices in the currency the
// checkout charges, sample dialogs (page sections without JavaScript), the Level 1 outline, the
// bundle with its saving and its countdown to the end date in the offer settings (the default
// 2027-07-31T01:00Z on the e2e server), the Level 5 teaser, the example report page, and a buyer
// who finds Continue where Buy was.

test.describe("sales landing page", () => {
  test.use({ locale: "en-AU" });

  test("shows every level at the §9 prices with AU$ for an Australian browser", async ({ page }) => {
    await page.goto("/aiupskill/training");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const levels = page.locator("#levels li").filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(levels).toHaveCount(4);
    for (const [i, price, full] of [
      [0, "AU$49", "AU$99"],
      [1, "AU$99", "AU$199"],
      [2, "AU$149", "AU$299"],
      [3, "AU$199", "AU$399"],
    ] as const) {
      await expect(levels.nth(i)).toContainText(price);
      await expect(levels.nth(i)).toContainText(full);
    }
    // Only Level 1 is for sale to a new visitor; the others wait for the level before.
    await expect(levels.nth(0).getByRole("link", { name: /Buy Level 1/ })).toHaveAttribute("href", "/checkout/level-1");
    await expect(levels.nth(0).getByRole("link", { name: /Buy Level 1/ })).toHaveAttribute("target", "_blank");
    for (const n of [1, 2, 3]) await expect(levels.nth(n)).toContainText(`Complete Level ${n}`);
    const bundle = page.locator("#bundle");
    await expect(bundle).toContainText("AU$199");
    await expect(bundle).toContainText("AU$1,096");
    await expect(bundle).toContainText("You save AU$897");
    // On sale until the default end date: the countdown runs to it, and the bundle can be bought.
    await expect(page.getByTestId("bundle-countdown")).toContainText(/\d+d \d\dh \d\dm \d\ds left/);
    await expect(bundle.getByRole("link", { name: /Get the bundle/ })).toHaveAttribute("href", "/checkout/bundle");
    await expect(page.getByRole("heading", { name: "Level 5: Strategic AI Leadership" })).toBeVisible();
  });

  // The countdown runs in the browser: the js-off project leaves this one out by its tag.
  test("the bundle goes from the page when its end date passes while the page is open @js-only", async ({ page }) => {
    // The browser's clock five seconds before the end date in settings (the default 2027-07-31T01:00Z).
    await page.clock.install({ time: new Date("2027-07-31T00:59:55Z") });
    await page.goto("/aiupskill/training");
    await page.locator("html[data-hydrated]").waitFor();
    const bundle = page.locator("#bundle");
    await expect(bundle).toContainText("until 31 July 2027, 01:00 UTC");
    await page.clock.runFor(2000);
    await expect(page.getByTestId("bundle-countdown")).toContainText(/0d 00h 00m 0\ds left/);
    await page.clock.runFor(5000);
    // Not "the offer has ended": an ended offer is not advertised at all.
    await expect(bundle).toHaveCount(0);
    await expect(page.getByText(/has ended/)).toHaveCount(0);
  });

  test.describe("for an American browser", () => {
    test.use({ locale: "en-US" });
    // Issue 27: the price seen is the price charged, and the checkout charges aud (COURSE_CURRENCY).
    test("prices carry the mark of the currency charged, AU$, whatever the browser's language", async ({ page, request }) => {
      await page.goto("/aiupskill/training");
      await expect(page.locator("#levels")).toContainText("AU$49");
      expect(await (await request.get("/api/currency", { headers: { "Accept-Language": "en-US" } })).json()).toEqual({ currency: "usd", country: "US" });
    });
  });

  test("the Level 1 outline: 6 lessons, about 60 minutes, 3-5 minute simulations", async ({ page, javaScriptEnabled }) => {
    await page.goto("/aiupskill/training");
    if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor();
    await page.getByRole("link", { name: "Course outline" }).click();
    const outline = javaScriptEnabled ? page.getByTestId("outline-dialog") : page.locator("#outline");
    await expect(outline).toContainText("6 lessons, about 60 minutes");
    await expect(outline).toContainText("3-5 minute simulation");
    await expect(outline.getByRole("listitem")).toHaveCount(6);
  });

  test("sample certificate and recommendation open; the sample report has its own page", async ({ page, javaScriptEnabled }) => {
    await page.goto("/aiupskill/training");
    if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor();
    await page.getByRole("link", { name: "See a sample certificate" }).click();
    const sample = javaScriptEnabled ? page.getByTestId("sample-dialog") : page.locator("#sample");
    await expect(sample).toContainText("Sample Certificate");
    await expect(sample).toContainText("70% or more");
    if (javaScriptEnabled) await sample.getByRole("button", { name: "Close" }).click();
    await page.getByRole("link", { name: "See a sample recommendation" }).click();
    await expect(javaScriptEnabled ? page.getByTestId("sample-dialog") : page.locator("#sample")).toContainText("Sample Recommendation");
    if (javaScriptEnabled) await page.getByTestId("sample-dialog").getByRole("button", { name: "Close" }).click();
    await page.getByRole("link", { name: "See a sample report" }).click();
    if (javaScriptEnabled) {
      await expect(page.getByTestId("sample-dialog")).toContainText("Sample Performance Report");
    } else {
      await expect(page).toHaveURL(/\/aiupskill\/training\/example-report$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sample Performance Report");
    }
  });

  for (const path of ["/aiupskill/training", "/aiupskill/training/example-report"]) {
    test(`no serious or critical accessibility violations on ${path} @js-only`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
    });
  }
});

test("a signed-in buyer of Level 1 finds it unlocked on the profile, with Level 2 waiting for it", async ({ page, baseURL }, testInfo) => {
  const email = `buyer-${testInfo.project.name}-${Date.now()}@example.com`;
  const registered = await page.request.post("/api/register", {
    data: { username: "Bea Buyer", email, password: "long enough" },
    headers: { Origin: baseURL! },
  });
  expect(registered.status()).toBe(200);
  await page.goto("/profile");
  const course = page.locator("section", { has: page.getByRole("heading", { name: "My Course" }) });
  await expect(course.getByRole("listitem").first()).toContainText("Not purchased");
  await page.goto("/checkout/level-1");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByRole("button", { name: /Pay AU\$49 \(test\)/ }).click();
  await expect(page).toHaveURL(/\/aiupskill\/success\?redirect_status=succeeded&product=level-1$/);
  await page.goto("/profile");
  await expect(course.getByRole("listitem").nth(0)).toContainText("Unlocked");
  await expect(course.getByRole("listitem").nth(1)).toContainText("Complete Level 1");
  await expect(course.getByRole("listitem").nth(4)).toContainText("Complete Levels 1 to 4");

  // Issue 27: the course page says Continue for the level owned, and its checkout never sells it again.
  await page.goto("/aiupskill/training");
  const levelOne = page.locator("#levels > ul > li").first();
  await expect(levelOne.getByRole("link", { name: /Continue/ })).toHaveAttribute("href", "/learn");
  await expect(levelOne.getByRole("link", { name: /Buy Level 1/ })).toHaveCount(0);
  const again = await page.goto("/checkout/level-1");
  expect(again?.status()).toBe(409);
  await expect(page.getByRole("heading", { level: 1, name: "Already Yours" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("You already own Level 1: Awareness in Action");
  await expect(page.getByRole("main").getByRole("link", { name: "Continue your course" })).toHaveAttribute("href", "/learn");
  await expect(page.getByRole("button", { name: /Pay/ })).toHaveCount(0);
});

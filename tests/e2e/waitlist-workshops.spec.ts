import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The waitlist page (/toolkit-landing) and the workshops page (/workshops), with JavaScript on
// (dialogs posting to the /api routes) and off (page sections posting to the pages' actions).

let serial = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}.${++serial}@example.com`;

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

/** A dialog's opener is a button with JavaScript and a link to the page's section without. */
const opener = (scope: Page | Locator, name: string, javaScriptEnabled: boolean) =>
  scope.getByRole(javaScriptEnabled ? "button" : "link", { name, exact: true });
/** The 'Don't See Your City?' block ('Get Notified' is also offered when no workshop is upcoming). */
const cityBlock = (page: Page) => page.getByRole("region", { name: "Don't See Your City?" });

async function expectNoSeriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

test.describe("/toolkit-landing", () => {
  test("the page: Coming Soon hero, three feature cards and the demo video", async ({ page }) => {
    await page.goto("/toolkit-landing");
    await expect(page.getByText("Coming Soon", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Your Tailored AI Toolkit" })).toBeVisible();
    const features = page.getByRole("region", { name: "What's Coming" }).getByRole("listitem");
    await expect(features).toHaveCount(3);
    await expect(page.getByRole("heading", { name: "See It in Action" })).toBeVisible();
    await expect(page.locator("video")).toHaveAttribute("preload", "none");
  });

  test("join the waitlist from 'Get Early Access'", async ({ page, javaScriptEnabled }) => {
    await page.goto("/toolkit-landing");
    if (javaScriptEnabled) await hydrated(page);
    await opener(page, "Get Early Access", javaScriptEnabled).click();
    const scope = javaScriptEnabled ? page.getByTestId("waitlist-dialog") : page.locator("#waitlist");
    if (!javaScriptEnabled) await expect(page).toHaveURL(/#waitlist$/);
    await expect(scope.getByRole("heading", { name: "Join the Waitlist" })).toBeVisible();

    // Empty fields: the spec's notice, nothing sent.
    await scope.getByRole("button", { name: "Subscribe to Waitlist" }).click();
    await expect(scope.getByRole("alert")).toContainText("Please fill in all fields");

    await scope.getByLabel("Name").fill("  Ada Lovelace ");
    await scope.getByLabel("Email").fill("not-an-email");
    await scope.getByRole("button", { name: "Subscribe to Waitlist" }).click();
    await expect(scope.getByRole("alert")).toContainText("Please enter a valid email address.");

    await scope.getByLabel("Email").fill(uniqueEmail("ada"));
    await scope.getByRole("button", { name: "Subscribe to Waitlist" }).click();
    const success = page.getByTestId("waitlist-success");
    await expect(success.getByRole("heading", { name: "You're on the list!" })).toBeVisible();
    await expect(success).toContainText("We'll email you as soon as the AI Toolkit is ready.");
    await expect(page.getByText("You'll be the first to know when our toolkit is ready.").first()).toBeVisible();
    await expect(page.getByText("Success!", { exact: true }).first()).toBeVisible();

    // Done resets and closes.
    await success.getByRole(javaScriptEnabled ? "button" : "link", { name: "Done" }).click();
    if (javaScriptEnabled) {
      await expect(page.getByTestId("waitlist-dialog")).toBeHidden();
      await opener(page, "Get Early Access", true).click();
      await expect(page.getByTestId("waitlist-dialog").getByRole("heading", { name: "Join the Waitlist" })).toBeVisible();
      await expect(page.getByTestId("waitlist-dialog").getByLabel("Name")).toHaveValue("");
    } else {
      await expect(page.locator("#waitlist").getByRole("button", { name: "Subscribe to Waitlist" })).toBeVisible();
      await expect(page.getByTestId("waitlist-success")).toHaveCount(0);
    }
  });

  test("the page's 'Subscribe' opens the same waitlist form", async ({ page, javaScriptEnabled }) => {
    await page.goto("/toolkit-landing");
    if (javaScriptEnabled) await hydrated(page);
    await opener(page, "Subscribe", javaScriptEnabled).click();
    const scope = javaScriptEnabled ? page.getByTestId("waitlist-dialog") : page.locator("#waitlist");
    await expect(scope.getByRole("heading", { name: "Join the Waitlist" })).toBeVisible();
    if (javaScriptEnabled) {
      // The dialog takes the focus, Escape closes it and gives the focus back.
      await expect(scope.getByLabel("Name")).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(scope).toBeHidden();
      await expect(opener(page, "Subscribe", true)).toBeFocused();
    }
  });

  test("the video starts muted and is unmuted 100 ms later @js-only", async ({ page }) => {
    // Records whether the video was muted at the moment play() was called.
    await page.addInitScript(() => {
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        (window as unknown as { mutedAtPlay: boolean }).mutedAtPlay = this.muted;
        return play.call(this);
      };
    });
    await page.goto("/toolkit-landing");
    await hydrated(page);
    await page.getByRole("button", { name: "Play video: AI Toolkit Demo" }).click();
    expect(await page.evaluate(() => (window as unknown as { mutedAtPlay?: boolean }).mutedAtPlay)).toBe(true);
    await expect.poll(() => page.locator("video").evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
  });

  test("no serious or critical accessibility violations on the page and its dialog @js-only", async ({ page }) => {
    await page.goto("/toolkit-landing");
    await hydrated(page);
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Get Early Access" }).click();
    await page.getByTestId("waitlist-dialog").getByRole("button", { name: "Subscribe to Waitlist" }).click();
    await expect(page.getByTestId("waitlist-dialog").getByRole("alert")).toBeVisible();
    await expectNoSeriousViolations(page, '[data-testid="waitlist-dialog"]');
    await page.getByTestId("waitlist-dialog").getByLabel("Name").fill("Axe");
    await page.getByTestId("waitlist-dialog").getByLabel("Email").fill(uniqueEmail("axe"));
    await page.getByTestId("waitlist-dialog").getByRole("button", { name: "Subscribe to Waitlist" }).click();
    await expect(page.getByTestId("waitlist-success")).toBeVisible();
    await expectNoSeriousViolations(page, '[data-testid="waitlist-dialog"]');
  });
});

test.describe("/workshops", () => {
  // The workshops' cards, the archive and the none-upcoming text: tests/e2e/workshops.spec.ts.
  test("the page and its 'Don't See Your City?' block", async ({ page }) => {
    await page.goto("/workshops");
    await expect(page.getByRole("heading", { level: 1, name: "Live AI Workshops" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Upcoming Workshops" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Don't See Your City?" })).toBeVisible();
  });

  test("subscribe to the newsletter from 'Get Notified'", async ({ page, javaScriptEnabled }) => {
    await page.goto("/workshops");
    if (javaScriptEnabled) await hydrated(page);
    await opener(cityBlock(page), "Get Notified", javaScriptEnabled).click();
    const scope = javaScriptEnabled ? page.getByTestId("newsletter-dialog") : page.locator("#notify");
    if (!javaScriptEnabled) await expect(page).toHaveURL(/\/workshops\?notify=1#notify$/);
    await expect(scope.getByRole("heading", { name: "Get Notified About New Workshops" })).toBeVisible();

    await scope.getByRole("button", { name: "Subscribe", exact: true }).click();
    await expect(scope.getByRole("alert")).toContainText("Please enter both your name and email address.");

    await scope.getByLabel("Name").fill("Lin");
    await scope.getByLabel("Email").fill("lin@nowhere");
    await scope.getByLabel("City (optional)").fill("Perth");
    await scope.getByRole("button", { name: "Subscribe", exact: true }).click();
    await expect(scope.getByRole("alert")).toContainText("Please enter a valid email address.");
    await expect(scope.getByLabel("City (optional)")).toHaveValue("Perth");

    await scope.getByLabel("Email").fill(uniqueEmail("lin"));
    await scope.getByRole("button", { name: "Subscribe", exact: true }).click();
    await expect(page.getByText("You've been subscribed to our newsletter. Check your email for a 10% discount code!").first()).toBeVisible();
    await expect(page.getByText("Success!", { exact: true }).first()).toBeVisible();
    if (javaScriptEnabled) {
      await expect(page.getByTestId("newsletter-dialog")).toBeHidden();
      // Success cleared the fields.
      await opener(cityBlock(page), "Get Notified", true).click();
      await expect(page.getByTestId("newsletter-dialog").getByLabel("Name")).toHaveValue("");
    } else {
      await expect(page).toHaveURL(/\/workshops(#notify)?$/);
      await expect(page.locator("#notify")).toHaveCount(0);
    }
  });

  test("the newsletter dialog opens by itself once, 60 s into a first visit @js-only", async ({ page }) => {
    await page.clock.install();
    await page.goto("/workshops");
    await hydrated(page);
    const dialog = page.getByTestId("newsletter-dialog");
    await page.clock.fastForward(59_000);
    await expect(dialog).toBeHidden();
    await page.clock.fastForward(1_500);
    await expect(dialog.getByRole("heading", { name: "Get Notified About New Workshops" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("workshopsNewsletterShown"))).toBe("1");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    // Not again: neither on this visit nor on the next.
    await page.clock.fastForward(120_000);
    await expect(dialog).toBeHidden();
    await page.reload();
    await hydrated(page);
    await page.clock.fastForward(61_000);
    await expect(dialog).toBeHidden();
  });

  test("no serious or critical accessibility violations on the page and the newsletter dialog @js-only", async ({ page }) => {
    await page.goto("/workshops");
    await hydrated(page);
    await expectNoSeriousViolations(page);
    await cityBlock(page).getByRole("button", { name: "Get Notified" }).click();
    await page.getByTestId("newsletter-dialog").getByRole("button", { name: "Subscribe", exact: true }).click();
    await expect(page.getByTestId("newsletter-dialog").getByRole("alert")).toBeVisible();
    await expectNoSeriousViolations(page, '[data-testid="newsletter-dialog"]');
  });
});

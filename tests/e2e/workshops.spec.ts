import type { Page } from "@playwright/test";
import { expectNoSeriousAxe } from "./axe";
import { academy } from "./cli";
import { expect, test } from "./fixtures";

// /workshops as a visitor sees it with none, one and three upcoming workshops (issue 30 item 1),
// with JavaScript on and off, the workshops added and cancelled with `academy workshops` as an
// operator does. The tests run in order on the one e2e server: each starts by cancelling every
// upcoming workshop, so it sees only its own.

// Each `academy` command starts a process (a few seconds on a busy machine): the tests run several.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const DAY = 24 * 3_600_000;
/** A day `days` from now, as Melbourne's calendar reads it (YYYY-MM-DD). */
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toLocaleDateString("en-CA", { timeZone: "Australia/Melbourne" });

async function cancelUpcoming() {
  const listed = await academy(["workshops", "list"]);
  for (const match of listed.matchAll(/^#(\d+) .* upcoming/gm)) await academy(["workshops", "cancel", match[1]!]);
}

async function addWorkshop(title: string, days: number, extra: string[] = []) {
  const added = await academy([
    "workshops",
    "add",
    "--title",
    title,
    "--subtitle",
    "Hands-on, with your own work",
    "--date",
    dayFromNow(days),
    "--start",
    "09:00",
    "--end",
    "13:00",
    "--time-zone",
    "Australia/Melbourne",
    "--location",
    "Melbourne CBD",
    "--city",
    "Melbourne",
    "--price",
    "249",
    "--original-price",
    "349",
    "--capacity",
    "20",
    "--places-taken",
    "8",
    "--level",
    "1",
    "--include",
    "Light lunch",
    "--include",
    "Digital certificate",
    ...[
      "AI tool types and mental model",
      "Prompting and context",
      "Human in the loop",
      "Output verification and fact-checking",
      "Data privacy and security",
    ].flatMap((m) => ["--module", m]),
    "--booking-url",
    `https://tickets.example.com/${title.toLowerCase().replace(/\W+/g, "-")}`,
    ...extra,
  ]);
  return Number(/#(\d+)/.exec(added)![1]);
}

const cards = (page: Page) => page.getByTestId("workshop-card");

test("with none upcoming the page says so, leads to 'Get Notified', and lists the past workshop only in the archive", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  await cancelUpcoming();
  await page.goto("/workshops");
  await expect(page.getByRole("heading", { level: 1, name: "Live AI Workshops" })).toBeVisible();
  const none = page.getByTestId("no-upcoming");
  await expect(none).toContainText("No workshops are scheduled right now.");
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Reserve Your Spot/ })).toHaveCount(0);
  // The spec's workshop (22 August 2025) is in the archive, not offered.
  const past = page.getByRole("region", { name: "Past Workshops" });
  await expect(past.getByTestId("past-workshop").filter({ hasText: "Awareness in Action" })).toContainText("Friday 22 August 2025, Melbourne");
  await expect(past).toContainText("Taken place");
  await expect(page.getByText("places left")).toHaveCount(0);
  await expectNoSeriousAxe(page, testInfo);

  if (javaScriptEnabled) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(none).toContainText("Use 'Get Notified' below");
  await expect(page.getByRole(javaScriptEnabled ? "button" : "link", { name: "Get Notified", exact: true })).toHaveCount(1);
  await page
    .getByRole("region", { name: "Don't See Your City?" })
    .getByRole(javaScriptEnabled ? "button" : "link", { name: "Get Notified", exact: true })
    .click();
  if (javaScriptEnabled) await expect(page.getByTestId("newsletter-dialog").getByRole("heading", { name: "Get Notified About New Workshops" })).toBeVisible();
  else await expect(page.locator("#notify").getByRole("heading", { name: "Get Notified About New Workshops" })).toBeVisible();
});

test("one upcoming workshop: its card with the facts and 'Reserve Your Spot' to its own booking page", async ({ page }, testInfo) => {
  await cancelUpcoming();
  const title = `Awareness in Action ${testInfo.project.name}`;
  await addWorkshop(title, 30, ["--featured"]);
  await page.goto("/workshops");
  await expect(page.getByTestId("no-upcoming")).toHaveCount(0);
  const card = cards(page);
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("heading", { name: title })).toBeVisible();
  await expect(card.getByText("Featured", { exact: true })).toBeVisible();
  await expect(card.getByText("Level 1", { exact: true })).toBeVisible();
  await expect(card.getByTestId("workshop-time")).toHaveText("9:00 AM - 1:00 PM");
  await expect(card.getByTestId("workshop-duration")).toHaveText("4 hours");
  await expect(card.getByTestId("workshop-location")).toHaveText("Melbourne CBD");
  await expect(card.getByTestId("workshop-places")).toHaveText("12 of 20 places left");
  await expect(card.getByText("$249", { exact: true })).toBeVisible();
  // The other modules behind '+2 more modules', which opens with or without JavaScript.
  await expect(card.getByText("Data privacy and security", { exact: true })).toBeHidden();
  await card.getByText("+2 more modules").click();
  await expect(card.getByText("Data privacy and security", { exact: true })).toBeVisible();
  const reserve = card.getByRole("link", { name: /Reserve Your Spot/ });
  await expect(reserve).toHaveAttribute("href", `https://tickets.example.com/${title.toLowerCase().replace(/\W+/g, "-")}`);
  await expect(reserve).toHaveAttribute("target", "_blank");
  await expectNoSeriousAxe(page, testInfo);
});

test("three upcoming workshops: featured first, then the soonest; a cancelled one leaves the page", async ({ page }, testInfo) => {
  await cancelUpcoming();
  const p = testInfo.project.name;
  await addWorkshop(`Soonest ${p}`, 7);
  await addWorkshop(`Featured later ${p}`, 60, ["--featured"]);
  await addWorkshop(`Middle ${p}`, 21);
  const gone = await addWorkshop(`Cancelled ${p}`, 14, ["--featured"]);
  await academy(["workshops", "cancel", String(gone)]);
  await page.goto("/workshops");
  await expect(cards(page)).toHaveCount(3);
  await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText([`Featured later ${p}`, `Soonest ${p}`, `Middle ${p}`]);
  await expect(page.getByText(`Cancelled ${p}`)).toHaveCount(0);
  await expectNoSeriousAxe(page, testInfo);
  await cancelUpcoming();
});

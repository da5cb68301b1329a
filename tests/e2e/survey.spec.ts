import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";

// The pre-launch survey at both of its addresses (accounts-admin-sales.md §2, §4, §5, §8): filled
// in and submitted, refused for a missing answer and for an address that already answered, the
// two thank-you views and 'Share by email'. Each test runs with JavaScript on (conform, the API,
// toasts) and off (a plain post and a server-rendered answer), unless tagged.

const port = Number(process.env.E2E_PORT ?? 3210);
const OUTBOX = process.env.E2E_OUTBOX_DIR ?? path.join(os.tmpdir(), `academy-e2e-${port}`, "outbox");
const ROUTES = ["/feedback", "/aiupskill/feedback"] as const;

function uniqueEmail(testInfo: TestInfo, tag: string): string {
  return `${tag}-${testInfo.project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

async function open(page: Page, route: string, javaScriptEnabled: boolean) {
  await page.goto(route);
  // With JavaScript, wait until React has hydrated, so the page's own handlers run.
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toBeAttached();
}

const question = (page: Page, text: RegExp) => page.getByRole("group", { name: text });
const submitButton = (page: Page) => page.getByRole("button", { name: "Submit my answers" });
const toasts = (page: Page) => page.getByRole("region", { name: /^Notifications/ });
const pageAlert = (page: Page) => page.getByRole("main").getByRole("alert");

type Skippable = "jobTitle" | "willingnessToPay" | "valueOutputs";

/** Answers every required question (bar those named), as a person would. */
async function answer(page: Page, skip: Skippable[] = []) {
  if (!skip.includes("jobTitle")) await page.getByRole("textbox", { name: /What is your job title\?/ }).fill("Operations Manager");
  await question(page, /How familiar are you with AI tools/)
    .getByRole("radio", { name: /^Beginner/ })
    .check();
  await question(page, /pressure at work/)
    .getByRole("radio", { name: "Sometimes", exact: true })
    .check();
  await question(page, /how you feel about AI/)
    .getByRole("radio", { name: "Curious", exact: true })
    .check();
  await question(page, /make your job better/)
    .getByRole("radio", { name: "Probably", exact: true })
    .check();
  await page.getByRole("textbox", { name: /Which task in your work/ }).fill("Turning meeting notes into action lists");
  await question(page, /short, practical training/)
    .getByRole("radio", { name: "Very interested", exact: true })
    .check();
  if (!skip.includes("valueOutputs")) {
    await question(page, /worth it for you/)
      .getByRole("checkbox", { name: "Saving time", exact: true })
      .check();
    await question(page, /worth it for you/)
      .getByRole("checkbox", { name: "Something to show a manager", exact: true })
      .check();
  }
  if (!skip.includes("willingnessToPay"))
    await question(page, /How much would you pay/)
      .getByRole("radio", { name: "$30 to $49", exact: true })
      .check();
}

async function askForEarlyAccess(page: Page, name: string, email: string) {
  await page.getByRole("checkbox", { name: /I'd like early access/ }).check();
  await page.getByRole("textbox", { name: "Your name" }).fill(name);
  await page.getByRole("textbox", { name: "Your email" }).fill(email);
}

/** The worker writes the confirmation to the outbox within seconds. */
async function outboxHasMailTo(email: string): Promise<boolean> {
  try {
    for (const name of (await fs.readdir(OUTBOX)).filter((n) => n.endsWith(".eml"))) {
      const raw = await fs.readFile(path.join(OUTBOX, name), "utf8");
      if (raw.includes(email) && raw.includes("early-access list")) return true;
    }
  } catch {
    // No outbox yet: nothing sent.
  }
  return false;
}

for (const route of ROUTES) {
  test.describe(route, () => {
    test("answers are submitted and the thank-you view shows", async ({ page, javaScriptEnabled }) => {
      await open(page, route, javaScriptEnabled);
      await expect(page.getByRole("heading", { level: 1, name: "Help shape AI training for your job" })).toBeVisible();
      // §9: ten questions, five willingness-to-pay options.
      await expect(page.locator("[data-question]")).toHaveCount(10);
      await expect(question(page, /How much would you pay/).getByRole("radio")).toHaveCount(5);
      if (javaScriptEnabled) await expect(submitButton(page)).toBeDisabled();
      await answer(page);
      if (javaScriptEnabled) await expect(submitButton(page)).toBeEnabled();
      await submitButton(page).click();
      await expect(page.getByRole("heading", { level: 1, name: "Thank you for your feedback" })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${route}\\?submitted=1&early=0$`));
      await expect(page.getByRole("link", { name: "Share by email" })).toBeVisible();
    });

    test("early access gets its own thank-you and a confirmation email", async ({ page, javaScriptEnabled }, testInfo) => {
      const email = uniqueEmail(testInfo, "early");
      await open(page, route, javaScriptEnabled);
      await answer(page);
      if (javaScriptEnabled) await expect(page.getByRole("textbox", { name: "Your email" })).toBeHidden();
      await page.getByRole("checkbox", { name: /I'd like early access/ }).check();
      // §5: name and email are now required, so the form is not complete yet.
      if (javaScriptEnabled) await expect(submitButton(page)).toBeDisabled();
      await askForEarlyAccess(page, "Ada Lovelace", email);
      await submitButton(page).click();
      await expect(page.getByRole("heading", { level: 1, name: "Thank you! You're on the early-access list" })).toBeVisible();
      await expect.poll(() => outboxHasMailTo(email), { timeout: 30_000 }).toBe(true);
    });

    test("a missing answer is pointed out and nothing is sent", async ({ page, javaScriptEnabled }) => {
      await open(page, route, javaScriptEnabled);
      await answer(page, ["willingnessToPay"]);
      const pay = question(page, /How much would you pay/);
      if (javaScriptEnabled) {
        await expect(submitButton(page)).toBeDisabled();
        await expect(page.getByText("Answer every required question to submit.")).toBeVisible();
        // Checking answers as the visitor moves on is no attempt to submit: no toast yet.
        await expect(toasts(page).getByText("Please complete all required fields")).toHaveCount(0);
        // The button stays reachable; pressing it says what is missing and goes to it.
        await submitButton(page).focus();
        await page.keyboard.press("Enter");
        await expect(toasts(page).getByText("Please complete all required fields")).toBeVisible();
        await expect(toasts(page).getByText("All questions must be answered before submitting")).toBeVisible();
        await expect(pay.getByRole("radio").first()).toBeFocused();
      } else {
        await submitButton(page).click();
        await expect(pageAlert(page)).toContainText("Please complete all required fields");
        await expect(pageAlert(page)).toContainText("All questions must be answered before submitting");
        // What was answered is still there.
        await expect(page.getByRole("textbox", { name: /What is your job title\?/ })).toHaveValue("Operations Manager");
        await expect(question(page, /pressure at work/).getByRole("radio", { name: "Sometimes", exact: true })).toBeChecked();
      }
      await expect(pay.getByText("Please choose an answer.")).toBeVisible();
      await expect(pay.getByRole("radio").first()).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByRole("heading", { name: /Thank you/ })).toHaveCount(0);
      // Answering it is enough.
      await pay.getByRole("radio", { name: "$100 or more", exact: true }).check();
      if (javaScriptEnabled) await expect(pay.getByText("Please choose an answer.")).toHaveCount(0);
      await submitButton(page).click();
      await expect(page.getByRole("heading", { level: 1, name: "Thank you for your feedback" })).toBeVisible();
    });

    test("an address that already answered is told so", async ({ page, baseURL, javaScriptEnabled }, testInfo) => {
      const email = uniqueEmail(testInfo, "twice");
      const first = await page.request.post(`${baseURL}/api/questionnaire`, {
        headers: { Origin: baseURL! },
        data: {
          jobTitle: "Nurse",
          familiarityLevel: "expert",
          workPressure: "not-sure",
          aiFeelings: "skeptical",
          jobImprovementBelief: "maybe",
          trainingInterest: "neutral",
          valueOutputs: ["clear-examples"],
          willingnessToPay: "free",
          earlyAccessInterest: true,
          name: "First Time",
          email,
        },
      });
      expect(first.status()).toBe(201);
      await open(page, route, javaScriptEnabled);
      await answer(page);
      await askForEarlyAccess(page, "Second Time", email.toUpperCase());
      await submitButton(page).click();
      await expect(pageAlert(page)).toContainText("Submission failed");
      await expect(pageAlert(page)).toContainText("You have already submitted this questionnaire.");
      if (javaScriptEnabled) await expect(toasts(page).getByText("You have already submitted this questionnaire.")).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Your email" })).toHaveValue(email.toUpperCase());
      await expect(page.getByRole("heading", { name: /Thank you/ })).toHaveCount(0);
    });
  });
}

test.describe("Share by email", () => {
  test("is a mailto: link carrying the survey's address", async ({ page }) => {
    await page.goto("/aiupskill/feedback?submitted=1&early=1");
    const href = await page.getByRole("link", { name: "Share by email" }).getAttribute("href");
    expect(href).toMatch(/^mailto:\?subject=/);
    expect(decodeURIComponent(href!)).toContain("/aiupskill/feedback");
  });

  test("copies the message when no mail client opens @js-only", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await open(page, "/feedback?submitted=1&early=0", true);
    await page.getByRole("link", { name: "Share by email" }).click();
    await expect(toasts(page).getByText("Message copied")).toBeVisible({ timeout: 10_000 });
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("Help shape AI training for your job");
    expect(copied).toContain(`${baseURL}/feedback`);
  });

  test("shows the link in a toast when copying is refused too @js-only", async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", { value: { writeText: () => Promise.reject(new Error("denied")) }, configurable: true });
    });
    await open(page, "/feedback?submitted=1&early=0", true);
    await page.getByRole("link", { name: "Share by email" }).click();
    await expect(toasts(page).getByText("Share this link")).toBeVisible({ timeout: 10_000 });
    await expect(toasts(page).getByText(`${baseURL}/feedback`)).toBeVisible();
  });
});

// axe needs JavaScript in the page, so the scans run in the js-on project only.
test.describe("accessibility", () => {
  const scan = async (page: Page) => {
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
  };

  for (const path of [...ROUTES, "/feedback?submitted=1&early=1", "/aiupskill/feedback?submitted=1&early=0"]) {
    test(`no serious or critical violations on ${path} @js-only`, async ({ page }) => {
      await open(page, path, true);
      await scan(page);
    });
  }

  test("no serious or critical violations with errors and early access shown @js-only", async ({ page }) => {
    await open(page, "/feedback", true);
    await page.getByRole("checkbox", { name: /I'd like early access/ }).check();
    await submitButton(page).click({ force: true });
    await expect(page.getByText("Please enter your job title.")).toBeVisible();
    await scan(page);
  });
});

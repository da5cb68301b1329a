import type { Page } from "@playwright/test";
import { expect, makeToolkit, test } from "./fixtures";

// The results page's email/download flow (visitor-side.md §2, §4, §5, §7, §8), with JavaScript on
// (dialogs following the report's real progress) and off (a form post and the /report status
// page). The e2e server runs the worker and writes mail to its outbox, so reports really finish.

const STAGES = ["Analyzing job requirements...", "Selecting AI tools...", "Generating AI insights...", "Creating PDF report...", "Preparing email..."];
const SUCCESS = "Toolkit generated successfully!";

async function expectPdf(page: Page, href: string | null) {
  expect(href).toMatch(/^\/api\/download-report\/[A-Za-z0-9_-]+$/);
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
}

async function expectReadyContent(scope: ReturnType<Page["locator"]>) {
  await expect(scope).toContainText("spam folder");
  await expect(scope).toContainText("1-2 minutes");
  await expect(scope).toContainText("downloadable PDF");
  // Only what the product computes: no "5x" or "10+ hours" the toolkit did not estimate.
  for (const aim of [
    "the work your job really does",
    "the time this toolkit estimates",
    "official certifications",
    "professional network",
    "pre-launch pricing",
  ])
    await expect(scope).toContainText(aim);
  for (const claim of ["5x", "10+ hours"]) await expect(scope).not.toContainText(claim);
  // The course page (issue 27), with the job title for its checkout links.
  await expect(scope.getByRole("link", { name: "View AI Training Program" })).toHaveAttribute("href", /^\/aiupskill\/training\?jobTitle=/);
  const pdf = scope.getByRole("link", { name: /Download PDF/ });
  await expect(pdf).toHaveAttribute("target", "_blank");
  return pdf;
}

test.describe("toolkit by email", () => {
  test("checks the form, builds the report for real and then downloads the PDF", async ({ page, baseURL, javaScriptEnabled }) => {
    test.setTimeout(120_000);
    const id = await makeToolkit(page, baseURL!);
    // Every stage text and percent the generating dialog shows, as it changes.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __stages: string[] }).__stages = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="report-stage"]')?.textContent;
        const percent = document.querySelector('[data-testid="report-percent"]')?.textContent;
        if (text && seen[seen.length - 1] !== `${text}|${percent}`) seen.push(`${text}|${percent}`);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const serverTexts: string[] = [];
    page.on("response", async (response) => {
      if (response.url().includes("/api/report-status/")) serverTexts.push(((await response.json()) as { text: string }).text);
    });

    await page.goto(`/toolkit/${id}`);
    const download = page.getByRole("link", { name: /Download Full Toolkit/ });
    await expect(download).toHaveAttribute("href", "#get-toolkit");
    await expect(download).not.toHaveAttribute("target", /.*/);

    if (javaScriptEnabled) {
      await download.click();
      const signup = page.getByRole("dialog", { name: "Get Your AI Toolkit by Email" });
      await expect(signup).toBeVisible();
      await signup.getByLabel("Full Name").fill("Ada Lovelace");
      await signup.getByLabel("Email Address").fill("ada@example");
      await signup.getByRole("button", { name: "Send My Toolkit" }).click();
      await expect(page.getByText("Invalid Email", { exact: true })).toBeVisible();
      await expect(page.getByText("Please enter a valid email address.", { exact: true })).toBeVisible();
      await expect(signup).toBeVisible();

      await signup.getByLabel("Email Address").fill("ada@example.com");
      // The page's own action, through a fetcher: no page load.
      await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
      const posted = page.waitForRequest((r) => new URL(r.url()).pathname === `/toolkit/${id}.data` && r.method() === "POST");
      await signup.getByRole("button", { name: "Send My Toolkit" }).click();
      const sent = Object.fromEntries(new URLSearchParams((await posted).postData() ?? ""));
      expect(sent).toEqual({ name: "Ada Lovelace", email: "ada@example.com", intent: "email-report", salary: "160000", _scripted: "1" });

      // Non-dismissable: no button, Escape does nothing.
      const generating = page.getByRole("dialog", { name: "Generating Your AI Toolkit" });
      await expect(generating).toBeVisible();
      await expect(generating.getByRole("button")).toHaveCount(0);
      await page.keyboard.press("Escape");
      await page.keyboard.press("Escape");
      await expect(generating).toBeVisible();

      const ready = page.getByRole("dialog", { name: "Your AI Toolkit is Ready!" });
      await expect(ready).toBeVisible({ timeout: 90_000 });
      await expect(generating).toBeHidden();
      const pdf = await expectReadyContent(ready);
      await expectPdf(page, await pdf.getAttribute("href"));

      // What the dialog showed came from the server, stage by stage, ending at 100%.
      const shown = await page.evaluate(() => (window as unknown as { __stages: string[] }).__stages);
      expect(shown.at(-1)).toBe(`${SUCCESS}|100%`);
      const texts = shown.map((s) => s.split("|")[0]!);
      expect(texts.some((t) => STAGES.includes(t))).toBe(true);
      for (const text of texts.slice(1)) expect(serverTexts).toContain(text);
      expect(serverTexts.at(-1)).toBe(SUCCESS);

      await ready.getByRole("button", { name: "Close" }).click();
      await expect(ready).toBeHidden();
      await expect(page.getByRole("region", { name: "Get Your Complete AI Toolkit" }).getByLabel("Email Address")).toHaveValue("");
      expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);

      // A report exists: 'Download Full Toolkit' now opens its PDF in a new tab.
      await expect(download).toHaveAttribute("href", /^\/api\/download-report\//);
      await expect(download).toHaveAttribute("target", "_blank");
      await expectPdf(page, await download.getAttribute("href"));
      const [popup] = await Promise.all([page.waitForEvent("popup"), download.click()]);
      expect(popup.url()).toContain((await download.getAttribute("href"))!);
      await popup.close();
    } else {
      await download.click();
      await expect(page).toHaveURL(/#get-toolkit$/);
      const section = page.getByRole("region", { name: "Get Your Complete AI Toolkit" });
      await section.getByLabel("Full Name").fill("Ada Lovelace");
      await section.getByLabel("Email Address").fill("ada@example");
      const refused = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes(`/toolkit/${id}`));
      await section.getByRole("button", { name: "Send My Toolkit" }).click();
      expect((await refused).status()).toBe(400);
      const alert = section.getByRole("alert");
      await expect(alert).toContainText("Invalid Email");
      await expect(alert).toContainText("Please enter a valid email address.");
      await expect(section.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
      await expect(section.getByLabel("Email Address")).toHaveValue("ada@example");

      await section.getByLabel("Email Address").fill("ada@example.com");
      await section.getByRole("button", { name: "Send My Toolkit" }).click();
      await expect(page).toHaveURL(/\/report\/[A-Za-z0-9_-]+#main$/);
      const main = page.locator("main");
      // Either still building (with its stage, a <progress> and a 2 s refresh) or already sent.
      const building = await page.getByRole("heading", { name: "Generating Your AI Toolkit" }).isVisible();
      if (building) {
        await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute("content", /^2; url=\/report\/[A-Za-z0-9_-]+$/);
        await expect(main.locator("progress")).toHaveCount(1);
        expect([...STAGES, SUCCESS]).toContain(await page.getByTestId("report-stage").textContent());
      }
      await expect(page.getByRole("heading", { level: 1, name: "Your AI Toolkit is Ready!" })).toBeVisible({ timeout: 90_000 });
      await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
      const pdf = await expectReadyContent(main);
      await expectPdf(page, await pdf.getAttribute("href"));

      await main.getByRole("link", { name: "Back to your toolkit" }).click();
      await expect(page).toHaveURL(new RegExp(`/toolkit/${id}$`));
      await expect(download).toHaveAttribute("href", /^\/api\/download-report\//);
      await expect(download).toHaveAttribute("target", "_blank");
      await expectPdf(page, await download.getAttribute("href"));
    }
  });

  test("an unknown report's status page is 'Report Not Found' (404)", async ({ page }) => {
    const response = await page.goto("/report/abcdefghijklmnopqrstuvwx");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Report Not Found" })).toBeVisible();
  });
});

test.describe("toolkit by email with JavaScript", () => {
  test("a report still being built shows the notice instead of opening a tab @js-only", async ({ page, baseURL }) => {
    const id = await makeToolkit(page, baseURL!);
    const made = await page.request.post(`${baseURL}/api/email-signup-report`, {
      data: { name: "Ada Lovelace", email: "ada@example.com", analysisId: String(id), currentSalary: 90000 },
      headers: { Origin: baseURL! },
    });
    expect(made.status()).toBe(200);
    // Whatever the worker has got to, the page asks the server first: here it is still building.
    await page.route("**/api/report-status/*", (route) =>
      route.fulfill({ json: { status: "rendering", stage: "insights", text: "Generating AI insights...", percent: 65, done: false, failed: false } }),
    );
    await page.goto(`/toolkit/${id}`);
    let popups = 0;
    page.on("popup", () => popups++);
    await page.getByRole("link", { name: /Download Full Toolkit/ }).click();
    const notice = page.getByRole("dialog", { name: "Your AI Toolkit is being built" });
    await expect(notice).toContainText("We've commenced building your custom AI Toolkit. We'll let you know once it's ready!");
    await notice.getByRole("button", { name: "OK" }).click();
    await expect(notice).toBeHidden();
    expect(popups).toBe(0);
  });

  test("server errors and a failed report show §8's toasts @js-only", async ({ page, baseURL }) => {
    const id = await makeToolkit(page, baseURL!);
    await page.goto(`/toolkit/${id}`);
    const section = page.getByRole("region", { name: "Get Your Complete AI Toolkit" });
    await section.getByLabel("Full Name").fill("  ");
    await section.getByLabel("Email Address").fill("ada@example.com");
    await section.getByRole("button", { name: "Send My Toolkit" }).click();
    await expect(page.getByText("Missing Information", { exact: true })).toBeVisible();
    await expect(page.getByText("Please enter both your name and email address.", { exact: true })).toBeVisible();
    await section.getByLabel("Full Name").fill("Ada Lovelace");

    // An answer that never reached the app (a proxy's 503), then a connection that broke.
    // The client router posts to the page's data address (single fetch).
    const action = (url: URL) => url.pathname === `/toolkit/${id}.data`;
    await page.route(action, (route) => (route.request().method() === "POST" ? route.fulfill({ status: 503, body: "unavailable" }) : route.continue()));
    await section.getByRole("button", { name: "Send My Toolkit" }).click();
    await expect(page.getByText("Server error. Please try again or contact support.", { exact: true })).toBeVisible();
    await page.unroute(action);
    await page.route(action, (route) => (route.request().method() === "POST" ? route.abort("connectionreset") : route.continue()));
    await section.getByRole("button", { name: "Send My Toolkit" }).click();
    await expect(page.getByText("Request was interrupted. Please try again or contact support if the issue persists.", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: /AI Toolkit$/ })).toBeVisible();
    await page.unroute(action);

    await page.route("**/api/report-status/*", (route) =>
      route.fulfill({ json: { status: "failed", stage: null, text: "Failed to send toolkit. Please try again.", percent: 100, done: true, failed: true } }),
    );
    await section.getByRole("button", { name: "Send My Toolkit" }).click();
    const generating = page.getByRole("dialog", { name: "Generating Your AI Toolkit" });
    await expect(generating).toBeVisible();
    await expect(page.getByText("Failed to send toolkit. Please try again.", { exact: true })).toBeVisible();
    await expect(generating).toBeHidden();
    await expect(page.getByRole("dialog", { name: "Your AI Toolkit is Ready!" })).toBeHidden();
  });

  test("a sign-up with no answer after 120 s says §8's timeout text @js-only", async ({ page, baseURL }) => {
    const id = await makeToolkit(page, baseURL!);
    await page.clock.install();
    await page.goto(`/toolkit/${id}`);
    // The client router posts to the page's data address (single fetch).
    const action = (url: URL) => url.pathname === `/toolkit/${id}.data`;
    // The server never answers.
    await page.route(action, (route) => (route.request().method() === "POST" ? new Promise<void>(() => {}) : route.continue()));
    const section = page.getByRole("region", { name: "Get Your Complete AI Toolkit" });
    await section.getByLabel("Full Name").fill("Ada Lovelace");
    await section.getByLabel("Email Address").fill("ada@example.com");
    const posted = page.waitForRequest((r) => action(new URL(r.url())) && r.method() === "POST");
    await section.getByRole("button", { name: "Send My Toolkit" }).click();
    await posted;
    await expect(section.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await page.clock.fastForward(119_000);
    await expect(section.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await page.clock.fastForward(1_500);
    await expect(page.getByText("Request timed out after 60 seconds. Please try again.", { exact: true })).toBeVisible();
    await expect(section.getByRole("button", { name: "Send My Toolkit" })).toBeEnabled();
  });
});

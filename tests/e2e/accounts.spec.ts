import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Locator, Page, TestInfo } from "@playwright/test";
import { simpleParser } from "mailparser";
import { totpCode } from "./admin-session";
import { createAdmin } from "./cli";
import { expect, makeToolkit, test } from "./fixtures";

// Accounts and the admin login as people use them (accounts-admin-sales.md §2, §4, §5, §8):
// registering from a toolkit, signing out and in, editing the profile, deleting a toolbox,
// resetting a password from the emailed link, and the admin dashboard's three states. Each test
// runs with JavaScript on (the same route actions, through Remix; toasts, dialogs) and off (plain
// form posts, the flash box, page sections), unless tagged @js-only or @js-off-only.

const port = Number(process.env.E2E_PORT ?? 3210);
const OUTBOX = process.env.E2E_OUTBOX_DIR ?? path.join(os.tmpdir(), `academy-e2e-${port}`, "outbox");
const RESET_SUBJECT = "Reset your Upskill Academy password";

/** An address no other test (or project, or earlier run against the same server) uses. */
function uniqueEmail(testInfo: TestInfo, tag: string): string {
  return `${tag}-${testInfo.project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** With JavaScript, wait until React has hydrated, so clicks run the page's handlers. */
async function interactive(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toBeAttached();
}

/** Where success and server messages show: a toast with JavaScript, the flash box without. */
function notices(page: Page, javaScriptEnabled: boolean): Locator {
  return javaScriptEnabled ? page.getByRole("region", { name: /^Notifications/ }) : page.getByTestId("flash-message");
}

/** A form's refusal, shown in the page either way (with JavaScript also as a toast). */
const pageAlert = (page: Page) => page.getByRole("main").getByRole("alert");
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const footerNav = (page: Page) => page.getByRole("navigation", { name: "Footer" });

interface Account {
  username: string;
  email: string;
  password: string;
  companyName?: string;
  jobTitle?: string;
  roleDescription?: string;
}

/** An account made through the API; the request context (a page's, or a separate one) is then signed in. */
async function registerAccount(request: APIRequestContext, baseURL: string, account: Account) {
  const response = await request.post(`${baseURL}/api/register`, { data: account, headers: { Origin: baseURL } });
  expect(response.status(), await response.text()).toBe(200);
}

/** The reset link of the newest password-reset message to this address in the outbox, if any yet. */
async function findResetLink(email: string): Promise<string | undefined> {
  let names: string[];
  try {
    names = (await fs.readdir(OUTBOX)).filter((name) => name.endsWith(".eml"));
  } catch {
    return undefined;
  }
  // Files are named by the time they were written: newest first.
  for (const name of names.sort().reverse()) {
    const raw = await fs.readFile(path.join(OUTBOX, name));
    if (!raw.includes(email)) continue;
    const mail = await simpleParser(raw);
    const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => v.address?.toLowerCase()));
    if (mail.subject !== RESET_SUBJECT || !to.includes(email.toLowerCase())) continue;
    // mailparser has decoded the quoted-printable body.
    const link = `${mail.text ?? ""} ${mail.html || ""}`.match(/https?:\/\/[^\s"'<>]+\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0];
    if (link) return link;
  }
  return undefined;
}

/** The worker sends the message within seconds of the request. */
async function resetLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => (link = await findResetLink(email)), { timeout: 30_000, message: `a "${RESET_SUBJECT}" message to ${email} in ${OUTBOX}` })
    .toBeTruthy();
  return link!;
}

/** A read-only profile value: the <dd> after its <dt>. */
const detail = (scope: Locator, label: string) => scope.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");

test.describe("accounts", () => {
  test("registers from a toolkit, which is then kept in My AI Toolboxes", async ({ page, baseURL, javaScriptEnabled: js }, testInfo) => {
    const email = uniqueEmail(testInfo, "grace");
    const id = await makeToolkit(page, baseURL!);
    await page.goto(`/toolkit/${id}`);
    const keep = page.getByRole("region", { name: "Keep this toolkit" });
    await expect(keep).toBeVisible();
    await interactive(page, js);
    await keep.getByRole("link", { name: "Create Free Account" }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?mode=register&analysisId=${id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create Your Account");
    await interactive(page, js);

    const form = page.getByRole("form", { name: "Create your account" });
    await form.getByLabel("Full Name").fill("Grace Hopper");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password", { exact: true }).fill("12345");
    await form.getByLabel("Company Name").fill("Navy Labs");
    await form.getByLabel("Job Title").fill("Rear Admiral");
    await form.getByLabel("Role Description").fill("Compilers.");

    // Too short: refused, nothing sent with JavaScript, nothing made (the same email works below).
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
    });
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(pageAlert(page)).toContainText("Password Too Short");
    await expect(pageAlert(page)).toContainText("Password must be at least 6 characters long.");
    if (js) {
      await expect(notices(page, js)).toContainText("Password Too Short");
      expect(posts).toEqual([]);
    }
    await expect(page).toHaveURL(new RegExp(`/login\\?mode=register&analysisId=${id}$`));
    await expect(form.getByLabel("Full Name")).toHaveValue("Grace Hopper");
    await expect(form.getByLabel("Email")).toHaveValue(email);
    await expect(form.getByLabel("Job Title")).toHaveValue("Rear Admiral");

    await form.getByLabel("Password", { exact: true }).fill("hopper-1906");
    if (js) {
      // The form posts to /login's own action (DESIGN.md §1), which answers the interactive page.
      const answered = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/login.data");
      await form.getByRole("button", { name: "Create Account" }).click();
      expect((await answered).status()).toBe(200);
      // The toast first, then /profile after 0.5 s.
      const at = Date.now();
      expect(page.url()).toContain("/login?");
      await expect(notices(page, js)).toContainText("Account Created Successfully");
      await expect(notices(page, js)).toContainText("Welcome to Upskill Academy!");
      await page.waitForURL(/\/profile$/);
      expect(Date.now() - at).toBeGreaterThanOrEqual(400);
    } else {
      await form.getByRole("button", { name: "Create Account" }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(notices(page, js)).toContainText("Account Created Successfully");
    }

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Profile");
    const info = page.getByRole("region", { name: "Profile Information" });
    await expect(detail(info, "Username")).toHaveText("Grace Hopper");
    await expect(detail(info, "Email")).toHaveText(email);
    await expect(detail(info, "Job Title")).toHaveText("Rear Admiral");
    const toolboxes = page.getByRole("region", { name: "My AI Toolboxes" });
    await expect(toolboxes.getByRole("heading", { level: 3, name: "Marketing Manager" })).toBeVisible();
    await expect(toolboxes.getByRole("link", { name: "Open" })).toHaveAttribute("href", `/toolkit/${id}`);
    await expect(mainNav(page).getByRole("link", { name: "My Profile" })).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: "Sign In" })).toHaveCount(0);
    await expect(footerNav(page).getByRole("link", { name: "Admin Login" })).toHaveCount(0);

    // The toolkit now says where it is kept instead of offering an account.
    await page.goto(`/toolkit/${id}`);
    await expect(page.getByText("This toolkit is saved in")).toBeVisible();
    await expect(page.getByRole("region", { name: "Keep this toolkit" })).toHaveCount(0);
  });

  test("signs out, then in again (a wrong password first)", async ({ page, baseURL, javaScriptEnabled: js }, testInfo) => {
    const account = { username: "Ada Lovelace", email: uniqueEmail(testInfo, "ada"), password: "lovelace-1815" };
    await registerAccount(page.request, baseURL!, account);
    await page.goto("/profile");
    await expect(mainNav(page).getByRole("link", { name: "My Profile" })).toBeVisible();
    await interactive(page, js);

    await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/$`));
    await expect(notices(page, js)).toContainText("Logged Out");
    await expect(mainNav(page).getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: "My Profile" })).toHaveCount(0);

    await page.goto("/login?mode=login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome Back");
    await interactive(page, js);
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("Email").fill(account.email);
    await form.getByLabel("Password", { exact: true }).fill("not-my-password");
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(pageAlert(page)).toContainText("Login Failed");
    await expect(pageAlert(page)).toContainText("Invalid credentials. Please try again.");
    await expect(page).toHaveURL(/\/login\?mode=login$/);

    await form.getByLabel("Email").fill(account.email);
    await form.getByLabel("Password", { exact: true }).fill(account.password);
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(notices(page, js)).toContainText("Login Successful");
    await expect(detail(page.getByRole("region", { name: "Profile Information" }), "Email")).toHaveText(account.email);
    await expect(mainNav(page).getByRole("link", { name: "My Profile" })).toBeVisible();
  });

  test("edits the profile", async ({ page, baseURL, javaScriptEnabled: js }, testInfo) => {
    const account = {
      username: "Ada Lovelace",
      email: uniqueEmail(testInfo, "edit"),
      password: "lovelace-1815",
      companyName: "Analytical Engines Ltd",
      jobTitle: "Analyst",
      roleDescription: "Writes notes.",
    };
    await registerAccount(page.request, baseURL!, account);
    await page.goto("/profile");
    await interactive(page, js);
    const info = page.getByRole("region", { name: "Profile Information" });
    await expect(detail(info, "Job Title")).toHaveText("Analyst");

    await info.getByRole("link", { name: "Edit" }).click();
    if (!js) await expect(page).toHaveURL(/\/profile\?edit=1$/);
    await expect(info.getByLabel("Company Name")).toHaveValue("Analytical Engines Ltd");
    await expect(info.getByLabel("Job Title")).toHaveValue("Analyst");
    await info.getByLabel("Job Title").fill("Lead Programmer");
    await info.getByLabel("Role Description").fill("Writes the first published program.");
    await info.getByRole("button", { name: "Save" }).click();

    await expect(notices(page, js)).toContainText("Profile Updated");
    await expect(page).toHaveURL(/\/profile$/);
    await expect(info.getByRole("textbox")).toHaveCount(0);
    await expect(info.getByRole("button", { name: "Save" })).toHaveCount(0);
    await expect(info.getByRole("link", { name: "Edit" })).toBeVisible();
    await expect(detail(info, "Job Title")).toHaveText("Lead Programmer");
    await expect(detail(info, "Role Description")).toHaveText("Writes the first published program.");
    await expect(detail(info, "Company Name")).toHaveText("Analytical Engines Ltd");
    await expect(detail(info, "Username")).toHaveText("Ada Lovelace");

    await page.reload();
    await expect(detail(info, "Job Title")).toHaveText("Lead Programmer");
    await expect(detail(info, "Role Description")).toHaveText("Writes the first published program.");
  });

  test("deletes a toolbox after confirmation; Cancel keeps it", async ({ page, baseURL, javaScriptEnabled: js }, testInfo) => {
    await registerAccount(page.request, baseURL!, { username: "Ada Lovelace", email: uniqueEmail(testInfo, "delete"), password: "lovelace-1815" });
    // Signed in, the toolkits made are the account's.
    await makeToolkit(page, baseURL!);
    const salesId = await makeToolkit(page, baseURL!, {
      jobTitle: "Sales Manager",
      workAreas: ["Lead Generation"],
      priorityChallenge: "Optimize Lead Generation for Marketing & Advertising",
      isStructuredInput: true,
    });
    await page.goto("/profile");
    await interactive(page, js);
    const toolboxes = page.getByRole("region", { name: "My AI Toolboxes" });
    await expect(toolboxes.getByRole("heading", { level: 3 })).toHaveCount(2);
    await expect(toolboxes.getByRole("heading", { level: 3, name: "Marketing Manager" })).toBeVisible();
    const deleteSales = toolboxes.getByRole("link", { name: "Delete the Sales Manager toolbox" });
    const question = "Delete the Sales Manager toolbox and its reports? This cannot be undone.";

    // Cancel.
    await deleteSales.click();
    if (js) {
      const dialog = page.getByRole("dialog", { name: "Delete toolbox?" });
      await expect(dialog).toContainText(question);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
    } else {
      await expect(page).toHaveURL(new RegExp(`/profile\\?delete=${salesId}$`));
      const confirm = toolboxes.getByRole("alert");
      await expect(confirm).toContainText(question);
      await confirm.getByRole("link", { name: "Cancel" }).click();
      await expect(page).toHaveURL(/\/profile$/);
    }
    await expect(toolboxes.getByRole("heading", { level: 3 })).toHaveCount(2);
    await expect(toolboxes.getByRole("heading", { level: 3, name: "Sales Manager" })).toBeVisible();

    // Delete.
    await deleteSales.click();
    if (js) {
      const dialog = page.getByRole("dialog", { name: "Delete toolbox?" });
      await dialog.getByRole("button", { name: "Delete" }).click();
      await expect(dialog).toBeHidden();
    } else {
      await toolboxes.getByRole("alert").getByRole("button", { name: "Delete" }).click();
      await expect(page).toHaveURL(/\/profile$/);
    }
    await expect(notices(page, js)).toContainText("Toolbox Deleted");
    await expect(toolboxes.getByRole("heading", { level: 3 })).toHaveText(["Marketing Manager"]);
    await page.reload();
    await expect(toolboxes.getByRole("heading", { level: 3 })).toHaveText(["Marketing Manager"]);
    // The deleted toolkit is gone for good.
    expect((await page.request.get(`${baseURL}/toolkit/${salesId}`)).status()).toBe(404);
  });

  test("resets a forgotten password from the emailed link", async ({ page, request, baseURL, javaScriptEnabled: js }, testInfo) => {
    test.setTimeout(60_000);
    const account = { username: "Ada Lovelace", email: uniqueEmail(testInfo, "reset"), password: "lovelace-1815" };
    // Made in another context: this page is not signed in.
    await registerAccount(request, baseURL!, account);
    await page.goto("/login?mode=login");
    await interactive(page, js);
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    if (js) {
      const dialog = page.getByRole("dialog", { name: "Reset your password" });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Send Reset Link" }).click();
      await expect(dialog.getByRole("alert")).toContainText("Please enter your email address.");
      await dialog.getByLabel("Email").fill(account.email);
      await dialog.getByRole("button", { name: "Send Reset Link" }).click();
      await expect(notices(page, js)).toContainText("Reset Link Sent");
      await expect(dialog).toBeHidden();
    } else {
      await expect(page).toHaveURL(/\/login\?mode=login&forgot=1#forgot$/);
      const section = page.getByRole("region", { name: "Reset your password" });
      await section.getByRole("button", { name: "Send Reset Link" }).click();
      await expect(section.getByRole("alert")).toContainText("Please enter your email address.");
      await section.getByLabel("Email").fill(account.email);
      await section.getByRole("button", { name: "Send Reset Link" }).click();
      await expect(page.getByRole("main").getByRole("status")).toContainText("Reset Link Sent");
    }

    const link = await resetLinkFor(account.email);
    expect(link).toMatch(new RegExp(`^${baseURL}/reset-password\\?token=[A-Za-z0-9_-]{43}$`));
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reset Your Password");
    await interactive(page, js);
    await page.getByLabel("New Password", { exact: true }).fill("babbage-1834");
    await page.getByLabel("Confirm New Password", { exact: true }).fill("babbage-1835");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(pageAlert(page)).toContainText("Passwords Don't Match");
    await expect(pageAlert(page)).toContainText("Please make sure both passwords are the same.");

    await page.getByLabel("New Password", { exact: true }).fill("babbage-1834");
    await page.getByLabel("Confirm New Password", { exact: true }).fill("babbage-1834");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page).toHaveURL(/\/login\?mode=login$/);
    await expect(notices(page, js)).toContainText("Password Reset Successful");

    // The link works once.
    await page.goto(link);
    await interactive(page, js);
    await page.getByLabel("New Password", { exact: true }).fill("another-pass");
    await page.getByLabel("Confirm New Password", { exact: true }).fill("another-pass");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(pageAlert(page)).toContainText("This reset link is invalid or has expired.");

    // The old password no longer works; the new one does.
    await page.goto("/login?mode=login");
    await interactive(page, js);
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("Email").fill(account.email);
    await form.getByLabel("Password", { exact: true }).fill(account.password);
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(pageAlert(page)).toContainText("Invalid credentials. Please try again.");
    await form.getByLabel("Email").fill(account.email);
    await form.getByLabel("Password", { exact: true }).fill("babbage-1834");
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(detail(page.getByRole("region", { name: "Profile Information" }), "Email")).toHaveText(account.email);
  });

  test("/reset-password without a token goes to /login with 'Invalid Reset Link'", async ({ page, javaScriptEnabled: js }) => {
    await page.goto("/reset-password");
    await expect(page).toHaveURL(/\/login\?mode=login$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome Back");
    await expect(notices(page, js)).toContainText("Invalid Reset Link");
    await expect(notices(page, js)).toContainText("No reset token found. Please request a new password reset.");
  });

  test("/profile signed out goes to /login", async ({ page }) => {
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login\?mode=login$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome Back");
  });
});

test.describe("admin", () => {
  const admin: { name: string; email: string; password: string; totpSecret?: string } = { name: "Ada Admin", email: "", password: "ada-admin-1842" };

  // Playwright reads the fixtures a hook uses from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    admin.email = uniqueEmail(testInfo, "admin");
    await createAdmin(admin.email, admin.password, admin.name);
  });

  /**
   * The first admin sign-in's set-up (issue 24): the key as text and as a QR code; the app's code
   * (computed here from the key, as the phone would); ten recovery codes shown once; on to /admin.
   */
  async function setUpSecondFactor(page: Page, js: boolean) {
    await expect(page).toHaveURL(/\/login\/two-factor$/);
    await interactive(page, js);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Set Up Two-Factor Sign-In");
    await expect(page.getByRole("img", { name: /^QR code to add/ })).toBeVisible();
    admin.totpSecret = (await page.getByTestId("totp-secret").innerText()).replace(/\s+/g, "");
    if (js) {
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
    }
    await page.getByRole("button", { name: "Turn On Two-Factor Sign-In" }).click();
    await expect(pageAlert(page)).toContainText("Code Required");
    await page.getByLabel("Code from the app").fill(await totpCode(admin.totpSecret));
    await page.getByRole("button", { name: "Turn On Two-Factor Sign-In" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Save Your Recovery Codes");
    await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
    await page.getByRole("link", { name: /continue to the dashboard/ }).click();
  }

  /** A later admin sign-in's second step: a wrong code is refused, the app's current one lets the admin in. */
  async function enterCode(page: Page, js: boolean) {
    await expect(page).toHaveURL(/\/login\/two-factor$/);
    await interactive(page, js);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Two-Factor Sign-In");
    await page.getByLabel("Code", { exact: true }).fill("000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(pageAlert(page)).toContainText("That code is not right.");
    await page.getByLabel("Code", { exact: true }).fill(await totpCode(admin.totpSecret!));
    await page.getByRole("button", { name: "Verify" }).click();
  }

  async function signOutAndOpenAdminLogin(page: Page) {
    await page.context().clearCookies();
    await page.goto("/");
    await interactive(page, true);
    await footerNav(page).getByRole("link", { name: "Admin Login" }).click();
    await expect(page.getByRole("dialog", { name: "Admin Login" })).toBeVisible();
  }

  async function expectDashboard(page: Page) {
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
    await expect(page.getByText(`Welcome back, ${admin.name}.`)).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: "Admin Dashboard" })).toHaveAttribute("href", "/admin");
    await expect(footerNav(page).getByRole("link", { name: "Admin Login" })).toHaveCount(0);
  }

  test("the footer's Admin Login dialog refuses, then opens the dashboard @js-only", async ({ page, request, baseURL }, testInfo) => {
    const user = { username: "Ada Lovelace", email: uniqueEmail(testInfo, "user"), password: "lovelace-1815" };
    await registerAccount(request, baseURL!, user);
    await page.goto("/");
    await interactive(page, true);
    await expect(mainNav(page).getByRole("link", { name: "Admin Dashboard" })).toHaveCount(0);
    await footerNav(page).getByRole("link", { name: "Admin Login" }).click();
    const dialog = page.getByRole("dialog", { name: "Admin Login" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/$`));

    // Empty: the toast and no call.
    const calls: string[] = [];
    page.on("request", (r) => {
      // The dialog's fetcher posts to /admin's data address (single fetch).
      if (r.method() === "POST" && new URL(r.url()).pathname === "/admin.data") calls.push(r.url());
    });
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Missing information");
    await expect(dialog.getByRole("alert")).toContainText("Please enter both email and password");
    await expect(notices(page, true)).toContainText("Missing information");
    expect(calls).toEqual([]);

    // A user who is not an admin: refused, and not signed in either.
    await dialog.getByLabel("Email").fill(user.email);
    await dialog.getByLabel("Password", { exact: true }).fill(user.password);
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Login failed");
    await expect(dialog.getByRole("alert")).toContainText("This account does not have admin access.");
    expect(calls).toHaveLength(1);
    await expect(dialog).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: "Sign In" })).toBeVisible();

    // The admin: on to the second factor (set up at this first sign-in), then /admin.
    const reloaded = page.waitForEvent("load");
    await dialog.getByLabel("Email").fill(admin.email);
    await dialog.getByLabel("Password", { exact: true }).fill(admin.password);
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expect(dialog).toBeHidden();
    await reloaded;
    await setUpSecondFactor(page, true);
    await expectDashboard(page);
    await expect(mainNav(page).getByRole("link", { name: "My Profile" })).toBeVisible();

    // Every later sign-in asks for the app's code.
    await signOutAndOpenAdminLogin(page);
    await page.getByRole("dialog", { name: "Admin Login" }).getByLabel("Email").fill(admin.email);
    await page.getByRole("dialog", { name: "Admin Login" }).getByLabel("Password", { exact: true }).fill(admin.password);
    await page.getByRole("dialog", { name: "Admin Login" }).getByRole("button", { name: "Sign In" }).click();
    await enterCode(page, true);
    await expectDashboard(page);
  });

  test("without JavaScript Admin Login opens /admin, whose form signs the admin in @js-off-only", async ({ page, request, baseURL }, testInfo) => {
    const user = { username: "Ada Lovelace", email: uniqueEmail(testInfo, "user"), password: "lovelace-1815" };
    await registerAccount(request, baseURL!, user);
    await page.goto("/");
    const adminLogin = footerNav(page).getByRole("link", { name: "Admin Login" });
    await expect(adminLogin).toHaveAttribute("href", "/admin");
    await adminLogin.click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Authentication Required");
    await expect(page.getByRole("main")).toContainText("You need to be logged in as an admin to access this page.");

    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Sign In" }).click();
    await expect(pageAlert(page)).toContainText("Missing information");

    await main.getByLabel("Email").fill(user.email);
    await main.getByLabel("Password", { exact: true }).fill(user.password);
    await main.getByRole("button", { name: "Sign In" }).click();
    await expect(pageAlert(page)).toContainText("This account does not have admin access.");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Authentication Required");

    await main.getByLabel("Email").fill(admin.email);
    await main.getByLabel("Password", { exact: true }).fill(admin.password);
    await main.getByRole("button", { name: "Sign In" }).click();
    await setUpSecondFactor(page, false);
    await expectDashboard(page);

    // Every later sign-in asks for the app's code.
    await page
      .getByRole("button", { name: /Sign Out|Log ?out/i })
      .first()
      .click();
    await page.goto("/admin");
    await page.getByRole("main").getByLabel("Email").fill(admin.email);
    await page.getByRole("main").getByLabel("Password", { exact: true }).fill(admin.password);
    await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
    await enterCode(page, false);
    await expectDashboard(page);
    await expect(notices(page, false)).toContainText("Login successful");
  });

  test("a signed-in user who is not an admin sees Access Denied", async ({ page, baseURL }, testInfo) => {
    await registerAccount(page.request, baseURL!, { username: "Ada Lovelace", email: uniqueEmail(testInfo, "user"), password: "lovelace-1815" });
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access Denied");
    await expect(page.getByRole("main")).toContainText("You don't have permission to access this page.");
    await expect(mainNav(page).getByRole("link", { name: "Admin Dashboard" })).toHaveCount(0);
    await expect(footerNav(page).getByRole("link", { name: "Admin Login" })).toHaveCount(0);
  });
});

// The public account pages are in accessibility.spec.ts's list; the profile needs an account.
test("no serious or critical accessibility violations on /profile (signed in) @js-only", async ({ page, baseURL }, testInfo) => {
  await registerAccount(page.request, baseURL!, {
    username: "Ada Lovelace",
    email: uniqueEmail(testInfo, "axe"),
    password: "lovelace-1815",
    jobTitle: "Analyst",
  });
  await makeToolkit(page, baseURL!);
  await page.goto("/profile");
  await expect(page.getByRole("region", { name: "My AI Toolboxes" }).getByRole("heading", { level: 3 })).toHaveCount(1);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
});

test("no serious or critical accessibility violations in the forgot-password and Admin Login dialogs @js-only", async ({ page }) => {
  const seriousIn = async (selector: string) => {
    const results = await new AxeBuilder({ page }).include(selector).analyze();
    return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
  };
  await page.goto("/login?mode=login");
  await interactive(page, true);
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("dialog", { name: "Reset your password" })).toBeVisible();
  expect(await seriousIn('[data-testid="forgot-password-dialog"]')).toEqual([]);

  await page.goto("/");
  await interactive(page, true);
  await footerNav(page).getByRole("link", { name: "Admin Login" }).click();
  await expect(page.getByRole("dialog", { name: "Admin Login" })).toBeVisible();
  expect(await seriousIn('[data-testid="admin-login-dialog"]')).toEqual([]);
});

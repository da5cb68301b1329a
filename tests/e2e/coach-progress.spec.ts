import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import nodemailer from "nodemailer";
import { expectNoSeriousAxe } from "./axe";
import { expect, test } from "./fixtures";

// The email coach's whole loop in a browser, with JavaScript on and off (the js-on and js-off
// projects): sign up on /coach, reply to the challenge by SMTP to the product's own coach listener,
// open the progress page from the score card, invite a colleague there, and confirm the invitation
// from its email. Mail is read from the e2e server's outbox.

const port = Number(process.env.E2E_PORT ?? 3210);
const OUTBOX = process.env.E2E_OUTBOX_DIR ?? path.join(os.tmpdir(), `academy-e2e-${port}`, "outbox");
const COACH_SMTP_PORT = Number(process.env.E2E_COACH_SMTP_PORT ?? port + 1000);

/** Every message in the outbox to this address, oldest first (the files are named by time). */
async function mailsTo(address: string): Promise<ParsedMail[]> {
  const names = (await fs.readdir(OUTBOX).catch(() => [] as string[])).filter((n) => n.endsWith(".eml")).sort();
  const mails: ParsedMail[] = [];
  for (const name of names) {
    const raw = await fs.readFile(path.join(OUTBOX, name));
    if (!raw.includes(address)) continue;
    const mail = await simpleParser(raw);
    if ((mail.to as { text: string } | undefined)?.text.toLowerCase() === address.toLowerCase()) mails.push(mail);
  }
  return mails;
}

/** The nth message (1 for the first) to this address, once the worker has written it. */
async function nthMailTo(address: string, n: number): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address))[n - 1];
        return Boolean(found);
      },
      { timeout: 30_000, message: `mail #${n} to ${address}` },
    )
    .toBe(true);
  return found!;
}

const replyAddressOf = (mail: ParsedMail) => (mail.replyTo as { value: { address: string }[] }).value[0]!.address;
const pathIn = (mail: ParsedMail, pattern: RegExp) => new URL(pattern.exec(mail.text ?? "")![0]).pathname;

async function replyBySmtp(from: string, to: string, subject: string, text: string) {
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port: COACH_SMTP_PORT, secure: false, ignoreTLS: true });
  try {
    await transport.sendMail({ from, to, subject, text });
  } finally {
    transport.close();
  }
}

const ANSWER =
  "The supplier delivered the card readers eleven days late, and that pushed our install back. We go live on Monday the 14th. I've booked two weekend shifts so we don't slip again, and I'll send you a one-line update every Friday until launch.";

test.describe("the coach's progress page", () => {
  test("a scored reply shows on the progress page, and a colleague invited there confirms and gets a challenge", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const run = `${testInfo.project.name}-${Date.now()}`;
    const me = `progress-${run}@example.com`;
    const colleague = `colleague-${run}@example.com`;

    await page.goto("/coach");
    const hero = page.getByRole("form", { name: "Challenge Me" });
    await hero.getByLabel("Your email").fill(me);
    await hero.getByRole("button", { name: "Challenge Me" }).click();
    await expect(page.getByText("Check your email for your first performance challenge.").first()).toBeVisible();

    // The challenge's own reply address takes the answer, through the product's SMTP listener.
    const challenge = await nthMailTo(me, 1);
    expect(challenge.subject).toMatch(/^Your first performance challenge: /);
    await replyBySmtp(me, replyAddressOf(challenge), `Re: ${challenge.subject}`, ANSWER);
    const card = await nthMailTo(me, 2);
    const overall = /^Your score card: .+ \((\d+(?:\.\d)?)\/10\)$/.exec(card.subject ?? "")?.[1];
    expect(overall, card.subject).toBeTruthy();

    // The card's "See all your scores" link.
    await page.goto(pathIn(card, /http\S+\/coach\/progress\/[0-9a-z]+-[a-z2-7]{20}/));
    await expect(page.getByRole("heading", { name: "Your coaching progress", level: 1 })).toBeVisible();
    await expect(page.getByText(`${me[0]}•••@example.com`).first()).toBeVisible();
    await expect(page.getByText(me)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Growth Tracking", level: 2 })).toBeVisible();
    await expect(page.getByText("This is your first scored challenge").first()).toBeVisible();
    await expect(page.getByRole("img", { name: "Your overall scores over time" })).toBeVisible();
    await expect(page.getByRole("table")).toContainText(`${overall}/10`);
    await expect(page.getByRole("heading", { name: "Benchmarking", level: 2 })).toBeVisible();
    const answer = page.getByRole("article", { name: "The lift pitch" });
    await expect(answer).toContainText("Clarity");
    await expect(answer).toContainText("To do better:");
    // The next challenge came with the card, and waits for a reply.
    await expect(page.getByRole("region", { name: "Waiting for your reply" })).toContainText("Challenge #2");
    await expect(page.getByRole("link", { name: "the method, step by step" })).toHaveAttribute("href", "/methodology#coach");
    await expectNoSeriousAxe(page, testInfo);

    // Challenge Others: one invitation, named in the list as invited.
    const others = page.getByRole("region", { name: "Challenge Others" });
    await others.getByLabel("Your colleague's email").fill(me.toUpperCase());
    await others.getByRole("button", { name: "Send Invitation" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "That's Your Address" }).first()).toBeVisible();
    await page.getByRole("region", { name: "Challenge Others" }).getByLabel("Your colleague's email").fill(colleague);
    await page.getByRole("region", { name: "Challenge Others" }).getByRole("button", { name: "Send Invitation" }).click();
    await expect(page.getByText("Invitation Sent").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Challenge Others" }).getByRole("listitem")).toContainText([/c•••@example\.com\s*Invited/]);

    const invitation = await nthMailTo(colleague, 1);
    expect(invitation.subject).toBe("You're invited to try a free email performance coach");
    expect((invitation.text ?? "").replace(/\s+/g, " ")).toContain(`${me} has been using the Upskill Academy email coach`);
    const confirmPath = pathIn(invitation, /http\S+\/coach\/invitations\/[0-9a-z]+-[a-z2-7]{20}/);

    // Opening the link only asks; the button confirms.
    await page.goto(confirmPath);
    await expect(page.getByRole("heading", { name: "You're invited to the email coach", level: 1 })).toBeVisible();
    await expectNoSeriousAxe(page, testInfo);
    await page.getByRole("button", { name: "Confirm and Send My First Challenge" }).click();
    await expect(page.getByRole("heading", { name: "Challenge Incoming!", level: 1 })).toBeVisible();
    await expect(page.getByText("Check your email for your first performance challenge.")).toBeVisible();
    await expect(page).toHaveURL(/\?sent=first$/);
    await expectNoSeriousAxe(page, testInfo);

    const first = await nthMailTo(colleague, 2);
    expect(first.subject).toMatch(/^Your first performance challenge: /);

    // Confirming again sends nothing.
    await page.goto(confirmPath);
    await expect(page.getByRole("heading", { name: "Invitation Already Confirmed", level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Confirm and Send My First Challenge" })).toHaveCount(0);

    await page.goto(pathIn(card, /http\S+\/coach\/progress\/[0-9a-z]+-[a-z2-7]{20}/));
    await expect(page.getByRole("region", { name: "Challenge Others" }).getByRole("listitem")).toContainText([/c•••@example\.com\s*Joined/]);
    expect(await mailsTo(colleague)).toHaveLength(2);
  });

  test("a forged progress link is the site's 404", async ({ page }) => {
    const response = await page.goto("/coach/progress/1-aaaaaaaaaaaaaaaaaaaa");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  });
});

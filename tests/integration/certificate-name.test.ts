// The name on certificates and the certificate itself (issue 28 items 2 and 3), through the web
// server as deployed with plain form posts: the name typed at checkout is adopted (an email's
// local part never is), a holder without one is asked before the certificate downloads, the name
// can be corrected once and not after a certificate carries it, bad names are refused with the
// reason and change nothing; the certificate comes as a designed PDF and a PNG with a QR code to
// its verification page.
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { users } from "../../db/schema/index";
import { completeLevel } from "../../app/services/sales/purchases.server";
import { Browser } from "../helpers/browser";
import { buy, learner, passLevel, q } from "../helpers/course-learner";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

useTestDatabase();
const web = useWebServer();

const nameOf = async (id: number) =>
  (
    await q<{ name: string | null; corrected: boolean }>(
      sql`SELECT certificate_name AS name, certificate_name_corrected AS corrected FROM users WHERE id = ${id}`,
    )
  )[0]!;
const save = (browser: Browser, name: string, back = "/learn") =>
  browser.request(`/profile/certificate-name?back=${encodeURIComponent(back)}`, { method: "POST", form: { certificateName: name } });

async function pdfText(bytes: Uint8Array) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

describe("the name on certificates", () => {
  it("is the name typed at checkout; without one, it is asked for before the certificate downloads", async () => {
    const named = await learner(web.base);
    expect((await nameOf(named.id)).name).toBe(named.name);

    // Bought without a name: no certificate name, whatever the account's name (made from the email here).
    const who = await learner(web.base, { buys: false });
    await getDb()
      .update(users)
      .set({ username: "course.someone" })
      .where(sql`id = ${who.id}`);
    await buy({ id: who.id, email: who.email, name: "" }, "level-1");
    expect((await nameOf(who.id)).name).toBeNull();
    expect((await who.browser.get("/learn")).body).toContain("Your certificates need your name");
    expect(await passLevel(who, 1)).toBe("/learn?certified=1");
    const code = (await q<{ code: string }>(sql`SELECT certificate_code AS code FROM course_enrolments WHERE user_id = ${who.id}`))[0]!.code;
    expect((await new Browser(web.base).get(`/certificates/${code}`)).body).toContain("Name not yet given by the holder");
    const asked = await who.browser.get("/learn/level-1/certificate.pdf");
    expect(asked.status).toBe(302);
    expect(asked.headers.get("location")).toBe(`/profile/certificate-name?back=${encodeURIComponent("/learn/level-1/certificate.pdf")}`);

    // Bad names: the reason, and nothing saved.
    for (const [bad, reason, status] of [
      ["   ", "Name Required", 400],
      ["x".repeat(101), "Name Too Long", 400],
      // A control character is refused at the edge for every form, with its own clear page.
      ["Ann\u0007Lee", "Text fields may not contain control characters", 400],
      ["Ann\nLee", "Name Not Accepted", 400],
    ] as const) {
      const refused = await save(who.browser, bad);
      expect(refused.status, JSON.stringify(bad)).toBe(status);
      expect(refused.body).toContain(reason);
    }
    expect((await nameOf(who.id)).name).toBeNull();

    // Given after the certificate: it may be given (it never was), and the certificate downloads.
    const saved = await save(who.browser, "  Ngozi   Adichie ", "/learn/level-1/certificate.pdf");
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/learn/level-1/certificate.pdf");
    expect((await nameOf(who.id)).name).toBe("Ngozi Adichie");
    const pdf = await who.browser.get("/learn/level-1/certificate.pdf");
    expect(pdf.status).toBe(200);
    const text = await pdfText(
      new Uint8Array(await (await fetch(`${web.base()}/learn/level-1/certificate.pdf`, { headers: { Cookie: who.browser.cookieHeader() } })).arrayBuffer()),
    );
    for (const words of [
      "Upskill Academy",
      "CERTIFICATE OF ACHIEVEMENT",
      "AI Fluency: Awareness in Action, Marketing Manager",
      "Ngozi Adichie",
      "ROLE",
      "RESULT",
      "Distinction",
      `Credential ID ${code}`,
      "Scan to verify",
      `/certificates/${code}`,
    ])
      expect(text, text).toContain(words);
    expect(text).not.toContain("course.someone");

    // Now on a certificate: no correction any more, and the page says why.
    const late = await save(who.browser, "Ngozi N. Adichie");
    expect(late.status).toBe(409);
    expect(late.body).toContain("Name Already on a Certificate");
    expect((await nameOf(who.id)).name).toBe("Ngozi Adichie");
  });

  it("can be corrected once before a certificate carries it, and no second time", async () => {
    const who = await learner(web.base);
    const first = await save(who.browser, "Jo Bloggs");
    expect(first.status).toBe(302);
    expect(await nameOf(who.id)).toEqual({ name: "Jo Bloggs", corrected: true });
    const again = await save(who.browser, "Joanna Bloggs");
    expect(again.status).toBe(409);
    expect(again.body).toContain("Name Already Corrected");
    expect((await nameOf(who.id)).name).toBe("Jo Bloggs");
    // The same name again changes nothing and is not refused.
    expect((await save(who.browser, "Jo Bloggs")).status).toBe(302);
    const page = await who.browser.get("/profile/certificate-name");
    expect(page.body).toContain("You have already corrected your name once");
    // The way back is a path of this site, never another origin.
    const away = await save(who.browser, "Jo Bloggs", "//evil.example/x");
    expect(away.headers.get("location")).toBe("/profile");
  });
});

describe("the certificate image", () => {
  it("is a PNG of the designed certificate, with its QR code, for the holder only", async () => {
    const who = await learner(web.base, { buys: "bundle", jobTitle: "Registered Nurse" });
    await completeLevel(who.id, 1);
    expect(await passLevel(who, 2)).toBe("/learn?certified=1");
    const response = await fetch(`${web.base()}/learn/level-2/certificate.png`, { headers: { Cookie: who.browser.cookieHeader() } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 1131]);
    expect((await new Browser(web.base).get("/learn/level-2/certificate.png")).status).toBe(302);
    const home = await who.browser.get("/learn");
    expect(home.body).toContain('href="/learn/level-2/certificate.png"');
  });
});

import { describe, expect, it } from "vitest";
import { sendEmailPayloadSchema } from "~/lib/schemas/email";
import { EARLY_ACCESS_TEMPLATE, earlyAccessConfirmationEmail } from "./survey.server";

const flat = (text: string) => text.replace(/\s+/g, " ");

describe("earlyAccessConfirmationEmail", () => {
  it("greets the respondent, repeats the job title and links to the free toolkit", () => {
    const mail = earlyAccessConfirmationEmail({ name: "Ada", jobTitle: "Nurse" });
    expect(mail.subject).toBe("You're on the Upskill Academy early-access list");
    expect(flat(mail.text)).toContain("Hi Ada,");
    expect(flat(mail.text)).toContain("Job title: Nurse");
    expect(flat(mail.text)).toContain("when early access opens");
    expect(mail.html).toContain("Get your free AI toolkit");
  });

  it("escapes what was typed and keeps it on one line", () => {
    const mail = earlyAccessConfirmationEmail({ name: "<script>x</script>\nBcc: evil@example.com", jobTitle: "<b>Boss</b>" });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;b&gt;Boss&lt;/b&gt;");
    expect(mail.text).toContain("Hi <script>x</script> Bcc: evil@example.com,");
  });

  it("is a valid transactional send-email payload without an unsubscribe header", () => {
    const mail = earlyAccessConfirmationEmail({ name: "Ada", jobTitle: "Nurse" });
    const payload = sendEmailPayloadSchema.parse({ to: "ada@example.com", ...mail, kind: "transactional", template: EARLY_ACCESS_TEMPLATE });
    expect(payload.headers).toBeUndefined();
  });
});

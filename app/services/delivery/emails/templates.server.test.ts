import { describe, expect, it } from "vitest";
import { escapeHtml } from "~/lib/text";
import { consultationAdminEmail } from "./consultation-admin.server";
import { consultationConfirmationEmail } from "./consultation-confirmation.server";
import { renderEmail } from "./render.server";
import { toolkitReportEmail } from "./toolkit-report.server";

const toolkit = {
  name: "Ada",
  jobTitle: "Marketing Manager",
  companyName: "Acme",
  toolkitUrl: "http://localhost:3000/toolkit/42?share=abc",
  downloadUrl: "http://localhost:3000/api/download-report/tok123",
  toolCount: 9,
  totalAnnualValue: 23456,
  totalHoursPerWeek: 5,
  totalGain: 12.5,
  salary: 90000,
  unsubscribeUrl: "http://localhost:3000/unsubscribe?token=unsub-token",
};

/** The text part wraps long lines; compare phrases across line breaks. */
const flat = (text: string) => text.replace(/\s+/g, " ");

function structure(html: string) {
  expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
  expect(html.match(/<html\b/g)).toHaveLength(1);
  expect(html.match(/<\/html>/g)).toHaveLength(1);
  expect(html.match(/<body\b/g)).toHaveLength(1);
  expect(html).toMatch(/<html lang="en"/);
  expect(html).toMatch(/<title>[^<]+<\/title>/);
  expect(html).toContain("max-width:600px");
  expect(html).toContain("#2452e0");
  // No external images or scripts.
  expect(html).not.toMatch(/<img\b|<script\b/i);
  // Layout tables are marked as presentation.
  expect(html).toMatch(/<table role="presentation"/);
}

describe("toolkitReportEmail", () => {
  const email = toolkitReportEmail(toolkit);

  it("has the subject, a well-formed HTML part and a preheader", () => {
    expect(email.subject).toBe("Your Marketing Manager AI Toolkit is ready");
    structure(email.html);
    expect(email.html).toContain("<title>Your Marketing Manager AI Toolkit is ready</title>");
    expect(email.html).toMatch(/<div style="display:none;[^"]*">9 AI tools for your role/);
  });

  it("says the PDF is attached and shows the figures as estimates", () => {
    for (const part of [email.html, flat(email.text)]) {
      expect(part).toContain("attached to this email as a PDF");
      expect(part).toContain("up to $23,456");
      expect(part).toContain("up to 5 h (12.5% of a 40-hour week)");
      expect(part).toContain("$90,000");
      expect(part).toContain("http://localhost:3000/methodology");
      // No promise beyond what the toolkit computed: its own hours, never "5x" or "10+ hours".
      expect(part).toContain("turn the 5 h a week this toolkit estimates");
      expect(part).not.toContain("5x");
      expect(part).not.toContain("10+ hours");
      expect(part).toContain("pre-launch pricing");
    }
  });

  it("has a readable text part with every link", () => {
    const { text } = email;
    expect(text).not.toMatch(/<[a-z/][^>]*>/i);
    expect(text).toContain("Hi Ada,");
    expect(text).toContain("http://localhost:3000/toolkit/42?share=abc");
    expect(text).toContain("http://localhost:3000/api/download-report/tok123");
    // 'View AI Training Program' opens the course page (issue 27), not the toolkit wizard.
    expect(text).toContain("http://localhost:3000/aiupskill/training");
    expect(text).not.toContain("/aiupskill/start");
    expect(text).toContain("Unsubscribe: http://localhost:3000/unsubscribe?token=unsub-token");
    expect(text).toContain("hello@upskill.academy");
    for (const line of text.split("\n")) if (!line.includes("http")) expect(line.length).toBeLessThanOrEqual(78);
  });

  it("links the unsubscribe page only when given one", () => {
    expect(email.html).toContain('href="http://localhost:3000/unsubscribe?token=unsub-token"');
    const without = toolkitReportEmail({ ...toolkit, unsubscribeUrl: undefined });
    expect(without.html).not.toContain("Unsubscribe");
    expect(without.text).not.toContain("Unsubscribe");
    expect(without.html).toContain("Upskill Academy");
    expect(without.html).toContain("mailto:hello@upskill.academy");
  });

  it("escapes user text and keeps it on one line in the subject", () => {
    const evil = toolkitReportEmail({ ...toolkit, name: "<script>alert(1)</script>", jobTitle: 'Chief "<b>" Officer\r\nBcc: x@y.z', companyName: "A&B <Co>" });
    expect(evil.html).not.toContain("<script>");
    expect(evil.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(evil.html).not.toContain("<b>");
    expect(evil.html).toContain("A&amp;B &lt;Co&gt;");
    expect(evil.subject).not.toMatch(/[\r\n]/);
    expect(evil.text).toContain("Hi <script>alert(1)</script>,");
    structure(evil.html);
  });

  it("keeps a title or company that reads as a link or a call to action out of the subject and the text (issue 24)", () => {
    const phishing = toolkitReportEmail({
      ...toolkit,
      jobTitle: "Account suspended - verify at evil.example within 24h",
      companyName: "Log in at evil.example",
    });
    expect(phishing.subject).toBe("Your AI Toolkit is ready");
    for (const part of [phishing.html, flat(phishing.text)]) {
      expect(part).not.toMatch(/evil\.example|suspended|verify|Log in/);
      expect(part).toContain("Your personalised AI toolkit for your role is attached");
    }
    structure(phishing.html);
  });

  it("drops links that are not web or mail links", () => {
    const bad = toolkitReportEmail({ ...toolkit, toolkitUrl: "javascript:alert(1)" });
    expect(bad.html).not.toContain("javascript:");
    expect(bad.text).not.toContain("javascript:");
  });
});

describe("consultation emails", () => {
  it("confirms to the visitor with the spec's text", () => {
    const email = consultationConfirmationEmail({ name: "Grace <Hopper>", jobTitle: "Engineer", workArea: "Content Creation" });
    structure(email.html);
    expect(email.html).toContain("We&#39;ll contact you within 24 hours to schedule your consultation.");
    expect(flat(email.text)).toContain("We'll contact you within 24 hours to schedule your consultation.");
    expect(email.html).toContain("Grace &lt;Hopper&gt;");
    expect(email.text).toContain("Content Creation");
    expect(email.html).not.toContain("Unsubscribe");
  });

  it("tells the team every field, escaped", () => {
    const email = consultationAdminEmail({
      name: "<img src=x onerror=alert(1)>",
      email: "grace@example.com",
      company: "Acme & Sons",
      phone: "+61 400 000 000",
      workArea: "Data Analysis",
      workAreaDescription: "Reports <every> week",
      jobTitle: "Analyst",
      toolkitUrl: "http://localhost:3000/toolkit/7",
    });
    structure(email.html);
    expect(email.subject).toContain("New consultation request");
    expect(email.html).not.toContain("<img");
    expect(email.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(email.html).toContain("Acme &amp; Sons");
    expect(email.html).toContain("Reports &lt;every&gt; week");
    expect(email.html).toContain('href="mailto:grace@example.com"');
    for (const value of ["grace@example.com", "+61 400 000 000", "Data Analysis", "Analyst", "http://localhost:3000/toolkit/7"]) {
      expect(email.text).toContain(value);
    }
  });

  it("marks missing optional fields", () => {
    const email = consultationAdminEmail({ name: "Ada", email: "ada@example.com" });
    expect(email.text).toContain("- Company: Not provided");
    expect(email.text).toContain("- Toolkit: Not provided");
  });
});

describe("renderEmail", () => {
  it("escapes everything", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    const { html } = renderEmail({ title: "<T>", preheader: "<P>", blocks: [{ kind: "list", items: ["<i>"] }] });
    expect(html).toContain("<title>&lt;T&gt;</title>");
    expect(html).not.toMatch(/<i>|<T>|<P>/);
  });
});

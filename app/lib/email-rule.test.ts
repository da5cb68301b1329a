import { describe, expect, it } from "vitest";
import { sendEmailPayloadSchema } from "./schemas/email";
import { emailSchema, isDeliverableEmail } from "./email-rule";

const deliverable = ["ada@example.com", "a/b=c+x@example.test", "o'brien@mail.example.co.uk", "first.last+tag@sub.example.org", "x@a-b.example"];
const refused = [
  "eve,bob@example.test",
  "ana@bücher.example",
  "ünï@example.com",
  "a b@example.com",
  '"quoted"@example.com',
  "two@@example.com",
  ".dot@example.com",
  "dot.@example.com",
  "do..t@example.com",
  "ada@localhost",
  "ada@[127.0.0.1]",
  "ada@example.c0m",
  "ada@-bad.example",
  "ada@example.com\r\nBcc: x@example.com",
  `${"a".repeat(65)}@example.com`,
  `a@${"b".repeat(250)}.com`,
];

describe("the one email rule", () => {
  it.each(deliverable)("accepts %s", (address) => {
    expect(isDeliverableEmail(address)).toBe(true);
    expect(emailSchema().parse(`  ${address} `)).toBe(address);
  });

  it.each(refused)("refuses %s", (address) => {
    expect(isDeliverableEmail(address)).toBe(false);
    expect(emailSchema("nope").safeParse(address).error?.issues[0]?.message).toBe("nope");
  });

  it("is the rule the send-email job applies, so whatever a form took can be mailed", () => {
    const message = { subject: "s", text: "t", html: "h", kind: "transactional" as const, template: "t" };
    for (const to of deliverable) expect(sendEmailPayloadSchema.safeParse({ ...message, to }).success).toBe(true);
    for (const to of refused) expect(sendEmailPayloadSchema.safeParse({ ...message, to }).success).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { MAX_REPLY_BYTES } from "~/lib/coach-inbound";
import { addressIn, readMailgunPost } from "./mailgun-inbound.server";

const form = (fields: Record<string, string>, files: Record<string, string> = {}) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  for (const [name, content] of Object.entries(files)) data.set(name, new Blob([content]), `${name}.txt`);
  return data;
};

describe("the address in a From field", () => {
  it("reads the usual shapes", () => {
    expect(addressIn("Ada Lovelace <Ada@Example.com>")).toBe("ada@example.com");
    expect(addressIn('"Doe, Jo" <jo@example.com>')).toBe("jo@example.com");
    expect(addressIn("jo@example.com")).toBe("jo@example.com");
    expect(addressIn("jo@example.com (Jo Doe)")).toBe("jo@example.com");
    expect(addressIn("")).toBeNull();
    expect(addressIn("Nobody")).toBeNull();
  });
});

describe("a Mailgun post as the coach's InboundMail", () => {
  it("reads the parsed fields", async () => {
    const mail = await readMailgunPost(
      form(
        {
          recipient: "coach+1-abc@upskill.academy, other@example.com",
          from: "Ada <ada@example.com>",
          subject: "Re: challenge",
          "body-plain": "My answer.",
          "body-html": "<p>My answer.</p>",
          "message-headers": JSON.stringify([["Message-Id", "<h@example.com>"]]),
          "Message-Id": "<m@example.com>",
          "attachment-count": "1",
        },
        { "attachment-1": "file" },
      ),
      2_000,
    );
    expect(mail).toEqual({
      via: "webhook",
      recipients: ["coach+1-abc@upskill.academy", "other@example.com"],
      from: "ada@example.com",
      subject: "Re: challenge",
      messageId: "<m@example.com>",
      text: "My answer.",
      attachments: 1,
      sizeBytes: 2_000,
      tooLarge: false,
      automatic: false,
    });
  });

  it("knows an automatic reply from its headers, and takes the Message-Id from them when the field is missing", async () => {
    const mail = await readMailgunPost(
      form({
        recipient: "coach+1-abc@upskill.academy",
        from: "ada@example.com",
        subject: "Re: challenge",
        "body-plain": "Away.",
        "message-headers": JSON.stringify([
          ["Auto-Submitted", "auto-replied"],
          ["Message-Id", "<h@example.com>"],
        ]),
      }),
      500,
    );
    expect(mail).toMatchObject({ automatic: true, messageId: "<h@example.com>" });
  });

  it("makes one Message-ID for a message that has none, the same on each retry", async () => {
    const fields = { recipient: "coach+1-abc@upskill.academy", from: "ada@example.com", subject: "Re", "body-plain": "Answer", "message-headers": "not json" };
    const first = await readMailgunPost(form({ ...fields, timestamp: "1", token: "a" }), 100);
    const again = await readMailgunPost(form({ ...fields, timestamp: "2", token: "b" }), 100);
    expect(first.messageId).toMatch(/^<sha256-[0-9a-f]{64}@coach\.local>$/);
    expect(again.messageId).toBe(first.messageId);
    expect((await readMailgunPost(form({ ...fields, "body-plain": "Other" }), 100)).messageId).not.toBe(first.messageId);
  });

  it("does not read the body of a post too large to read, and counts attachments without the count field", async () => {
    const mail = await readMailgunPost(
      form({ recipient: "coach+1-abc@upskill.academy", from: "ada@example.com", "body-plain": "Answer" }, { "attachment-1": "a", "attachment-2": "b" }),
      MAX_REPLY_BYTES + 1,
    );
    expect(mail).toMatchObject({ tooLarge: true, text: "", attachments: 2, sizeBytes: MAX_REPLY_BYTES + 1 });
  });

  it("reads the raw message of the mime format, delivered to the recipient field", async () => {
    const raw = "From: Ada <ada@example.com>\r\nTo: someone@example.com\r\nSubject: Re: challenge\r\nMessage-ID: <raw@example.com>\r\n\r\nMy answer.\r\n";
    const mail = await readMailgunPost(form({ recipient: "coach+1-abc@upskill.academy", "body-mime": raw }), 10_000);
    expect(mail).toMatchObject({
      via: "webhook",
      recipients: ["coach+1-abc@upskill.academy"],
      from: "ada@example.com",
      messageId: "<raw@example.com>",
      text: "My answer.\n",
      sizeBytes: Buffer.byteLength(raw),
    });
  });
});

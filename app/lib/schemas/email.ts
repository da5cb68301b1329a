import { z } from "zod";
import { emailSchema } from "~/lib/email-rule";

/** What the send-email job carries: a fully rendered message, so a retry sends the same bytes. */
export const emailAttachmentSchema = z.object({
  filename: z.string().min(1).max(200),
  contentType: z.string().min(1).max(100),
  /** A file on this machine (e.g. a rendered PDF) or inline base64 content. */
  path: z.string().min(1).optional(),
  contentBase64: z.string().optional(),
});

export const sendEmailPayloadSchema = z
  .object({
    // The rule every form applies (app/lib/email-rule.ts): what was accepted can be sent.
    to: emailSchema("not an address the mail system can deliver to"),
    subject: z.string().min(1).max(300),
    text: z.string().min(1),
    html: z.string().min(1),
    /** Marketing mail is not sent to people who unsubscribed; transactional mail always is. */
    kind: z.enum(["transactional", "marketing"]),
    template: z.string().min(1).max(80),
    /** The same key is sent once, however often the job runs. */
    idempotencyKey: z.string().min(1).max(200).optional(),
    headers: z.record(z.string(), z.string()).optional(),
    attachments: z.array(emailAttachmentSchema).max(10).optional(),
  })
  .refine(
    // Every marketing email lets its reader leave (accounts-admin-sales.md, unsubscribe page).
    (m) => m.kind !== "marketing" || Object.keys(m.headers ?? {}).some((h) => h.toLowerCase() === "list-unsubscribe"),
    { message: "A marketing email needs a List-Unsubscribe header (see unsubscribe.server.ts)", path: ["headers"] },
  );

export type SendEmailPayload = z.infer<typeof sendEmailPayloadSchema>;

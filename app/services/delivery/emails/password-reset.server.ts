// The password reset link (accounts-admin-sales.md §2, §5).
import { greeting, renderEmail, type RenderedEmail } from "./render.server";

export interface PasswordResetInput {
  name: string;
  resetUrl: string;
  validMinutes: number;
}

/** The reset link (accounts-admin-sales.md, reset password); transactional, never marketing. */
export function passwordResetEmail(input: PasswordResetInput): RenderedEmail {
  const subject = "Reset your Upskill Academy password";
  const { html, text } = renderEmail({
    title: "Reset your password",
    preheader: `Use this link within ${input.validMinutes} minutes to choose a new password.`,
    blocks: [
      { kind: "paragraph", parts: [greeting(input.name)] },
      { kind: "paragraph", parts: ["Someone (we hope you) asked to reset the password of your Upskill Academy account. Choose a new one here:"] },
      { kind: "button", label: "Choose a new password", href: input.resetUrl },
      { kind: "paragraph", parts: [`The link works once, for ${input.validMinutes} minutes. Signing in with the new password ends your other sessions.`] },
      { kind: "note", parts: ["If you did not ask for this, ignore this email: your password stays as it is."] },
    ],
  });
  return { subject, html, text };
}

// Secrets the server must read back later (an admin's TOTP secret) are stored encrypted, so that a
// copy of the database or a backup alone does not give working codes. AES-256-GCM with a key
// derived (HKDF-SHA256) from SESSION_SECRET, which lives outside the database (.data/session-secret
// or the environment). A server given another SESSION_SECRET cannot read them: its admins are set
// up again after `academy admin reset-2fa` (README, Operating it).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { config } from "~/config.server";

const VERSION = "v1";

function keyFor(purpose: string): Buffer {
  const secret = config.sessionSecret;
  if (!secret) throw new Error("SESSION_SECRET is not set: `academy serve` sets one on start.");
  return Buffer.from(hkdfSync("sha256", secret, "upskill-academy", `secret-box:${purpose}`, 32));
}

/** The text, encrypted for this purpose: "v1.iv.tag.ciphertext" in base64url. */
export function seal(plaintext: string, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(purpose), iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

/** The text sealed for this purpose, or null when it was sealed with another key or altered. */
export function open(sealed: string, purpose: string): string | null {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFor(purpose), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

// The name a certificate is made out to (issue 28): what the holder typed, tidied (spaces
// collapsed), refused when it is empty, over 100 characters, holds control characters, or has no
// letter at all. Never derived from an email address: nothing here or elsewhere makes one up.
import type { ProblemTable } from "./schemas/problems";

export const CERTIFICATE_NAME_MAX = 100;

export const CERTIFICATE_NAME_PROBLEMS = {
  required: { title: "Name Required", description: "Please enter your name as it should appear on your certificates." },
  tooLong: { title: "Name Too Long", description: `Please keep your name to ${CERTIFICATE_NAME_MAX} characters or fewer.` },
  control: {
    title: "Name Not Accepted",
    description: "Your name contains characters that cannot be printed (such as tabs or line breaks). Please type it again.",
  },
  noLetter: { title: "Name Not Accepted", description: "Please enter your name in letters." },
  corrected: { title: "Name Already Corrected", description: "You have already corrected your name once. Please contact us if it is still wrong." },
  issued: {
    title: "Name Already on a Certificate",
    description: "Your name is on a certificate already issued, so it can no longer be changed here. Please contact us if it is wrong.",
  },
} satisfies ProblemTable;
export type CertificateNameProblem = keyof typeof CERTIFICATE_NAME_PROBLEMS;

// C0 and C1 controls, and the Unicode line and paragraph separators.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;

export function readCertificateName(raw: unknown): { ok: true; name: string } | { ok: false; problem: CertificateNameProblem } {
  if (typeof raw !== "string") return { ok: false, problem: "required" };
  if (CONTROL.test(raw.replace(/^[\t\r\n ]+|[\t\r\n ]+$/g, ""))) return { ok: false, problem: "control" };
  const name = raw.trim().replace(/ {2,}/g, " ").normalize("NFC");
  if (!name) return { ok: false, problem: "required" };
  if ([...name].length > CERTIFICATE_NAME_MAX) return { ok: false, problem: "tooLong" };
  if (!/\p{L}/u.test(name)) return { ok: false, problem: "noLetter" };
  return { ok: true, name };
}

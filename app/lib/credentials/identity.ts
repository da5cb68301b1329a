// The holder of a credential, identified without giving their address away (OB 3.0 IdentityObject,
// §B.1 "IdentityObject" and "IdentityHash"): "sha256$" and the hex SHA-256 of the address followed
// by a salt. Anyone who knows the address and reads the salt in the credential can check it is
// theirs; nobody can read the address back or match one holder's credentials by it.
import { createHash, randomBytes } from "node:crypto";
import type { IdentityHash } from "./open-badge";

/** The form hashed: addresses are compared trimmed and lower-case, as the product stores them. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function emailIdentityHash(email: string, salt: string): string {
  return `sha256$${createHash("sha256")
    .update(`${normaliseEmail(email)}${salt}`, "utf8")
    .digest("hex")}`;
}

/** A fresh salt for each credential. */
export function hashedEmail(email: string, salt: string = randomBytes(16).toString("hex")): IdentityHash {
  return { identityHash: emailIdentityHash(email, salt), salt };
}

/** Does this address match the credential's hashed identifier? */
export function emailMatches(email: string, identity: IdentityHash): boolean {
  return emailIdentityHash(email, identity.salt) === identity.identityHash;
}

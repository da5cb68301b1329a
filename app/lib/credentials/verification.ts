// What checking a credential answers (issue 28 item 1, "Bad input"): valid, or invalid with the
// reason a person can act on. The service (services/credentials/verify-credential.server.ts)
// decides which; this says it in words, for the CLI, the API and the verification page alike.

export type InvalidReason = "malformed" | "unknown-issuer" | "bad-signature" | "altered" | "revoked" | "status-unavailable";
export type RevocationReason = "refund" | "admin";

/** An admin's reason for revoking, in words: at most this long (the CLI and the dashboard's form). */
export const REVOCATION_NOTE_MAX = 500;

export type CredentialVerification =
  | { valid: true; id: string | null; issuer: string; validFrom: string | null }
  | {
      valid: false;
      reason: InvalidReason;
      message: string;
      id: string | null;
      revocation?: { reason: RevocationReason; at: string | null; note: string | null };
    };

const REVOCATION_WORDS: Record<RevocationReason, string> = {
  refund: "the simulation was refunded",
  admin: "an administrator revoked it",
};

/** The sentence for an invalid credential. */
export function invalidMessage(reason: InvalidReason, revocation?: { reason: RevocationReason; at: string | null; note: string | null }): string {
  switch (reason) {
    case "malformed":
      return "This is not a verifiable credential: it has no proof or is not a JSON object.";
    case "unknown-issuer":
      return "This credential was not issued by Upskill Academy: its issuer or signing key is not the academy's.";
    case "bad-signature":
      return "The signature does not match: this credential was not signed by Upskill Academy's key.";
    case "altered":
      return "The credential was changed after it was signed: its content no longer matches its signature.";
    case "status-unavailable":
      return "The credential's revocation status could not be read from its status list.";
    case "revoked": {
      const why = revocation ? REVOCATION_WORDS[revocation.reason] : "its issuer revoked it";
      const when = revocation?.at ? ` on ${revocation.at.slice(0, 10)}` : "";
      return `Revoked${when}: ${why}.${revocation?.note ? ` Reason given: ${revocation.note}` : ""}`;
    }
  }
}

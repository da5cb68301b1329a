// Checking a credential (issue 28 item 1): its Data Integrity proof with the library's verifier
// (@digitalbazaar/vc) and the product's document loader, then its bit in the status list. The
// library says only "invalid signature" for a forgery and for an edit alike; a credential this
// product issued is told apart by its stored copy: the same proof over other content was altered.
import * as vc from "@digitalbazaar/vc";
import { checkStatus } from "@digitalbazaar/vc-bitstring-status-list";
import { getDb, type Executor } from "../../../db/client";
import { config } from "~/config.server";
import { credentialUrls } from "~/lib/credentials/open-badge";
import { invalidMessage, type CredentialVerification, type InvalidReason } from "~/lib/credentials/verification";
import { credentialById, credentialIdOf } from "./credentials.server";
import { RefusedDocumentError, documentLoader } from "./document-loader.server";
import { verifyingSuite } from "./signing.server";

type Json = Record<string, unknown>;

const issuerOf = (credential: Json): string | null => {
  const issuer = credential.issuer;
  if (typeof issuer === "string") return issuer;
  const id = (issuer as { id?: unknown } | null)?.id;
  return typeof id === "string" ? id : null;
};

const proofsOf = (credential: Json): Json[] => {
  const proof = credential.proof;
  const list = Array.isArray(proof) ? proof : proof ? [proof] : [];
  return list.filter((p): p is Json => typeof p === "object" && p !== null);
};

/** Every error in the verifier's answer: errors nest (error.errors, results[].error, cause). */
function errorsIn(value: unknown, seen = new Set<unknown>()): Error[] {
  if (!value || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  const found: Error[] = value instanceof Error ? [value] : [];
  const v = value as { error?: unknown; errors?: unknown; results?: unknown; cause?: unknown };
  for (const child of [v.error, v.cause, ...(Array.isArray(v.errors) ? v.errors : []), ...(Array.isArray(v.results) ? v.results : [])])
    found.push(...errorsIn(child, seen));
  return found;
}

export async function verifyCredential(input: unknown, db: Executor = getDb(), appUrl: string = config.appUrl): Promise<CredentialVerification> {
  const invalid = (reason: InvalidReason, id: string | null, revocation?: Extract<CredentialVerification, { valid: false }>["revocation"]) => ({
    valid: false as const,
    reason,
    message: invalidMessage(reason, revocation),
    id,
    ...(revocation ? { revocation } : {}),
  });
  if (!input || typeof input !== "object" || Array.isArray(input)) return invalid("malformed", null);
  const credential = input as Json;
  const id = credentialIdOf(credential);
  const proofs = proofsOf(credential);
  if (!proofs.length) return invalid("malformed", id);
  const urls = credentialUrls(appUrl);
  const ownKey = (p: Json) => typeof p.verificationMethod === "string" && p.verificationMethod.startsWith(`${urls.issuer}#`);
  if (issuerOf(credential) !== urls.issuer || !proofs.every(ownKey)) return invalid("unknown-issuer", id);

  const loader = documentLoader(appUrl, db);
  const suite = verifyingSuite();
  const result = await vc.verifyCredential({
    credential,
    suite,
    documentLoader: loader,
    checkStatus: (options) =>
      checkStatus({ ...options, documentLoader: loader, suite, verifyBitstringStatusListCredential: true, verifyMatchingIssuers: true }),
  });
  const stored = id ? await credentialById(id, db) : null;
  if (!result.verified) {
    const errors = errorsIn(result);
    if (errors.some((e) => e instanceof RefusedDocumentError)) return invalid("unknown-issuer", id);
    const statusFailed = result.statusResult && (result.statusResult as { verified?: boolean }).verified === false;
    const proofFailed = errors.some((e) => /signature|proof|safe mode|verification method/i.test(e.message));
    if (statusFailed && !proofFailed) return invalid("status-unavailable", id);
    // The stored copy's proof value on other content: signed by us, then edited.
    const storedProofs = stored ? proofsOf(stored.credential).map((p) => p.proofValue) : [];
    if (proofs.some((p) => storedProofs.includes(p.proofValue))) return invalid("altered", id);
    return invalid("bad-signature", id);
  }
  const status = (result.statusResult as { results?: { status?: boolean }[] } | undefined)?.results?.[0]?.status;
  if (status === undefined) return invalid("status-unavailable", id);
  if (status) {
    const revocation = stored?.revocationReason
      ? { reason: stored.revocationReason, at: stored.revokedAt?.toISOString() ?? null, note: stored.revocationNote }
      : undefined;
    return invalid("revoked", id, revocation);
  }
  const validFrom = typeof credential.validFrom === "string" ? credential.validFrom : null;
  return { valid: true, id, issuer: urls.issuer, validFrom };
}

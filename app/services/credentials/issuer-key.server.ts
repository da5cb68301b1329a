// The academy's issuer key (issue 28 item 1): an Ed25519 key made at the first start (server/
// runtime.ts calls ensureIssuerKey after the migrations) and kept with the product's other
// secrets: the secret half sealed with the secret box (SESSION_SECRET), the public half in the
// clear, served in the issuer profile (/credentials/issuer) as a Multikey verification method.
// A server whose SESSION_SECRET cannot open the key (a restore under another secret) makes a new
// one and keeps serving the old public keys, so credentials signed before still verify.
import { desc } from "drizzle-orm";
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import { getDb, type Executor } from "../../../db/client";
import { credentialIssuerKeys } from "../../../db/schema/index";
import { ISSUER_NAME, MULTIKEY_CONTEXT, OB_V3_CONTEXT, VC_V2_CONTEXT, credentialUrls } from "~/lib/credentials/open-badge";
import { open, seal } from "../accounts/secret-box.server";

const SEAL_PURPOSE = "credential-issuer-key";

export interface SigningKey {
  keyId: number;
  keyPair: Ed25519Multikey.Ed25519KeyPair;
}

// Opened once per process and app URL: the key never changes under a running server.
let cached: { appUrl: string; key: SigningKey } | null = null;

/**
 * The key that signs: the newest this server can open, made (and stored) when there is none.
 * `db` must not be a transaction that may roll back: the key is kept for the process's life.
 */
export async function ensureIssuerKey(appUrl: string, db: Executor = getDb()): Promise<SigningKey> {
  if (cached?.appUrl === appUrl) return cached.key;
  const urls = credentialUrls(appUrl);
  const rows = await db.select().from(credentialIssuerKeys).orderBy(desc(credentialIssuerKeys.id));
  for (const row of rows) {
    const secretKeyMultibase = open(row.sealedSecretKey, SEAL_PURPOSE);
    if (!secretKeyMultibase) continue;
    const keyPair = await Ed25519Multikey.from({
      type: "Multikey",
      id: urls.key(row.id),
      controller: urls.issuer,
      publicKeyMultibase: row.publicKeyMultibase,
      secretKeyMultibase,
    });
    cached = { appUrl, key: { keyId: row.id, keyPair } };
    return cached.key;
  }
  const made = await Ed25519Multikey.generate();
  const [row] = await db
    .insert(credentialIssuerKeys)
    .values({ publicKeyMultibase: made.publicKeyMultibase, sealedSecretKey: seal(made.secretKeyMultibase!, SEAL_PURPOSE) })
    .returning({ id: credentialIssuerKeys.id });
  const keyPair = await Ed25519Multikey.from({
    type: "Multikey",
    id: urls.key(row!.id),
    controller: urls.issuer,
    publicKeyMultibase: made.publicKeyMultibase,
    secretKeyMultibase: made.secretKeyMultibase,
  });
  cached = { appUrl, key: { keyId: row!.id, keyPair } };
  return cached.key;
}

/** Every public key, newest first: each signed credentials at some time. */
export async function issuerPublicKeys(db: Executor = getDb()): Promise<{ id: number; publicKeyMultibase: string }[]> {
  return db
    .select({ id: credentialIssuerKeys.id, publicKeyMultibase: credentialIssuerKeys.publicKeyMultibase })
    .from(credentialIssuerKeys)
    .orderBy(desc(credentialIssuerKeys.id));
}

/** One key as a Multikey verification method document (what a verifier dereferences the key's id to). */
export function verificationMethod(appUrl: string, key: { id: number; publicKeyMultibase: string }) {
  const urls = credentialUrls(appUrl);
  return { id: urls.key(key.id), type: "Multikey", controller: urls.issuer, publicKeyMultibase: key.publicKeyMultibase };
}

/**
 * The issuer's OB 3.0 Profile (§B.1 "Profile"), also its controller document: the keys are its
 * assertion methods. `assertionMethod` is not a term of the VC 2.0 or OB 3.0 contexts, so it is
 * defined inline, as the DID and controller-document specs define it.
 */
export async function issuerProfile(appUrl: string, db: Executor = getDb()): Promise<Record<string, unknown>> {
  const urls = credentialUrls(appUrl);
  const keys = await issuerPublicKeys(db);
  return {
    "@context": [
      VC_V2_CONTEXT,
      OB_V3_CONTEXT,
      MULTIKEY_CONTEXT,
      { assertionMethod: { "@id": "https://w3id.org/security#assertionMethod", "@type": "@id", "@container": "@set" } },
    ],
    id: urls.issuer,
    type: ["Profile"],
    name: ISSUER_NAME,
    url: appUrl.replace(/\/+$/, ""),
    description: "Upskill Academy teaches professionals to use AI tools in their own work and certifies what they can do.",
    assertionMethod: keys.map((key) => verificationMethod(appUrl, key)),
  };
}

/** For tests that swap SESSION_SECRET or the app URL: forget the opened key. */
export function forgetOpenedIssuerKey(): void {
  cached = null;
}

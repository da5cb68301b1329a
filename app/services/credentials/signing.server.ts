// Signing with the issuer key: a Data Integrity proof, cryptosuite eddsa-rdfc-2022 (RDF dataset
// canonicalization, then Ed25519), through @digitalbazaar/vc.
import * as vc from "@digitalbazaar/vc";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import { contextLoader } from "./contexts.server";
import type { SigningKey } from "./issuer-key.server";

export async function signCredential(credential: Record<string, unknown>, key: SigningKey): Promise<Record<string, unknown>> {
  const suite = new DataIntegrityProof({ signer: key.keyPair.signer(), cryptosuite });
  return vc.issue({ credential, suite, documentLoader: contextLoader });
}

/** The suite a verifier checks proofs with (no signer). */
export const verifyingSuite = () => new DataIntegrityProof({ cryptosuite });

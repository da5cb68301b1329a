// The one document loader the credentials are signed and verified with (issue 28 item 1): every
// JSON-LD context from its npm package, the product's own issuer profile, keys and status lists
// from the database, and nothing else. No network at run time: a credential naming another
// issuer's key or an unknown context is refused, which verification reports as an unknown issuer.
import type { DocumentLoader } from "@digitalbazaar/vc";
import { getDb, type Executor } from "../../../db/client";
import { MULTIKEY_CONTEXT, credentialUrls } from "~/lib/credentials/open-badge";
import { issuerProfile, issuerPublicKeys, verificationMethod } from "./issuer-key.server";
import { statusListCredential } from "./status-lists.server";
import { CONTEXTS } from "./contexts.server";

/** A URL the loader will not resolve: not a packaged context, not one of the product's own documents. */
export class RefusedDocumentError extends Error {
  constructor(readonly url: string) {
    super(`Not a document of this issuer or a known JSON-LD context: ${url}`);
    this.name = "RefusedDocumentError";
  }
}

const found = (url: string, document: unknown) => ({ contextUrl: null, documentUrl: url, document });

export function documentLoader(appUrl: string, db: Executor = getDb()): DocumentLoader {
  const urls = credentialUrls(appUrl);
  const statusPrefix = `${urls.statusList(0).replace(/0$/, "")}`;
  return async (url: string) => {
    const context = CONTEXTS.get(url);
    if (context) return found(url, context);
    const [document, fragment] = url.split("#", 2) as [string, string | undefined];
    if (document === urls.issuer) {
      if (fragment === undefined) return found(url, await issuerProfile(appUrl, db));
      const key = (await issuerPublicKeys(db)).find((k) => urls.key(k.id) === url);
      if (key) return found(url, { "@context": MULTIKEY_CONTEXT, ...verificationMethod(appUrl, key) });
    }
    if (document.startsWith(statusPrefix) && fragment === undefined) {
      const list = Number(document.slice(statusPrefix.length));
      if (Number.isInteger(list) && list >= 1 && urls.statusList(list) === document) {
        const credential = await statusListCredential(appUrl, list, db);
        if (credential) return found(url, credential);
      }
    }
    throw new RefusedDocumentError(url);
  };
}

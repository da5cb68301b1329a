// The JSON-LD documents a verifier of the academy's credentials fetches (issue 28 item 1): the
// issuer profile, the status lists and each credential, as application/ld+json. Not cached by a
// shared cache: a revocation must reach the next verifier.
import { config } from "~/config.server";
import { credentialByCode, credentialById, type StoredCredential } from "~/services/credentials/credentials.server";
import { issuerProfile } from "~/services/credentials/issuer-key.server";
import { statusListCredential } from "~/services/credentials/status-lists.server";

const HEADERS = { "Content-Type": "application/ld+json; charset=utf-8", "Access-Control-Allow-Origin": "*" };
// A status list is checked again on every verification (no-cache); a credential names its holder,
// so like the certificate's page it is kept by no cache and no search engine.
const SHARED = { "Cache-Control": "no-cache" };
const PERSONAL = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

const ldJson = (document: unknown, extra: Record<string, string>) =>
  new Response(`${JSON.stringify(document, null, 2)}\n`, { headers: { ...HEADERS, ...extra } });

const notFound = (what: string) =>
  new Response(JSON.stringify({ title: "No certificate found", detail: what }), {
    status: 404,
    headers: { "Content-Type": "application/problem+json", "Cache-Control": "no-store" },
  });

export const issuerProfileResponse = async () => ldJson(await issuerProfile(config.appUrl), SHARED);

export async function statusListResponse(list: string | undefined): Promise<Response> {
  const number = /^[1-9][0-9]{0,5}$/.test(list ?? "") ? Number(list) : 0;
  const credential = number ? await statusListCredential(config.appUrl, number) : null;
  return credential ? ldJson(credential, SHARED) : notFound("No status list with this number.");
}

/** The signed credential as issued; a download when `?download` is asked for (the holder's copy). */
function credentialResponse(found: StoredCredential | null, request: Request): Response {
  if (!found) return notFound("No credential with this id.");
  const download = new URL(request.url).searchParams.has("download");
  const attachment = { "Content-Disposition": `attachment; filename="upskill-academy-credential-${found.id}.json"` };
  return ldJson(found.credential, download ? { ...PERSONAL, ...attachment } : PERSONAL);
}

/** /credentials/{id}.json */
export async function credentialFileResponse(request: Request, file: string | undefined): Promise<Response> {
  const id = /^(.+)\.json$/.exec(file ?? "")?.[1];
  return credentialResponse(id ? await credentialById(id) : null, request);
}

/** /certificates/{code}/credential.json: the same document, reached from the certificate's code. */
export async function certificateCredentialResponse(request: Request, code: string | undefined): Promise<Response> {
  return credentialResponse(await credentialByCode(code ?? ""), request);
}

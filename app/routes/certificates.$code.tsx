import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { verifyCertificate } from "~/services/simulation/certificates.server";
import { certificateTitle } from "~/lib/simulation-certificate";

// /certificates/{code} (issue 19): anyone holding the link can check a certificate is genuine.
// It shows the holder's name, the role, the score band and the date, and nothing else; a revoked
// certificate (a refund, an admin) says so and why, and links to its signed credential (issue 28).
export const meta: MetaFunction = () => [{ title: "Certificate Verification | Upskill Academy" }, { name: "robots", content: "noindex" }];

export async function loader({ params }: LoaderFunctionArgs) {
  const certificate = await verifyCertificate(params.code ?? "");
  const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
  if (!certificate) return json({ found: false as const }, { status: 404, headers });
  return json({ found: true as const, certificate }, { headers });
}

const REVOKED_BECAUSE = { refund: "the simulation was refunded", admin: "withdrawn by Upskill Academy" } as const;

export default function CertificateVerification() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-12">
      {data.found ? (
        <div className="rounded-2xl border-4 border-brand-600 bg-white p-8 text-center shadow-sm">
          {data.certificate.revoked ? (
            <p className="text-sm font-semibold uppercase tracking-wide text-red-700" data-testid="certificate-status">
              Revoked on {data.certificate.revoked.date}: {REVOKED_BECAUSE[data.certificate.revoked.reason]}
            </p>
          ) : (
            <p className="text-sm font-semibold uppercase tracking-wide text-emerald-800" data-testid="certificate-status">
              Genuine certificate
            </p>
          )}
          <h1 className="mt-2 text-2xl font-bold text-slate-900">{certificateTitle(data.certificate.role, data.certificate.achievement)}</h1>
          <dl className="mt-6 grid gap-3 text-left sm:grid-cols-2">
            <div>
              <dt className="text-sm text-slate-600">Holder</dt>
              <dd className="font-semibold text-slate-900" data-testid="certificate-holder">
                {data.certificate.holderName}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Role</dt>
              <dd className="font-semibold text-slate-900">{data.certificate.role}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Result</dt>
              <dd className="font-semibold text-slate-900" data-testid="certificate-band">
                {data.certificate.band}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Date</dt>
              <dd className="font-semibold text-slate-900">{data.certificate.date}</dd>
            </div>
          </dl>
          <p className="mt-6 text-sm text-slate-600">Issued by Upskill Academy. Pass: a score of 70 or more; Distinction: 85 or more.</p>
          {data.certificate.credentialId ? (
            <p className="mt-2 text-sm text-slate-600">
              <a className="underline" href={`/credentials/${data.certificate.credentialId}.json`}>
                The signed credential (Open Badges 3.0, JSON)
              </a>
            </p>
          ) : null}
        </div>
      ) : (
        <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center">
          <h1 className="text-2xl font-bold text-slate-900">No certificate found</h1>
          <p className="mt-2 text-slate-700">This link does not belong to a certificate issued by Upskill Academy. Check that it was copied in full.</p>
        </div>
      )}
    </main>
  );
}

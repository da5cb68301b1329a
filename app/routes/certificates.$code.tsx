import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { config } from "~/config.server";
import { verifyCertificate } from "~/services/simulation/certificates.server";
import { certificateTitle } from "~/lib/simulation-certificate";
import { linkedInAddUrl } from "~/lib/linkedin";

// /certificates/{code} (issue 19, issue 28 item 2): anyone holding the link checks a certificate:
// the holder, role, achievement, date and band, the skills measured with their scores, the kind of
// decisions taken, and whether it is still valid; with schema.org markup for machines and the
// holder's "Add to profile" link for LinkedIn; a revoked certificate (a refund, an admin) says so
// and why, and each links to its signed Open Badges credential.
export const meta: MetaFunction = () => [{ title: "Certificate Verification | Upskill Academy" }, { name: "robots", content: "noindex" }];

export async function loader({ params }: LoaderFunctionArgs) {
  const certificate = await verifyCertificate(params.code ?? "");
  const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
  if (!certificate) return json({ found: false as const }, { status: 404, headers });
  const url = `${config.appUrl}/certificates/${params.code}`;
  return json({ found: true as const, certificate, url, code: params.code!, appUrl: config.appUrl }, { headers });
}

/** JSON-LD in a page is data, not script: "</" is escaped so no value can close the element. */
const jsonLd = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export default function CertificateVerification() {
  const data = useLoaderData<typeof loader>();
  if (!data.found) {
    return (
      <main id="main" className="mx-auto max-w-2xl px-4 py-12">
        <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center">
          <h1 className="text-2xl font-bold text-slate-900">No certificate found</h1>
          <p className="mt-2 text-slate-700">This link does not belong to a certificate issued by Upskill Academy. Check that it was copied in full.</p>
        </div>
      </main>
    );
  }
  const { certificate: c, url, code, appUrl } = data;
  const title = certificateTitle(c.role, c.achievement);
  const markup = {
    "@context": "https://schema.org",
    "@type": "EducationalOccupationalCredential",
    name: title,
    credentialCategory: "certificate",
    url,
    identifier: code,
    dateCreated: c.date,
    competencyRequired: c.skills.map((s) => s.label),
    educationalLevel: c.achievement,
    recognizedBy: { "@type": "Organization", name: "Upskill Academy", url: appUrl },
    ...(c.holderName ? { about: { "@type": "Person", name: c.holderName } } : {}),
  };
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(markup) }} />
      <div className={`rounded-2xl border-4 bg-white p-6 shadow-sm sm:p-8 ${c.status.valid ? "border-brand-600" : "border-red-600"}`}>
        {c.status.valid ? (
          <p className="text-center text-sm font-semibold uppercase tracking-wide text-emerald-800" data-testid="certificate-status">
            Genuine certificate · valid
          </p>
        ) : (
          <p role="alert" className="text-center text-sm font-semibold uppercase tracking-wide text-red-800" data-testid="certificate-status">
            {`Revoked on ${c.status.date}: ${c.status.because}`}
          </p>
        )}
        <h1 className="mt-2 text-center text-2xl font-bold text-slate-900">{title}</h1>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-600">Holder</dt>
            <dd className="text-lg font-semibold text-slate-900" data-testid="certificate-holder">
              {c.holderName ?? "Name not yet given by the holder"}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Role</dt>
            <dd className="font-semibold text-slate-900">{c.role}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Achievement</dt>
            <dd className="font-semibold text-slate-900">{c.achievement}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Date</dt>
            <dd className="font-semibold text-slate-900">{c.date}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Result</dt>
            <dd className="font-semibold text-slate-900" data-testid="certificate-band">
              {c.band}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Score</dt>
            <dd className="font-semibold text-slate-900">{`${c.score} of 100`}</dd>
          </div>
        </dl>
        <section aria-labelledby="evidence-title" className="mt-8">
          <h2 id="evidence-title" className="text-lg font-bold text-slate-900">
            The evidence
          </h2>
          <p className="mt-1 text-slate-700">{c.evidence}</p>
          <table className="mt-4 w-full text-left text-sm">
            <caption className="sr-only">Skills measured and their scores</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 font-medium">
                  Skill measured
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Score
                </th>
              </tr>
            </thead>
            <tbody>
              {c.skills.map((s) => (
                <tr key={s.label} className="border-b border-slate-100">
                  <td className="py-2 text-slate-900">{s.label}</td>
                  <td className="py-2 text-right tabular-nums text-slate-900">{`${s.score}%`}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3 className="mt-5 font-semibold text-slate-900">Decisions taken</h3>
          <ul className="mt-1 list-inside list-disc text-sm text-slate-700">
            {c.decisions.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </section>
        <p className="mt-6 text-sm text-slate-600">
          Issued by Upskill Academy. Pass: a score of 70 or more; Distinction: 85 or more. Certificate ID: <span className="font-mono">{code}</span>
        </p>
        {c.credentialId ? (
          <p className="mt-4 text-sm">
            <a className="text-brand-700 underline" href={`/credentials/${c.credentialId}.json`}>
              The signed credential (Open Badges 3.0, JSON)
            </a>{" "}
            ·{" "}
            <a className="text-brand-700 underline" href={`/credentials/${c.credentialId}.json?download`}>
              Download it
            </a>
          </p>
        ) : null}
        {c.status.valid && c.holderName ? (
          <p className="mt-4">
            <a href={linkedInAddUrl({ name: title, issuedOn: c.date, url, id: code })} className="btn-outline" rel="noopener noreferrer">
              Add to LinkedIn profile
            </a>
          </p>
        ) : null}
      </div>
    </main>
  );
}

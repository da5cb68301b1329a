import { Link } from "@remix-run/react";
import type { SimulationProfile } from "~/services/simulation/simulation-attempt-results.server";

const day = (iso: string) => iso.slice(0, 10);

/** /profile's "My AI Simulation" (issue 19): the way in, the finished attempts' PDFs, the money-back guarantee. */
export function ProfileSimulation({ simulation }: { simulation: SimulationProfile }) {
  const { purchase, attempts } = simulation;
  if (!purchase) return null;
  const finished = attempts.filter((a) => a.finishedAt);
  return (
    <section aria-labelledby="simulation-title" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="simulation-title" className="text-xl font-bold">
          My AI Simulation
        </h2>
        <Link to="/simulation" className="btn-primary">
          Open your simulation
        </Link>
      </div>
      {finished.length === 0 ? (
        <p className="mt-3 text-slate-700">No finished simulation yet. Your performance report and certificate will be listed here.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
          {finished.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
              <div>
                <p className="font-medium text-slate-900">{a.title}</p>
                <p className="text-sm text-slate-600">
                  {day(a.finishedAt!)} · {a.score}/100 · {a.band}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Link to={`/simulation/${a.id}/result`} className="btn-outline" aria-label={`Result of ${a.title}`}>
                  Result
                </Link>
                <a href={`/simulation/${a.id}/report.pdf`} className="btn-outline" aria-label={`Download the performance report of ${a.title}`}>
                  Report (PDF)
                </a>
                {a.hasCertificate ? (
                  <a href={`/simulation/${a.id}/certificate.pdf`} className="btn-outline" aria-label={`Download the certificate of ${a.title}`}>
                    Certificate (PDF)
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm text-slate-700">
        {purchase.refundable ? (
          <>
            30-day money-back guarantee until {day(purchase.refundableUntil)}.{" "}
            <Link to="/simulation/refund" className="font-semibold text-brand-700 underline">
              Request a refund
            </Link>
          </>
        ) : (
          <>The 30-day money-back guarantee ended on {day(purchase.refundableUntil)}.</>
        )}
      </p>
    </section>
  );
}

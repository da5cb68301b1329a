import { Link } from "@remix-run/react";
import type { LandingFigures } from "~/lib/landing-figures";

/**
 * The landing claims as the product computed them (issue 30 item 3): the medians of recent
 * toolkits with a caption that says exactly that, or nothing at all when there are too few
 * toolkits (app/lib/landing-figures.ts).
 */
export function LandingFiguresSection({ figures, className = "" }: { figures: LandingFigures | null; className?: string }) {
  if (!figures) return null;
  return (
    <section aria-labelledby="landing-figures-heading" className={className} data-testid="landing-figures">
      <h2 id="landing-figures-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        What Recent Toolkits Found
      </h2>
      <p className="mt-2 text-slate-700">{figures.caption}</p>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-3">
        {figures.figures.map((figure) => (
          <li key={figure.label} className="rounded-xl border border-brand-100 bg-white p-5 text-center shadow-sm">
            <p>
              <span className="block text-4xl font-black tracking-tight text-brand-700">{figure.value}</span>{" "}
              <span className="mt-1 block text-slate-700">{figure.label}</span>
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-600">
        Estimates, not promises: each toolkit&apos;s figures are &quot;up to&quot; estimates from published studies.{" "}
        <Link to="/methodology#landing-figures" className="font-medium text-brand-700 underline">
          How these figures are computed
        </Link>
        .
      </p>
    </section>
  );
}

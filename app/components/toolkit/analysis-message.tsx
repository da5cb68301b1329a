import { Link } from "@remix-run/react";

const TEXT = {
  "not-found": { title: "Analysis Not Found", body: "This toolkit doesn't exist, or it was made in another browser. Ask its owner for the share link." },
  failed: { title: "Analysis Failed", body: "Unable to load your AI toolkit recommendations." },
} as const;

/** The results page's 'Analysis Not Found' and 'Analysis Failed' screens (visitor-side.md §2). */
export function AnalysisMessage({ kind }: { kind: keyof typeof TEXT }) {
  const { title, body } = TEXT[kind];
  return (
    <main id="main" className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600">{body}</p>
      <Link to="/" className="btn-primary mt-6">
        Return Home
      </Link>
    </main>
  );
}

import { Link } from "@remix-run/react";

/**
 * Whose name the certificates carry (issue 28): the name the holder gave, with the way to correct
 * it while they may, or, before they gave one, the way to give it. `back` brings them back here.
 */
export function CertificateNameNotice({ name, mayCorrect, back }: { name: string | null; mayCorrect: boolean; back: string }) {
  const href = `/profile/certificate-name?back=${encodeURIComponent(back)}`;
  if (!name) {
    return (
      <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        Your certificates need your name, as it should appear on them.{" "}
        <Link to={href} className="font-semibold underline">
          Add your name
        </Link>
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-700">
      {`Certificates are made out to ${name}.`}{" "}
      {mayCorrect ? (
        <Link to={href} className="text-brand-700 underline">
          Correct it
        </Link>
      ) : null}
    </p>
  );
}

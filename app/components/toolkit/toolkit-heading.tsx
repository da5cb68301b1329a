import { Link } from "@remix-run/react";
import type { MouseEvent } from "react";
import { displayOccupationCode } from "~/lib/occupation-groups";
import { ShareLink } from "./share-link";
import type { ResultToolkit } from "./types";

/**
 * §2 header row (Back, AI TRAINING, Download Full Toolkit, Share), company and heading. 'Download
 * Full Toolkit' goes to the email form (#get-toolkit), or to the toolkit's PDF in a new tab once
 * one has been asked for (downloadHref); with JavaScript, onDownload takes over.
 */
export function ToolkitHeading({
  toolkit,
  shareUrl,
  downloadHref,
  onDownload,
}: {
  toolkit: ResultToolkit;
  shareUrl: string | null;
  downloadHref: string | null;
  onDownload: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const company = toolkit.companyContext;
  const backTo = toolkit.jobTitle ? `/job-description?jobTitle=${encodeURIComponent(toolkit.jobTitle)}` : "/";
  return (
    <>
      <nav aria-label="Toolkit" className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Link to={backTo} className="btn-outline">
            <span aria-hidden="true">←</span> Back
          </Link>
          <Link to="/aiupskill" className="btn-outline tracking-wide">
            AI TRAINING
          </Link>
        </div>
        <div className="flex flex-wrap items-start gap-2 sm:justify-end">
          <a
            href={downloadHref ?? "#get-toolkit"}
            {...(downloadHref ? { target: "_blank", rel: "noopener" } : {})}
            className="btn-primary"
            onClick={onDownload}
          >
            <span aria-hidden="true">⬇</span> Download Full Toolkit
          </a>
          {shareUrl ? <ShareLink url={shareUrl} /> : null}
        </div>
      </nav>

      {/* The logo sits after the text: a logo that cannot load (alt="") collapses to nothing, even without JavaScript. */}
      <header className="mt-8 flex items-start justify-between gap-4">
        <div className="min-w-0">
          {company ? (
            <p className="text-sm text-slate-600">
              <span className="font-semibold text-slate-800">{company.name}</span>
              {company.industry ? <span> · {company.industry}</span> : null}
            </p>
          ) : null}
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {`Your Personalized ${company ? `${company.name} ` : ""}${toolkit.jobTitle} AI Toolkit`}
          </h1>
          <BuiltFor occupation={toolkit.occupation} basis={toolkit.basis} />
        </div>
        {company?.logo ? (
          <img
            src={company.logo}
            alt=""
            referrerPolicy="no-referrer"
            className="max-h-12 max-w-[6rem] shrink-0 rounded-md object-contain"
            onError={(e) => {
              e.currentTarget.hidden = true;
            }}
          />
        ) : null}
      </header>
    </>
  );
}

/** Which occupation's work chose the tools, so a visitor can see why (docs/methodology.md §5-6). */
function BuiltFor({ occupation, basis }: { occupation: ResultToolkit["occupation"]; basis: ResultToolkit["basis"] }) {
  return (
    <p className="mt-1 text-sm text-slate-600" data-testid="built-for">
      {occupation ? (
        <>
          Built for: <span className="font-semibold text-slate-800">{occupation.title}</span> (O*NET {displayOccupationCode(occupation.code)})
          {basis?.kind === "group"
            ? `. O*NET has no activity ratings for this occupation, so its tools follow the ${basis.occupations} related occupations of ${basis.groupTitle}.`
            : ", from the work activities O*NET rates for it."}
        </>
      ) : (
        <>No occupation matched your job title, so this toolkit is built from everyday desk work and the work areas you chose.</>
      )}{" "}
      <Link to="/methodology" className="underline hover:text-slate-900">
        How we choose
      </Link>
    </p>
  );
}

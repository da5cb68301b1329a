// The AI Readiness Rubric, /aiupskill/rubric (visitor-side.md §2 "Rubric", §9): a documentation
// page with a sticky header, a sidebar whose search filters the section and subsection titles
// (live with JavaScript, a GET ?q= form without it), section links that scroll smoothly, the
// active section's subsections, a contents menu on small screens, the document itself (from
// app/content/rubric.ts, the occupation count from the database), and the closing calls to action
// including the framework PDF (aiupskill.rubric_.framework[.]pdf.ts).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { RubricContent } from "~/components/rubric/rubric-content";
import { RubricNav } from "~/components/rubric/rubric-nav";
import rubricStyles from "~/components/rubric/rubric.css?url";
import { useActiveSection } from "~/components/rubric/use-active-section";
import { useHydrated } from "~/components/ui/use-hydrated";
import { RUBRIC_CTA, RUBRIC_HEADER_LINKS, RUBRIC_META, RUBRIC_SECTIONS } from "~/content/rubric";
import { currentRubricEdition } from "~/lib/rubric-revision";
import { filterRubricNav, normaliseRubricQuery } from "~/lib/rubric-search";
import { rubricFacts } from "~/services/marketing/rubric.server";

export const meta: MetaFunction = () => [{ title: `${RUBRIC_META.title} | Upskill Academy` }, { name: "description", content: RUBRIC_META.subtitle }];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: rubricStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const q = normaliseRubricQuery(new URL(request.url).searchParams.get("q"));
  return json({ q, facts: await rubricFacts() });
}

/** The version and "Last updated" of the edition in force (the PDF shows the same). */
const EDITION = currentRubricEdition();

const SECTION_IDS = RUBRIC_SECTIONS.map((s) => s.id);
const SUBSECTION_IDS = RUBRIC_SECTIONS.flatMap((s) => s.subsections.map((sub) => sub.id));

export default function RubricPage() {
  const { q, facts } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const [query, setQuery] = useState(q);
  useEffect(() => setQuery(q), [q]);
  const filtered = useMemo(() => filterRubricNav(RUBRIC_SECTIONS, query), [query]);
  const active = useActiveSection(SECTION_IDS, SUBSECTION_IDS);
  const menuRef = useRef<HTMLDetailsElement>(null);

  const navProps = {
    sections: filtered,
    query,
    activeSection: hydrated ? active.section : null,
    activeSubsection: hydrated ? active.subsection : null,
    onQueryChange: hydrated ? setQuery : undefined,
  };

  return (
    <main id="main">
      <div id="rubric-page">
        <header className="sticky top-0 z-30 border-b border-slate-200 bg-white shadow-sm">
          <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2.5">
            <Link to={RUBRIC_HEADER_LINKS.back.to} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
              <span aria-hidden="true">←</span> {RUBRIC_HEADER_LINKS.back.label}
            </Link>
            <Link to={RUBRIC_HEADER_LINKS.toolkit.to} className="btn-primary whitespace-nowrap px-3 sm:px-4">
              {RUBRIC_HEADER_LINKS.toolkit.label}
            </Link>
          </div>
          {/* The contents menu on small screens: a <details>, so it opens and closes without JavaScript too. */}
          <details
            ref={menuRef}
            // After a search without JavaScript the page reloads: the menu opens on its results.
            open={q !== "" ? true : undefined}
            className="rubric-menu border-t border-slate-200 lg:hidden"
            data-testid="rubric-menu"
          >
            <summary className="mx-auto flex max-w-6xl cursor-pointer items-center justify-between px-4 py-2 text-sm font-semibold text-slate-800">
              <span>Contents and search</span>
              <svg viewBox="0 0 20 20" className="rubric-menu-chevron h-4 w-4 transition-transform" aria-hidden="true" focusable="false">
                <path d="M5 8l5 5 5-5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </summary>
            <div className="max-h-[70vh] overflow-y-auto border-t border-slate-100 px-4 pb-4 pt-3">
              <RubricNav
                idPrefix="menu"
                {...navProps}
                onNavigate={() => {
                  if (menuRef.current) menuRef.current.open = false;
                }}
              />
            </div>
          </details>
        </header>

        <div className="mx-auto max-w-6xl px-4 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-10">
          {/* Not an <aside>: a complementary landmark may not sit inside <main>; the nav inside is the landmark. */}
          <div className="hidden lg:block" data-testid="rubric-sidebar">
            <div className="sticky top-16 max-h-[calc(100vh-4rem)] overflow-y-auto py-8 pr-1">
              <RubricNav idPrefix="sidebar" {...navProps} />
            </div>
          </div>

          <article className="min-w-0 max-w-3xl py-8 lg:py-10">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Documentation</p>
            <h1 className="mt-1 text-3xl font-black tracking-tight sm:text-4xl">{RUBRIC_META.title}</h1>
            <p className="mt-3 text-lg text-slate-700">{RUBRIC_META.subtitle}</p>
            <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
              <span>{`Version ${EDITION.version}`}</span>
              <span>
                Last updated <time dateTime={EDITION.date}>{EDITION.lastUpdated}</time>
              </span>
            </p>

            <div className="mt-10">
              <RubricContent sections={RUBRIC_SECTIONS} facts={facts} />
            </div>

            <section aria-labelledby="rubric-cta-heading" className="mt-14 rounded-2xl bg-brand-700 p-6 text-white sm:p-8">
              <h2 id="rubric-cta-heading" className="text-2xl font-bold">
                {RUBRIC_CTA.heading}
              </h2>
              <p className="mt-2 text-brand-50">{RUBRIC_CTA.text}</p>
              <div className="mt-5 flex flex-col gap-3 sm:flex-row">
                <Link to={RUBRIC_CTA.toolkit.to} className="btn bg-white px-5 py-3 text-base text-brand-700 hover:bg-brand-50">
                  {RUBRIC_CTA.toolkit.label}
                </Link>
                <a
                  href={RUBRIC_META.pdfPath}
                  download={RUBRIC_META.pdfFileName}
                  className="btn border border-white px-5 py-3 text-base text-white hover:bg-brand-600"
                >
                  {RUBRIC_CTA.download.label}
                  <span className="sr-only"> (PDF)</span>
                </a>
              </div>
            </section>
          </article>
        </div>
      </div>
    </main>
  );
}

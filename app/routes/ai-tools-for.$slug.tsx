// /ai-tools-for/{slug} (issue 30 item 5): one O*NET occupation's page for search engines and the
// people they send: what the occupation does (its largest work activities and how well AI served
// each in Tomlinson et al.'s study), the toolkit the built-in engine gives its everyday title with
// the first work areas the wizard suggests for it chosen (said next to the button), with hours and
// value at its median wage exactly as that visitor's toolkit shows them, and a link that starts the visitor's own toolkit with the title filled in. schema.org markup;
// public and the same for every visitor, so served from the anonymous page cache. Nothing is
// stored. An unknown slug answers 404 with the occupation search.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { OccupationSearch } from "~/components/occupations/occupation-search";
import { SummaryTiles, TypeBadge } from "~/components/toolkit/summary-tiles";
import { ToolLogo } from "~/components/tools/tool-logo";
import { config } from "~/config.server";
import { ONET_ATTRIBUTION } from "~/lib/attribution";
import { formatCurrency, formatPercent } from "~/lib/format";
import { withArticle } from "~/lib/lesson-slots";
import { inWords } from "~/lib/text";
import { OCCUPATION_PAGES_PATH, occupationPagePath, searchOccupations, slugWords, toolkitStartPath } from "~/lib/occupation-pages";
import { toolkitTotals, toolSavings } from "~/lib/savings";
import { activityTimeSaved } from "~/lib/work-activities";
import { occupationDirectory, occupationPage, type OccupationPage, type OccupationPageActivity } from "~/services/toolkits/occupation-pages.server";

/** The page's first sentence for search results: what the tools do for the job, in one line. */
function metaDescription(page: OccupationPage): string {
  const totals = toolkitTotals(
    page.tools.map((t) => t.productivityGain),
    page.salary,
  );
  const tools = page.tools.length
    ? `${page.tools.length} AI tools that fit the work of ${page.occupation.title}, saving up to ${totals.totalHoursPerWeek} hours a week by our published method.`
    : `What the work of ${page.occupation.title} is made of, how well AI serves each part, and a free toolkit of AI tools for the work you choose.`;
  return `${tools} ${page.occupation.description}`.slice(0, 300);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data || !data.found) return [{ title: "Occupation Not Found | Upskill Academy" }, { name: "robots", content: "noindex" }];
  return [
    { title: `AI Tools for ${data.page.occupation.title} | Upskill Academy` },
    { name: "description", content: data.description },
    { tagName: "link", rel: "canonical", href: data.canonical },
    { property: "og:title", content: `AI Tools for ${data.page.occupation.title}` },
    { property: "og:description", content: data.description },
    { property: "og:url", content: data.canonical },
    { property: "og:type", content: "website" },
  ];
};

export async function loader({ params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const directory = await occupationDirectory();
  const listing = directory.bySlug.get(slug);
  if (!listing) {
    // "/ai-tools-for/Registered-Nurses" is the page itself.
    const lower = directory.bySlug.get(slug.toLowerCase());
    if (lower) throw redirect(occupationPagePath(lower.slug), 301);
    const query = slugWords(slug);
    const suggestions = searchOccupations(directory.list, query)
      .slice(0, 6)
      .map((o) => ({ slug: o.slug, title: o.title }));
    return json({ found: false as const, query, suggestions }, { status: 404 });
  }
  const page = await occupationPage(listing);
  return json({
    found: true as const,
    page,
    description: metaDescription(page),
    canonical: `${config.appUrl}${occupationPagePath(listing.slug)}`,
    appUrl: config.appUrl,
  });
}

/** JSON-LD in a page is data, not script: "</" is escaped so no value can close the element. */
const jsonLd = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

function structuredData(page: OccupationPage, canonical: string, appUrl: string) {
  const o = page.occupation;
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Occupation",
        "@id": `${canonical}#occupation`,
        name: o.title,
        description: o.description,
        occupationalCategory: { "@type": "CategoryCode", codeValue: o.code, inCodeSet: { "@type": "CategoryCodeSet", name: "O*NET-SOC" } },
        url: canonical,
      },
      {
        "@type": "ItemList",
        "@id": `${canonical}#tools`,
        name: `AI tools for ${o.title}`,
        numberOfItems: page.tools.length,
        itemListElement: page.tools.map((t, i) => ({
          "@type": "ListItem",
          position: i + 1,
          item: {
            "@type": "SoftwareApplication",
            name: t.name,
            applicationCategory: t.category,
            description: t.description,
            ...(t.webLink ? { url: t.webLink } : {}),
          },
        })),
      },
      {
        "@type": "WebPage",
        "@id": canonical,
        url: canonical,
        name: `AI Tools for ${o.title}`,
        about: { "@id": `${canonical}#occupation` },
        mainEntity: { "@id": `${canonical}#tools` },
        isPartOf: { "@type": "WebSite", name: "Upskill Academy", url: appUrl },
      },
    ],
  };
}

/** Which work areas the tools assume, said next to the button that builds the visitor's own. */
function plannedFor(page: OccupationPage): string {
  const someone = withArticle(page.occupation.everydayTitle);
  return page.workAreas.length
    ? `Planned for ${someone} whose work includes: ${inWords(page.workAreas)}. Your own toolkit lets you choose yours.`
    : `Planned for ${someone} with no work areas chosen. Your own toolkit lets you choose yours.`;
}

const percentOf = (share: number) => (share >= 0.095 ? `${Math.round(share * 100)}%` : `${(Math.round(share * 1000) / 10).toString()}%`);

/** How well a consumer AI assistant served the activity in the study, in words. */
function howAiServes(a: OccupationPageActivity): string {
  if (a.effort === "physical") return "Hands-on work: software does not do it faster.";
  if (a.completion === null || a.scope === null) return "Not measured in the study: counted as no time saved.";
  return `AI completed ${Math.round(a.completion * 100)}% of people's goals for it, covering ${Math.round(a.scope * 100)}% of the activity; up to ${formatPercent(activityTimeSaved(a) * 100)} of its time saved.`;
}

export default function OccupationPageRoute() {
  const data = useLoaderData<typeof loader>();
  if (!data.found) return <UnknownOccupation query={data.query} suggestions={data.suggestions} />;
  const { page, canonical, appUrl } = data;
  const o = page.occupation;
  const totals = toolkitTotals(
    page.tools.map((t) => t.productivityGain),
    page.salary,
  );
  // Listed as a toolkit lists them: by the job's activity each serves most, highest gain first in each.
  const aspects = [...new Set(page.tools.map((t) => t.aspect))];
  const basis = page.basis;
  const startHref = toolkitStartPath(o.everydayTitle);

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(structuredData(page, canonical, appUrl)) }} />
      <nav aria-label="Breadcrumb" className="text-sm text-slate-700">
        <Link to={OCCUPATION_PAGES_PATH} className="text-brand-700 underline underline-offset-2">
          AI tools by occupation
        </Link>
        {o.majorGroup ? (
          <>
            {" / "}
            <Link to={`${OCCUPATION_PAGES_PATH}#group-${o.code.slice(0, 2)}`} className="text-brand-700 underline underline-offset-2">
              {o.majorGroup}
            </Link>
          </>
        ) : null}
      </nav>
      <h1 className="mt-3 break-words text-3xl font-black tracking-tight sm:text-4xl">{`AI tools for ${o.title}`}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700" data-testid="occupation-description">
        {o.description}
      </p>
      <p className="mt-2 text-sm text-slate-600">{`O*NET-SOC ${o.displayCode}${o.majorGroup ? `, ${o.majorGroup} occupations` : ""}`}</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        <a href={startHref} className="btn-primary shrink-0 self-start px-5 py-2.5 text-base sm:self-auto" data-testid="build-toolkit-top">
          Build my own toolkit
        </a>
        <p className="max-w-2xl text-sm text-slate-700" data-testid="planned-for">
          {plannedFor(page)}
        </p>
      </div>

      {page.tools.length > 0 ? (
        <>
          <SummaryTiles totals={totals} valueNote={`up to, at the median wage of ${formatCurrency(page.salary)}`} countNote="each for work this job does" />
          <p className="mt-2 text-xs text-slate-600">{`Figures at ${formatCurrency(page.salary)} a year. ${page.salarySource}.`}</p>
        </>
      ) : null}

      <section aria-labelledby="work-heading" className="mt-10">
        <h2 id="work-heading" className="text-2xl font-bold tracking-tight">
          What the work is made of
        </h2>
        <p className="mt-2 max-w-3xl text-sm text-slate-700">
          {basis.kind === "group"
            ? `O*NET rates no work activities for this occupation itself, so these are the average of its group, ${basis.groupTitle} (${basis.occupations} occupations): the ${page.activities.length} largest of ${page.activityCount}, by their share of the week.`
            : `The ${page.activities.length} largest of the ${page.activityCount} work activities O*NET rates for ${o.title}, by their share of the week (from O*NET's importance ratings: an assumption, not measured hours).`}{" "}
          How well AI serves each comes from a study of real use of a consumer AI assistant (Tomlinson et al., 2025): where it was used and how successfully,
          not whether a job can be replaced.
        </p>
        <ol className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="occupation-activities">
          {page.activities.map((a) => (
            <li key={a.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex items-baseline justify-between gap-3">
                <h3 className="font-semibold text-slate-900">{a.label}</h3>
                <span className="shrink-0 text-sm font-semibold text-brand-800">{`${percentOf(a.share)} of the week`}</span>
              </div>
              <p className="mt-1 text-xs text-slate-600">{`O*NET: ${a.title}`}</p>
              <p className="mt-2 text-sm text-slate-700">{howAiServes(a)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="tools-heading" className="mt-10">
        <h2 id="tools-heading" className="text-2xl font-bold tracking-tight">
          The AI tools that fit this work
        </h2>
        <p className="mt-2 max-w-3xl text-sm text-slate-700">
          {`What our toolkit engine recommends to ${withArticle(o.everydayTitle)} who chooses ${page.workAreas.length ? `the work areas ${inWords(page.workAreas)} (the first ones we suggest for this job)` : "no work areas"} and names no tools already in use: only tools made for this work, each counted once per activity. `}
          <Link to="/methodology" className="font-medium text-brand-700 underline">
            How we estimate these figures
          </Link>
          .
        </p>
        {page.tools.length === 0 ? (
          <p className="mt-4 rounded-xl border border-slate-200 bg-white p-4 text-slate-700" data-testid="no-tools">
            {`For these work areas our engine offers no tool for ${o.title}: no catalogue tool is made for them or for the largest parts of this work (outside the chosen areas, a tool's main activity must be at least 1.5% of the week, and twice its share in the average job). Build your own toolkit and choose the work areas that take your time: it answers each of them, or says that no tool fits it yet.`}
          </p>
        ) : (
          aspects.map((aspect, i) => (
            <section key={aspect} aria-labelledby={`aspect-${i}`} className="mt-6">
              <h3 id={`aspect-${i}`} className="text-lg font-semibold text-slate-900">
                {aspect}
              </h3>
              <ul className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {page.tools
                  .filter((t) => t.aspect === aspect)
                  .sort((a, b) => b.productivityGain - a.productivityGain)
                  .map((tool) => {
                    const savings = toolSavings(tool.productivityGain, page.salary);
                    return (
                      <li key={tool.id} className="tool-card" data-testid="occupation-tool">
                        <div className="flex items-start gap-3">
                          <ToolLogo logoUrl={tool.logoUrl} emoji={tool.logoEmoji} />
                          <div className="min-w-0 flex-1">
                            <h4 className="break-words text-lg font-semibold leading-snug text-slate-900">{tool.name}</h4>
                            <p className="text-sm text-slate-600">{tool.category}</p>
                          </div>
                          <TypeBadge type={tool.toolType} />
                        </div>
                        <p className="mt-3 flex-1 text-sm text-slate-700">{tool.useCase}</p>
                        <dl className="tool-stats">
                          <div>
                            <dt>Productivity</dt>
                            <dd className="gain">{`up to ${formatPercent(tool.productivityGain)}`}</dd>
                          </div>
                          <div>
                            <dt>Annual value</dt>
                            <dd className="gain">{formatCurrency(savings.adjustedSavings)}</dd>
                          </div>
                          <div>
                            <dt>Time saved</dt>
                            <dd data-testid="tool-hours">{`${savings.hoursSavedPerWeek} h/week`}</dd>
                          </div>
                        </dl>
                        {tool.webLink ? (
                          <a href={tool.webLink} target="_blank" rel="noopener noreferrer" className="btn-outline mt-4">
                            {`Visit ${tool.name}`}
                            <span className="sr-only"> (opens in a new tab)</span>
                          </a>
                        ) : null}
                      </li>
                    );
                  })}
              </ul>
            </section>
          ))
        )}
      </section>

      <section aria-labelledby="own-heading" className="mt-10 rounded-2xl border-2 border-brand-500 bg-white p-6 shadow-sm">
        <h2 id="own-heading" className="text-2xl font-bold tracking-tight">
          Your work is not the average
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">
          Build your own toolkit: choose the work areas that take your time, name the tools you already use, and set your own salary. It is free and takes a few
          clicks.
        </p>
        <a href={startHref} className="btn-primary mt-4 px-6 py-3 text-base" data-testid="build-toolkit">
          Build my own toolkit
        </a>
      </section>

      <p className="mt-10 border-t border-slate-200 pt-4 text-xs text-slate-600">
        {`Occupation ${o.code}: title, description and work activities from O*NET; how well AI serves each activity from Tomlinson, Jaffe, Wang, Counts and Suri, "Working with AI" (2025, CC BY 4.0). ${ONET_ATTRIBUTION}`}
      </p>
    </main>
  );
}

function UnknownOccupation({ query, suggestions }: { query: string; suggestions: { slug: string; title: string }[] }) {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-12">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">404</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900">We have no page for this occupation</h1>
      <p className="mt-2 text-slate-700">The address may be mistyped or out of date. Search for the occupation instead:</p>
      <OccupationSearch defaultValue={query} className="mt-5" />
      {suggestions.length ? (
        <section aria-labelledby="suggestions-heading" className="mt-6">
          <h2 id="suggestions-heading" className="text-lg font-semibold">
            Perhaps one of these
          </h2>
          <ul className="mt-2 space-y-1">
            {suggestions.map((s) => (
              <li key={s.slug}>
                <Link to={occupationPagePath(s.slug)} className="text-brand-700 underline underline-offset-2">
                  {s.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="mt-6">
        <Link to={OCCUPATION_PAGES_PATH} className="font-medium text-brand-700 underline">
          Browse every occupation
        </Link>
      </p>
    </main>
  );
}

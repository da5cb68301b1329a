// /ai-tools-for (issue 30 item 5): every O*NET occupation's page, grouped by SOC major group, with
// a search (a GET form: ?q= filters on the server, so it works without JavaScript). Public and the
// same for every visitor: served from the anonymous page cache (server/page-cache.ts).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { OccupationSearch } from "~/components/occupations/occupation-search";
import { config } from "~/config.server";
import { ONET_ATTRIBUTION } from "~/lib/attribution";
import { groupByMajorGroup, OCCUPATION_PAGES_PATH, occupationPagePath, searchOccupations } from "~/lib/occupation-pages";
import { occupationDirectory } from "~/services/toolkits/occupation-pages.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.query ? `Occupations matching "${data.query}" | Upskill Academy` : "AI Tools by Occupation | Upskill Academy" },
  {
    name: "description",
    content:
      "The AI tools that fit each of over 1,000 occupations, from registered nurses to plumbers: their work, the tools, and honest estimates of the time saved.",
  },
  ...(data ? [{ tagName: "link", rel: "canonical", href: data.canonical }] : []),
  // A search's results are not a page of their own for search engines.
  ...(data?.query ? [{ name: "robots", content: "noindex" }] : []),
];

type OccupationLink = { slug: string; title: string };

export async function loader({ request }: LoaderFunctionArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 120);
  const { list } = await occupationDirectory();
  const canonical = `${config.appUrl}${OCCUPATION_PAGES_PATH}`;
  const link = (o: { slug: string; title: string }) => ({ slug: o.slug, title: o.title });
  const results: OccupationLink[] = query ? searchOccupations(list, query).map(link) : [];
  const groups: { group: string; label: string; occupations: OccupationLink[] }[] = query
    ? []
    : groupByMajorGroup(list).map((g) => ({ group: g.group, label: g.label, occupations: g.occupations.map(link) }));
  return json({ query, canonical, total: list.length, results, groups });
}

export default function OccupationIndex() {
  const { query, total, results, groups } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">AI tools by occupation</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        {`What each of ${total.toLocaleString("en-US")} occupations does, the AI tools that fit that work, and honest estimates of the hours they can save. Find yours, then build a toolkit of your own.`}
      </p>
      <OccupationSearch defaultValue={query} className="mt-6 max-w-xl" />

      {query ? (
        <section aria-labelledby="results-heading" className="mt-8">
          <h2 id="results-heading" className="text-xl font-bold">
            {results.length === 0 ? `No occupation matches "${query}"` : `Occupations matching "${query}"`}
          </h2>
          {results.length === 0 ? (
            <p className="mt-2 text-slate-700">
              Try a shorter word (&quot;nurse&quot;, &quot;engineer&quot;), or{" "}
              <Link to={OCCUPATION_PAGES_PATH} className="font-medium text-brand-700 underline">
                browse every occupation
              </Link>
              .
            </p>
          ) : (
            <ul className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="occupation-results">
              {results.map((o) => (
                <li key={o.slug}>
                  <Link to={occupationPagePath(o.slug)} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
                    {o.title}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-6">
            <Link to={OCCUPATION_PAGES_PATH} className="font-medium text-brand-700 underline">
              All occupations
            </Link>
          </p>
        </section>
      ) : (
        <>
          <nav aria-label="Occupation groups" className="mt-8 rounded-xl border border-slate-200 bg-white p-4">
            <h2 className="text-sm font-semibold text-slate-800">Occupation groups</h2>
            <ul className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
              {groups.map((g) => (
                <li key={g.group}>
                  <a href={`#group-${g.group}`} className="text-brand-700 underline underline-offset-2">
                    {`${g.label} (${g.occupations.length})`}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {groups.map((g) => (
            <section key={g.group} id={`group-${g.group}`} aria-labelledby={`group-${g.group}-heading`} className="mt-10 scroll-mt-4">
              <h2 id={`group-${g.group}-heading`} className="text-xl font-bold">
                {g.label}
              </h2>
              <ul className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2 lg:grid-cols-3 [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2">
                {g.occupations.map((o) => (
                  <li key={o.slug}>
                    <Link to={occupationPagePath(o.slug)}>{o.title}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
      <p className="mt-12 border-t border-slate-200 pt-4 text-xs text-slate-600">{ONET_ATTRIBUTION}</p>
    </main>
  );
}

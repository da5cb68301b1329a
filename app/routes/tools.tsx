import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ToolCard, toCardData } from "~/components/tools/tool-card";
import { TOOL_CATEGORIES } from "~/lib/catalogue-constants";
import { jobCategoryLabel, MAX_QUERY_LENGTH, parseToolsQuery, showingLine, TOOL_SORTS, toolsQueryString } from "~/lib/tools-query";
import { listJobRoles, searchToolsCached } from "~/services/catalogue/tools.server";

export const meta: MetaFunction = () => [
  { title: "AI Tools Database | Upskill Academy" },
  { name: "description", content: "Search AI tools by job role and category, with research-based estimates of the time they save." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const query = parseToolsQuery(new URL(request.url).searchParams);
  const [result, roles] = await Promise.all([searchToolsCached(query), listJobRoles()]);
  return json({ query, result: { ...result, tools: result.tools.map(toCardData) }, roles });
}

/** Results follow the form as you type, a moment after the last key, replacing history. */
const TYPE_DELAY_MS = 250;

export default function ToolsDatabase() {
  const { query, result, roles } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/tools";
  const roleOptions = query.role && !roles.includes(query.role) ? [query.role, ...roles] : roles;

  // Keep the fields in step with the URL after back/forward or a link, but never while the
  // user's own change is still on its way (that would put back the value they just changed).
  const pendingChange = useRef(false);
  useEffect(() => {
    const form = formRef.current;
    if (!form || pendingChange.current || navigation.state !== "idle") return;
    for (const [name, value] of Object.entries({ q: query.q, category: query.category, role: query.role, sort: query.sort })) {
      const field = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
      if (field && document.activeElement !== field && field.value !== value) field.value = value;
    }
  }, [query, navigation.state]);

  const submitSoon = (form: HTMLFormElement, delay: number) => {
    clearTimeout(timer.current);
    pendingChange.current = true;
    timer.current = setTimeout(() => {
      pendingChange.current = false;
      submit(form, { replace: true, preventScrollReset: true });
    }, delay);
  };

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">AI Tools Database</h1>
          <p className="mt-2 max-w-2xl text-slate-700">
            Find the AI tools that fit your work. Gains and yearly values are "up to" estimates drawn from published studies;{" "}
            <Link to="/methodology" className="font-medium text-brand-700 underline">
              see how we estimate them
            </Link>
            .
          </p>
        </div>
        <Link to="/aiupskill" className="btn-primary shrink-0">
          Get My AI Toolkit
        </Link>
      </div>

      <Form
        ref={formRef}
        method="get"
        role="search"
        aria-label="Search AI tools"
        className="mt-8 grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
        onChange={(event) => {
          const target = event.target as HTMLElement;
          submitSoon(event.currentTarget, target.tagName === "INPUT" ? TYPE_DELAY_MS : 0);
        }}
        onSubmit={() => {
          clearTimeout(timer.current);
          pendingChange.current = false;
        }}
      >
        <div>
          <label htmlFor="tools-q" className="label">
            Search
          </label>
          <input
            id="tools-q"
            name="q"
            type="search"
            defaultValue={query.q}
            maxLength={MAX_QUERY_LENGTH}
            placeholder="Search by name or description"
            className="field"
          />
        </div>
        <div>
          <label htmlFor="tools-category" className="label">
            Category
          </label>
          <select id="tools-category" name="category" defaultValue={query.category} className="field">
            <option value="">All Categories</option>
            {TOOL_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="tools-role" className="label">
            Job Role
          </label>
          <select id="tools-role" name="role" defaultValue={query.role} className="field">
            <option value="">All Roles</option>
            {roleOptions.map((r) => (
              <option key={r} value={r}>
                {jobCategoryLabel(r)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="tools-sort" className="label">
            Sort
          </label>
          <select id="tools-sort" name="sort" defaultValue={query.sort} className="field">
            {TOOL_SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-end">
          <button type="submit" className="btn-primary w-full">
            Search
          </button>
        </div>
      </Form>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-2" aria-live="polite">
        <p className="text-sm text-slate-700" data-testid="showing-line">
          {showingLine(result.matched, result.total, query.role)}
        </p>
        {loading ? <p className="text-sm font-medium text-brand-700">Loading AI Tools Database...</p> : null}
      </div>

      {result.tools.length === 0 ? (
        <div className="mt-10 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <h2 className="text-xl font-semibold">No AI tools found</h2>
          <p className="mt-2 text-slate-700">Try adjusting your search criteria or browse all categories</p>
          <Link to="/tools" className="btn-outline mt-4">
            Browse all tools
          </Link>
        </div>
      ) : (
        <ul
          className={`mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 ${loading ? "opacity-60" : ""}`}
          aria-label="AI tools"
          data-testid="tool-grid"
        >
          {result.tools.map((tool) => (
            <ToolCard key={tool.id} tool={tool} />
          ))}
        </ul>
      )}

      {result.pageCount > 1 ? (
        <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-3 text-sm">
          {result.page > 1 ? (
            <Link className="btn-outline" to={`/tools${toolsQueryString({ ...query, page: result.page - 1 })}`} rel="prev">
              Previous
            </Link>
          ) : null}
          <span className="text-slate-700">
            Page {result.page} of {result.pageCount}
          </span>
          {result.page < result.pageCount ? (
            <Link className="btn-outline" to={`/tools${toolsQueryString({ ...query, page: result.page + 1 })}`} rel="next">
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
    </main>
  );
}

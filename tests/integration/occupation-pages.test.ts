// Issue 30 item 5: a public page for every O*NET occupation (/ai-tools-for/{slug}), its index by
// major group with a search, schema.org markup, the sitemap and robots.txt, the anonymous page
// cache; an unknown slug answers 404 with a search box. Through the built app (build first).
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { EMPTY_CURRENT_TOOLS, type AnalysisInput } from "../../app/lib/schemas/toolkit";
import { MAX_TOOLKIT_GAIN, MAX_TOOLKIT_SIZE } from "../../app/lib/toolkit-engine";
import { toolkitTotals, toolSavings } from "../../app/lib/savings";
import { occupationDirectory, occupationPage } from "../../app/services/toolkits/occupation-pages.server";
import { matchOccupation } from "../../app/services/toolkits/occupations.server";
import { PAGE_WORK_AREAS, planToolkit } from "../../app/services/toolkits/toolkit-plan.server";
import { occupationSuggestions } from "../../app/services/toolkits/activity-profiles.server";
import { namedCategoryAreas, WIZARD_AREA_COUNT, wizardOptions } from "../../app/lib/wizard-state";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

useTestDatabase();
const web = useWebServer();

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(web.base() + path, { headers, redirect: "manual" });
  return { response, html: await response.text() };
}

/** The JSON-LD blocks of a page, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

const PAGES = [
  { slug: "registered-nurses", code: "29-1141.00", title: "Registered Nurses", everyday: "Registered Nurse", hasTools: true },
  // With no work area chosen the engine offered a plumber nothing; with the areas the wizard suggests first it does.
  { slug: "plumbers-pipefitters-and-steamfitters", code: "47-2152.00", title: "Plumbers, Pipefitters, and Steamfitters", everyday: "Plumber", hasTools: true },
  { slug: "lawyers", code: "23-1011.00", title: "Lawyers", everyday: "Lawyer", hasTools: true },
];

describe("the occupation directory", () => {
  it("gives each of the 1016 seeded occupations a slug of its own", async () => {
    const { list, bySlug } = await occupationDirectory();
    expect(list).toHaveLength(1016);
    expect(bySlug.size).toBe(list.length);
    for (const o of list) expect(o.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("plans every occupation's page within the engine's limits, with the wizard's first work areas, storing nothing", async () => {
    const before = await getDb().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM analyses`);
    const { list } = await occupationDirectory();
    let withTools = 0;
    // How many pages show 0, 1, 2, and 3 or more tools.
    const bySize = [0, 0, 0, 0];
    for (const listing of list) {
      const page = await occupationPage(listing);
      bySize[Math.min(page.tools.length, 3)]!++;
      expect(page.workAreas, listing.title).toHaveLength(PAGE_WORK_AREAS);
      expect(page.tools.length, listing.title).toBeLessThanOrEqual(MAX_TOOLKIT_SIZE);
      expect(
        page.tools.reduce((s, t) => s + t.productivityGain, 0),
        listing.title,
      ).toBeLessThanOrEqual(MAX_TOOLKIT_GAIN + 0.01);
      expect(page.salary, listing.title).toBeGreaterThan(0);
      if (page.tools.length > 0) withTools++;
    }
    const after = await getDb().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM analyses`);
    expect(after[0]!.n).toBe(before[0]!.n);
    console.info(`Occupation pages by number of tools: 0: ${bySize[0]}, 1: ${bySize[1]}, 2: ${bySize[2]}, 3+: ${bySize[3]} (of ${list.length})`);
    // Nearly every occupation's suggested work areas have some catalogue tool made for them
    // (without work areas, 253 pages had none).
    expect(withTools / list.length).toBeGreaterThan(0.9);
  }, 120_000);

  it("fills the toolkit form in with a title that finds the same occupation again, for most occupations", async () => {
    const { list } = await occupationDirectory();
    let same = 0;
    for (const o of list) if ((await matchOccupation(o.everydayTitle))?.code === o.code) same++;
    for (const p of PAGES) expect((await matchOccupation(p.everyday))?.code, p.everyday).toBe(p.code);
    expect(same / list.length).toBeGreaterThan(0.7);
  }, 120_000);
});

describe.each(PAGES)("the page of $title", ({ slug, code, title, everyday, hasTools }) => {
  it("shows the work, the engine's tools with hours and value at the median wage, and starts a toolkit with the title", async () => {
    const { response, html } = await get(`/ai-tools-for/${slug}`);
    expect(response.status).toBe(200);
    const text = textOf(html);
    expect(text).toContain(`AI tools for ${title}`);
    expect(text).toContain(`<link rel="canonical" href="http://localhost:3000/ai-tools-for/${slug}"/>`);
    expect(text).toMatch(/<meta name="description" content="[^"]{40,}"/);

    const { bySlug } = await occupationDirectory();
    const page = await occupationPage(bySlug.get(slug)!);
    expect(page.occupation.code).toBe(code);
    expect(page.activities.length).toBeGreaterThanOrEqual(5);
    for (const a of page.activities) expect(text).toContain(a.label);
    expect(page.tools.length > 0).toBe(hasTools);
    // Planned with the first work areas the wizard suggests for this title, said next to the button.
    const suggested = wizardOptions(everyday, await occupationSuggestions(everyday, WIZARD_AREA_COUNT, namedCategoryAreas(everyday))).workAreas;
    expect(page.workAreas).toEqual(suggested.slice(0, PAGE_WORK_AREAS));
    const areasInWords = `${page.workAreas.slice(0, -1).join(", ")} and ${page.workAreas.at(-1)}`;
    expect(text).toContain(
      `data-testid="planned-for">Planned for a ${everyday} whose work includes: ${areasInWords}. Your own toolkit lets you choose yours.<`,
    );
    if (!hasTools) {
      expect(text).toContain("For these work areas our engine offers no tool for");
      expect(html).not.toContain('data-testid="tile-gain"');
    }
    const totals = toolkitTotals(
      page.tools.map((t) => t.productivityGain),
      page.salary,
    );
    expect(html.match(/data-testid="occupation-tool"/g) ?? []).toHaveLength(page.tools.length);
    if (hasTools) {
      expect(text).toContain(`data-testid="tile-gain">${Math.round(totals.totalHoursPerWeek * 10) / 10} h<`);
      expect(text).toContain(`data-testid="tile-value">$${totals.totalAnnualValue.toLocaleString("en-US")}<`);
    }
    for (const tool of page.tools) {
      expect(text).toContain(tool.name);
      expect(text).toContain(`${toolSavings(tool.productivityGain, page.salary).hoursSavedPerWeek} h/week`);
    }
    expect(text).toContain('href="/methodology"');
    expect(html).toContain(`href="/aitoolkit?title=${encodeURIComponent(everyday).replace(/%20/g, "+")}"`);

    // The same engine as a toolkit: the tools and gains a person with this title gets when choosing these work areas.
    const input = { jobTitle: everyday, workAreas: page.workAreas, currentTools: EMPTY_CURRENT_TOOLS } as unknown as AnalysisInput;
    const planned = await planToolkit(input, getDb(), { engine: "builtin" });
    const names = new Map(planned.candidates.map((c) => [c.id, c.name]));
    expect(page.tools.map((t) => [t.name, t.productivityGain])).toEqual(planned.result.recommendations.map((r) => [names.get(r.toolId), r.productivityGain]));
  });

  it("describes the occupation and its tools in schema.org markup", async () => {
    const { html } = await get(`/ai-tools-for/${slug}`);
    const [markup] = jsonLdOf(html);
    const graph = markup!["@graph"] as Record<string, unknown>[];
    const occupation = graph.find((n) => n["@type"] === "Occupation")!;
    expect(occupation.name).toBe(title);
    expect(occupation.occupationalCategory).toMatchObject({ codeValue: code });
    expect(String(occupation.description).length).toBeGreaterThan(20);
    const list = graph.find((n) => n["@type"] === "ItemList")!;
    const items = list.itemListElement as { item: { "@type": string; name: string; url?: string } }[];
    expect(items.length).toBe(list.numberOfItems);
    expect(items.length > 0).toBe(hasTools);
    for (const { item } of items) {
      expect(item["@type"]).toBe("SoftwareApplication");
      expect(item.url).toMatch(/^https?:\/\//);
    }
  });
});

describe("the occupation pages' edges", () => {
  it("answers an unknown slug 404 with the site's layout, a message and the search box", async () => {
    const { response, html } = await get("/ai-tools-for/registred-nursez");
    expect(response.status).toBe(404);
    const text = textOf(html);
    expect(text).toContain("We have no page for this occupation");
    expect(html).toMatch(/<form method="get" action="\/ai-tools-for" role="search"/);
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="registred nursez"/);
    expect(html).toContain("<footer");
    expect(response.headers.get("x-page-cache")).toBeNull();
  });

  it("sends a slug in capitals to the page's own address", async () => {
    const { response } = await get("/ai-tools-for/Registered-Nurses");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/ai-tools-for/registered-nurses");
  });

  it("lists every occupation on the index by major group, and searches on the server", async () => {
    const { response, html } = await get("/ai-tools-for");
    expect(response.status).toBe(200);
    const { list } = await occupationDirectory();
    for (const o of list) expect(html).toContain(`href="/ai-tools-for/${o.slug}"`);
    expect(textOf(html)).toContain("Healthcare Practitioners and Technical");
    expect(html).toContain('id="group-47"');

    const search = await get("/ai-tools-for?q=solicitor");
    expect(search.response.status).toBe(200);
    expect(search.html).toContain('href="/ai-tools-for/lawyers"');
    expect(search.html).toContain('name="robots" content="noindex"');
    const none = await get("/ai-tools-for?q=zzzqqq");
    expect(textOf(none.html)).toContain('No occupation matches "zzzqqq"');
  });

  it("serves the pages from the anonymous page cache", async () => {
    for (const path of ["/ai-tools-for", "/ai-tools-for/registered-nurses"]) {
      await get(path);
      const second = await get(path);
      expect(second.response.headers.get("x-page-cache"), path).toBe("hit");
      // Someone signed in (any cookie) gets a fresh render.
      const withCookie = await get(path, { Cookie: "x=1" });
      expect(withCookie.response.headers.get("x-page-cache"), path).toBeNull();
    }
  });

  it("lists the public pages and every occupation page in sitemap.xml, named in robots.txt", async () => {
    const { response, html: xml } = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/xml/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(new Set(locs).size).toBe(locs.length);
    const { list } = await occupationDirectory();
    for (const o of list) expect(locs).toContain(`http://localhost:3000/ai-tools-for/${o.slug}`);
    for (const page of ["/", "/tools", "/methodology", "/ai-tools-for"]) expect(locs).toContain(`http://localhost:3000${page === "/" ? "/" : page}`);
    // Every public page listed answers 200 to a visitor without a cookie.
    for (const loc of locs.filter((l) => !l.includes("/ai-tools-for/"))) {
      const page = await get(new URL(loc).pathname);
      expect(page.response.status, loc).toBe(200);
    }

    const robots = await get("/robots.txt");
    expect(robots.response.status).toBe(200);
    expect(robots.html).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });

  it("fills the toolkit form in from ?title= without moving on", async () => {
    const { response, html } = await get("/aitoolkit?title=Registered%20Nurse");
    expect(response.status).toBe(200);
    expect(html).toMatch(/<input[^>]*name="jobTitle"[^>]*value="Registered Nurse"/);
  });
});

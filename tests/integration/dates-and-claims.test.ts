// Dates that are true and claims from the product's own data (issue 30 items 2 and 3): the
// footer's year from the clock, the rubric's version and "Last updated" from its editions (page
// and PDF alike), the landing figures as the medians of the last 30 days' toolkits (or nothing
// with too few), and an ended offer never advertised.
import { extractText, getDocumentProxy } from "unpdf";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { RUBRIC_REVISIONS } from "../../app/content/rubric";
import { analysisInputSchema } from "../../app/lib/schemas/toolkit";
import { createAnalysis } from "../../app/services/toolkits/toolkits.server";
import { computeToolkitMedians, recentToolkitMedians } from "../../app/services/toolkits/landing-figures.server";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

// Every render computes the figures and renders the page: this file changes the data between requests.
process.env.LANDING_FIGURES_SECONDS = "0";
process.env.PAGE_CACHE = "off";

useTestDatabase();
const web = useWebServer();

const q = async <T>(query: ReturnType<typeof sql>) => (await getDb().execute(query)) as unknown as T[];
const page = async (path: string) => {
  const response = await fetch(web.base() + path);
  return { status: response.status, html: (await response.text()).replace(/<!-- -->/g, "").replaceAll("&#x27;", "'") };
};
/** The visible text of a page: tags and entities out, spaces squeezed. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** A toolkit straight into the tables: `tools` recommendations, a total gain (percent of 40 h) and a yearly value. */
async function insertToolkit(tools: number, gain: number, value: number, daysAgo: number) {
  const [row] = await q<{ id: number }>(sql`
    INSERT INTO analyses (job_title, job_category, total_productivity_gain, total_savings_per_year, created_at)
    VALUES ('Figure Tester', 'marketing', ${gain}, ${value}, now() - make_interval(days => ${daysAgo})) RETURNING id`);
  for (let position = 0; position < tools; position++)
    await q(sql`INSERT INTO analysis_recommendations (analysis_id, position, tool_name, category, productivity_gain)
                VALUES (${row!.id}, ${position}, ${`Tool ${position}`}, 'Writing', ${gain / tools})`);
  return row!.id;
}

describe("the footer", () => {
  it("shows this year, from the clock, on every page (a 404 too)", async () => {
    const year = new Date().getUTCFullYear();
    for (const path of ["/", "/tools", "/aiupskill/rubric", "/no-such-page"]) {
      const { html } = await page(path);
      expect(html).toContain(`© ${year} Upskill Academy. All rights reserved.`);
      expect(html).not.toContain("© 2025 Upskill");
    }
  });
});

describe("the rubric", () => {
  const newest = RUBRIC_REVISIONS[RUBRIC_REVISIONS.length - 1]!;
  const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${newest.date}T00:00:00Z`),
  );

  it("gives the version and day of its newest edition on the page", async () => {
    const { html } = await page("/aiupskill/rubric");
    expect(textOf(html)).toContain(`Version ${newest.version} Last updated ${day}`);
    expect(html).toContain(`<time dateTime="${newest.date}">${day}</time>`);
    expect(html).not.toContain("June 2025");
  });

  it("and the same in the framework PDF", async () => {
    const pdf = new Uint8Array(await (await fetch(`${web.base()}/aiupskill/rubric/framework.pdf`)).arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain(`Version ${newest.version} · Last updated ${day}`);
    expect(flat).not.toContain("June 2025");
  });
});

describe("the landing figures", () => {
  beforeAll(async () => {
    await q(sql`DELETE FROM analyses`);
  });

  it("are not shown while fewer than 20 toolkits were made in the last 30 days (older ones do not count)", async () => {
    for (let i = 0; i < 19; i++) await insertToolkit(5, 10, 9000, 1);
    for (let i = 0; i < 30; i++) await insertToolkit(9, 40, 50_000, 31);
    expect(await computeToolkitMedians()).toMatchObject({ toolkits: 19 });
    for (const path of ["/", "/aitoolkit"]) {
      const { html } = await page(path);
      expect(html).not.toContain("What Recent Toolkits Found");
      expect(html).not.toContain("toolkits made in the last");
    }
  });

  it("show the medians of the last 30 days' toolkits, saying so, once there are enough", async () => {
    await q(sql`DELETE FROM analyses`);
    // 21 toolkits: 3 to 23 tools, gains of 1% to 21% of 40 hours, values of $1,000 to $21,000;
    // the medians are the 11th of each: 13 tools, 4.4 h (11% of 40 h), $11,000.
    for (let i = 1; i <= 21; i++) await insertToolkit(i + 2, i, i * 1000, i % 29);
    // Made 31 days ago: outside the window.
    for (let i = 0; i < 10; i++) await insertToolkit(30, 25, 99_000, 31);
    expect(await computeToolkitMedians()).toEqual({ toolkits: 21, tools: 13, hoursPerWeek: 4.4, annualValue: 11_000 });
    for (const path of ["/", "/aitoolkit"]) {
      const text = textOf((await page(path)).html);
      expect(text).toContain("What Recent Toolkits Found");
      expect(text).toContain("Median of the 21 toolkits made in the last 30 days");
      expect(text).toContain("13 AI tools selected for the job");
      expect(text).toContain("4.4 h a week the tools could save, at most");
      expect(text).toContain("$11,000 a year, what that time is worth at the job's median wage");
    }
  });

  it("take each toolkit's figures as its own page shows them", async () => {
    await q(sql`DELETE FROM analyses`);
    const made = await createAnalysis(
      analysisInputSchema.parse({ jobTitle: "Marketing Manager", industry: "Technology & Software", workAreas: ["Reporting"] }),
    );
    const medians = await computeToolkitMedians();
    expect(medians.toolkits).toBe(1);
    expect(medians.tools).toBeGreaterThan(0);
    expect(medians.annualValue).toBeGreaterThan(0);
    const { html } = await page(`/toolkit/${made.analysisId}?share=${made.shareToken}`);
    const tile = (id: string) => new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`).exec(html)?.[1];
    expect(tile("tile-count")).toBe(String(medians.tools));
    expect(tile("tile-gain")).toBe(`${medians.hoursPerWeek} h`);
    expect(tile("tile-value")).toBe(`$${medians.annualValue!.toLocaleString("en-US")}`);
  });
});

describe("the landing figures' memory", () => {
  it("computes them once per LANDING_FIGURES_SECONDS in a process, and every time with 0", async () => {
    process.env.LANDING_FIGURES_SECONDS = "300";
    let first: Awaited<ReturnType<typeof recentToolkitMedians>>;
    try {
      first = await recentToolkitMedians();
      await insertToolkit(3, 5, 4000, 0);
      expect(await recentToolkitMedians()).toEqual(first);
    } finally {
      process.env.LANDING_FIGURES_SECONDS = "0";
    }
    expect((await recentToolkitMedians())!.toolkits).toBe(first!.toolkits + 1);
  });
});

describe("the early-access bundle", () => {
  it("is offered until the end date in settings, written out, and not at all once it has passed", async () => {
    await q(sql`DELETE FROM offer_settings`);
    const onSale = textOf((await page("/aiupskill/training")).html);
    expect(onSale).toContain("All four core levels at the pre-launch price, until 31 July 2027, 01:00 UTC.");
    expect(onSale).not.toContain("early August");

    await q(sql`INSERT INTO offer_settings (id, bundle_ends_at, prelaunch_prices, updated_by) VALUES (1, now() - interval '1 minute', true, 'cli')`);
    const ended = textOf((await page("/aiupskill/training")).html);
    expect(ended).not.toContain("Early-Access Bundle");
    expect(ended).not.toContain("has ended");
    expect(ended).not.toMatch(/\d+d \d\dh \d\dm \d\ds left/);
    await q(sql`DELETE FROM offer_settings`);
  });
});

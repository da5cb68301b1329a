import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { tools } from "../../db/schema/index";
import { parseToolsQuery, TOOLS_PAGE_SIZE } from "../../app/lib/tools-query";
import { searchTools, listJobRoles, upsertTools } from "../../app/services/catalogue/tools.server";
import { toolInputSchema } from "../../app/lib/schemas/tool";
import { useTestDatabase } from "../helpers/test-database";

useTestDatabase();

const query = (search: string) => parseToolsQuery(new URLSearchParams(search));

const tool = (name: string, overrides: Record<string, unknown> = {}) =>
  toolInputSchema.parse({
    name,
    category: "Writing",
    description: `${name} helps with work.`,
    webLink: `https://example.com/${encodeURIComponent(name)}`,
    jobCategories: ["zeta_role"],
    ...overrides,
  });

describe("searchTools", () => {
  it("seeds the real catalogue with derived figures", async () => {
    const all = await searchTools(query(""));
    expect(all.total).toBeGreaterThanOrEqual(150);
    expect(all.tools).toHaveLength(TOOLS_PAGE_SIZE);
    for (const t of all.tools) {
      expect(t.baseProductivityGain).toBeGreaterThan(0);
      expect(t.baseSavingsPerYear).toBe(Math.round((80_000 * t.baseProductivityGain) / 100));
    }
  });

  it("matches search text case-insensitively in the name or the description", async () => {
    await upsertTools([tool("Quokka Writer", { description: "Drafts memos." }), tool("Memo Bot", { description: "Reads QUOKKA files." })]);
    const result = await searchTools(query("q=quokka&sort=name"));
    expect(result.tools.map((t) => t.name)).toEqual(["Memo Bot", "Quokka Writer"]);
    expect(result.matched).toBe(2);
  });

  it("treats % and _ in the search as plain text", async () => {
    await upsertTools([tool("Percent Tool", { description: "Saves 100% of nothing." }), tool("Plain Tool", { description: "Saves 1000 things." })]);
    const result = await searchTools(query("q=100%25"));
    expect(result.tools.map((t) => t.name)).toEqual(["Percent Tool"]);
  });

  it("filters by exact category and by role substring on any job category", async () => {
    await upsertTools([
      tool("Role One", { category: "Sales", jobCategories: ["general", "zeta_sales_ops"] }),
      tool("Role Two", { category: "Writing", jobCategories: ["zeta_sales_ops"] }),
    ]);
    expect((await searchTools(query("role=zeta_sales"))).tools.map((t) => t.name).sort()).toEqual(["Role One", "Role Two"]);
    expect((await searchTools(query("role=ZETA_SALES&category=Sales"))).tools.map((t) => t.name)).toEqual(["Role One"]);
    expect(await listJobRoles()).toEqual(expect.arrayContaining(["marketing", "hr", "general"]));
  });

  it("sorts by each option, highest first, and by name A-Z", async () => {
    const check = async (sort: string, key: "usageCount" | "baseProductivityGain" | "baseSavingsPerYear" | "avgRelevanceScore") => {
      const values = (await searchTools(query(`sort=${sort}`))).tools.map((t) => t[key]);
      expect(values).toEqual([...values].sort((a, b) => b - a));
    };
    await getDb()
      .update(tools)
      .set({ usageCount: sql`${tools.id} % 7` });
    await check("popularity", "usageCount");
    await check("productivity", "baseProductivityGain");
    await check("savings", "baseSavingsPerYear");
    await check("relevance", "avgRelevanceScore");
    const names = (await searchTools(query("sort=name"))).tools.map((t) => t.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it("pages through the results without overlap", async () => {
    const first = await searchTools(query("sort=name"));
    const second = await searchTools(query("sort=name&page=2"));
    expect(first.pageCount).toBeGreaterThan(1);
    expect(second.tools[0]!.id).not.toBe(first.tools[0]!.id);
    expect(first.tools.map((t) => t.id)).not.toContain(second.tools[0]!.id);
    const beyond = await searchTools(query("page=999"));
    expect(beyond.tools).toEqual([]);
    expect(beyond.matched).toBe(first.matched);
  });

  it("hides inactive tools", async () => {
    await upsertTools([tool("Retired Tool", { isActive: false })]);
    expect((await searchTools(query("q=Retired Tool"))).matched).toBe(0);
  });

  it("uses the trigram and sort indexes rather than reading the whole table", async () => {
    // On a small table a sequential scan is cheapest; turning it off shows the indexes exist and fit.
    const text = await getDb().transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const plan = await tx.execute<{ "QUERY PLAN": string }>(
        sql`EXPLAIN SELECT id FROM tools WHERE is_active AND (name ILIKE '%quokka%' OR description ILIKE '%quokka%')`,
      );
      return plan.map((r) => r["QUERY PLAN"]).join("\n");
    });
    expect(text).toMatch(/tools_name_trgm/);
    expect(text).toMatch(/tools_description_trgm/);
  });
});

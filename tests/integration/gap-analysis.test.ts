// Catalogue gap reports (issue 15 §5): ten toolkits queue one report job; the report names the
// work areas the catalogue served poorly and is emailed to the admins in the same transaction.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { GAP_REPORT_EVERY } from "../../app/lib/gap-analysis";
import { analysisInputSchema } from "../../app/lib/schemas/toolkit";
import { gapStatus, generateGapReport, listGapReports } from "../../app/services/catalogue/gap-analysis.server";
import { createAnalysis } from "../../app/services/toolkits/toolkits.server";
import { useTestDatabase } from "../helpers/test-database";

useTestDatabase();

const make = (jobTitle: string, workAreas: string[]) =>
  createAnalysis(analysisInputSchema.parse({ jobTitle, industry: "Other", workAreas }), { browserSessionId: "visit-gap-analysis-test-0000000000" });

const queued = async (task: string) =>
  (
    await getDb().execute<{ payload: Record<string, unknown> }>(sql`
      SELECT j.payload FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
      WHERE t.identifier = ${task}`)
  ).map((r) => r.payload);

describe("gap reports", () => {
  it("queue one report job when the tenth toolkit since the last report is made", async () => {
    for (let i = 0; i < GAP_REPORT_EVERY - 1; i++) await make("Registered Nurse", ["Patient Documentation", "Underwater Basket Weaving"]);
    expect(await queued("generate-gap-report")).toHaveLength(0);
    expect(await gapStatus()).toMatchObject({ toolkitsSinceLastReport: 9, shouldGenerate: false, latestReport: null });
    expect(await generateGapReport("auto")).toEqual({ ok: false, reason: "not-due" });

    await make("Podcast Producer", ["Podcast Editing", "Underwater Basket Weaving"]);
    expect(await queued("generate-gap-report")).toHaveLength(1);
    expect((await gapStatus()).shouldGenerate).toBe(true);
  });

  it("write the report with the poorly served work areas, and email it to the admins", async () => {
    const outcome = await generateGapReport("auto");
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(outcome.report).toMatchObject({ reportNumber: 1, toolkitCount: 10, emailSent: true });
    expect(outcome.report.jobTitles).toEqual(["Registered Nurse", "Podcast Producer"]);
    expect(outcome.report.averageConfidence).toBeGreaterThan(0);
    expect(outcome.report.averageConfidence).toBeLessThanOrEqual(1);
    expect(outcome.report.missingCategories.some((g) => g.includes('"Underwater Basket Weaving"') && g.includes("10 toolkits"))).toBe(true);
    const emails = (await queued("send-email")).filter((p) => p.template === "gap-report");
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toMatch(/^Catalogue gap report #1/);
    expect(emails[0]!.text).toContain("Underwater Basket Weaving");

    expect(await gapStatus()).toMatchObject({ toolkitsSinceLastReport: 0, shouldGenerate: false, latestReport: { reportNumber: 1 } });
    // Nothing new: an automatic run writes nothing; an admin's request reports on the latest toolkits.
    expect(await generateGapReport("auto")).toEqual({ ok: false, reason: "not-due" });
    const manual = await generateGapReport("manual");
    expect(manual.ok && manual.report.reportNumber).toBe(2);
    expect((await listGapReports()).map((r) => r.reportNumber)).toEqual([2, 1]);
  });
});

// A toolkit report whose worker died mid-job (issue 13, item 8): the job is picked up again within
// minutes, not after Graphile Worker's 4 hours, and the report page says "taking longer than
// usual" meanwhile.
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { startWorker, waitForIdleQueue } from "../../jobs/worker";
import { REPORT_SLOW_TEXT } from "../../app/lib/report-progress";
import { analysisInputSchema } from "../../app/lib/schemas/toolkit";
import { reportState, requestToolkitReport } from "../../app/services/reports.server";
import { releaseStaleReportJobs } from "../../app/services/stale-jobs.server";
import { createAnalysis } from "../../app/services/toolkits.server";
import { withMailWorker } from "../helpers/mail-worker";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

const db = useTestDatabase();
const web = useWebServer();
const VISIT = "visit-stale-report-00000000000000000000";

afterAll(async () => {
  await getDb().execute(sql`DELETE FROM graphile_worker._private_jobs`);
});

describe("a report job held by a worker that died", () => {
  it("is released within minutes and finished by a live worker; the page says it is taking longer meanwhile", async () => {
    const input = analysisInputSchema.parse({ jobTitle: "Nurse", industry: "Other", workAreas: ["Patient Care"] });
    const { analysisId } = await createAnalysis(input, { browserSessionId: VISIT });
    const report = await requestToolkitReport(
      { name: "Nia", email: "nia@example.com", analysisId },
      { browserSessionId: VISIT, userId: null, isAdmin: false, shareToken: null },
    );
    // A worker took the render job ten minutes ago and was killed (SIGKILL: no unlock).
    await getDb().execute(sql`
      UPDATE graphile_worker._private_jobs SET locked_at = now() - interval '10 minutes', locked_by = 'worker-that-died', attempts = 1
      WHERE key = ${`report-render:${report.reportId}`}`);
    await getDb().execute(sql`UPDATE reports SET created_at = now() - interval '10 minutes', status = 'rendering' WHERE id = ${report.reportId}`);

    const page = await (await fetch(`${web.base()}/report/${report.downloadToken}`)).text();
    expect(page.replaceAll("&#x27;", "'")).toContain(REPORT_SLOW_TEXT);
    const status = await (await fetch(`${web.base()}/api/report-status/${report.downloadToken}`)).json();
    expect(status).toMatchObject({ slow: true, notice: REPORT_SLOW_TEXT, done: false });

    // A job locked for less than the threshold is left to its (presumably live) worker.
    expect(await releaseStaleReportJobs(15)).toBe(0);
    // The every-minute task releases it; a live worker then renders and sends it.
    await withMailWorker(db.url(), async (smtp) => {
      expect(await releaseStaleReportJobs()).toBe(1);
      const [mail] = await smtp.waitFor(1, 20_000);
      expect((mail!.to as { text: string }).text).toBe("nia@example.com");
      await waitForIdleQueue(db.url(), 10_000);
    });
    expect((await reportState(report.downloadToken))!.status).toBe("sent");
  }, 60_000);

  it("is on the worker's every-minute schedule", async () => {
    const { crontab } = await import("../../jobs/crontab");
    expect(crontab.split("\n")).toContain("* * * * * release-stale-report-jobs");
    // The worker knows the task (it would refuse to start with an unknown crontab task).
    const worker = await startWorker(db.url(), 1);
    await worker.stop();
  });
});

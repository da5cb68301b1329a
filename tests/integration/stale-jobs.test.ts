// Jobs held by a worker that stopped (issue 13 item 8, issue 25): whatever the task, a job whose
// worker died is released within minutes, not after Graphile Worker's 4 hours, and a job of a
// live worker is never taken from it, however long it runs; a worker that stops with a job still
// running past its drain releases that job instead of leaving it locked.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { closeMailTransport } from "../../app/adapters/mail.server";
import { getDb } from "../../db/client";
import { startWorker, waitForIdleQueue } from "../../jobs/worker";
import { REPORT_SLOW_TEXT } from "../../app/lib/report-progress";
import { analysisInputSchema } from "../../app/lib/schemas/toolkit";
import { queueEmail } from "../../app/services/delivery/email.server";
import { WAITLIST_TEMPLATE, waitlistConfirmationEmail } from "../../app/services/delivery/emails/waitlist.server";
import { reportState, requestToolkitReport } from "../../app/services/delivery/reports.server";
import { releaseJobsOfDeadWorkers, STALE_JOB_GRACE_SECONDS } from "../../app/services/operations/stale-jobs.server";
import { createAnalysis } from "../../app/services/toolkits/toolkits.server";
import { withMailWorker } from "../helpers/mail-worker";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

const db = useTestDatabase();
const web = useWebServer();
const VISIT = "visit-stale-report-00000000000000000000";

type JobRow = {
  id: string;
  locked_by: string | null;
  locked_at: string | null;
  attempts: number;
  last_error: string | null;
};

const job = async (id: string) =>
  (
    await getDb().execute<JobRow>(sql`SELECT id::text, locked_by, locked_at::text, attempts, last_error FROM graphile_worker._private_jobs WHERE id = ${id}`)
  )[0];

async function until<T>(check: () => Promise<T | undefined | null | false>, ms: number, what: string): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await check();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} within ${ms} ms`);
}

/** An SMTP server that accepts connections and never greets: a send-email job on it runs for 30 s (nodemailer's greeting timeout). */
async function silentSmtp(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const queueMail = (key: string) =>
  queueEmail({
    to: `${key}@example.com`,
    ...waitlistConfirmationEmail({ name: "Nia" }),
    kind: "transactional",
    template: WAITLIST_TEMPLATE,
    idempotencyKey: key,
  });

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});
afterAll(async () => {
  await getDb().execute(sql`DELETE FROM graphile_worker._private_jobs`);
});

describe("a job held by a worker that died", () => {
  it("is released when no live worker holds it, whatever its task, and never while its worker lives", async () => {
    const smtp = await silentSmtp();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-dead-worker-"));
    try {
      const jobId = await queueMail("dead-worker-mail");
      // A real worker process (`academy worker`) takes the job and hangs in it on the silent SMTP server.
      const worker = spawn(process.execPath, ["bin/academy.js", "worker"], {
        env: { ...process.env, DATABASE_URL: db.url(), DATA_DIR: dataDir, MAIL_URL: smtp.url, WORKER_CONCURRENCY: "1" },
        stdio: "ignore",
      });
      children.push(worker);
      const locked = await until(async () => ((await job(jobId))?.locked_by ? job(jobId) : null), 60_000, "the worker process did not take the job");

      // Alive, it keeps its job: even locked an hour ago, even with no grace period at all.
      await getDb().execute(sql`UPDATE graphile_worker._private_jobs SET locked_at = now() - interval '1 hour' WHERE id = ${jobId}`);
      expect(await releaseJobsOfDeadWorkers(0)).toEqual([]);
      expect((await job(jobId))!.locked_by).toBe(locked!.locked_by);

      // kill -9: no unlock, no goodbye. The job is released at the next sweep.
      const exited = new Promise((resolve) => worker.once("exit", resolve));
      worker.kill("SIGKILL");
      await exited;
      const released = await until(
        async () => {
          const rows = await releaseJobsOfDeadWorkers();
          return rows.length ? rows : null;
        },
        15_000,
        "the dead worker's job was not released",
      );
      expect(released).toEqual([{ id: jobId, task: "send-email", lockedBy: locked!.locked_by }]);
      const after = (await job(jobId))!;
      expect(after).toMatchObject({ locked_by: null, locked_at: null, attempts: 1 });
      expect(after.last_error).toContain(`its worker (${locked!.locked_by}) stopped`);
      await getDb().execute(sql`DELETE FROM graphile_worker._private_jobs WHERE id = ${jobId}`);
    } finally {
      await smtp.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it("waits the grace period for a job locked by no live worker a moment ago", async () => {
    const jobId = await queueMail("grace-mail");
    await getDb().execute(sql`
      UPDATE graphile_worker._private_jobs SET locked_at = now() - interval '30 seconds', locked_by = 'pool-of-an-older-version', attempts = 1
      WHERE id = ${jobId}`);
    expect(await releaseJobsOfDeadWorkers()).toEqual([]);
    expect(STALE_JOB_GRACE_SECONDS).toBeLessThanOrEqual(300);
    await getDb().execute(
      sql`UPDATE graphile_worker._private_jobs SET locked_at = now() - make_interval(secs => ${STALE_JOB_GRACE_SECONDS + 1}) WHERE id = ${jobId}`,
    );
    expect((await releaseJobsOfDeadWorkers()).map((row) => row.id)).toEqual([jobId]);
    await getDb().execute(sql`DELETE FROM graphile_worker._private_jobs WHERE id = ${jobId}`);
  });

  it("a toolkit report is finished by a live worker once released; its page says it is taking longer meanwhile", async () => {
    const input = analysisInputSchema.parse({ jobTitle: "Nurse", industry: "Other", workAreas: ["Patient Care"] });
    const { analysisId } = await createAnalysis(input, { browserSessionId: VISIT });
    const report = await requestToolkitReport(
      { name: "Nia", email: "nia@example.com", analysisId },
      { browserSessionId: VISIT, userId: null, isAdmin: false, shareToken: null },
    );
    // A worker took the render job ten minutes ago and was killed (SIGKILL: no unlock).
    await getDb().execute(sql`
      UPDATE graphile_worker._private_jobs SET locked_at = now() - interval '10 minutes', locked_by = 'pool-that-died', attempts = 1
      WHERE key = ${`report-render:${report.reportId}`}`);
    await getDb().execute(sql`UPDATE reports SET created_at = now() - interval '10 minutes', status = 'rendering' WHERE id = ${report.reportId}`);

    const page = await (await fetch(`${web.base()}/report/${report.downloadToken}`)).text();
    expect(page.replaceAll("&#x27;", "'")).toContain(REPORT_SLOW_TEXT);
    const status = await (await fetch(`${web.base()}/api/report-status/${report.downloadToken}`)).json();
    expect(status).toMatchObject({ slow: true, notice: REPORT_SLOW_TEXT, done: false });

    await withMailWorker(db.url(), async (smtp) => {
      expect((await releaseJobsOfDeadWorkers()).map((row) => row.task)).toEqual(["render-toolkit-report"]);
      const [mail] = await smtp.waitFor(1, 20_000);
      expect((mail!.to as { text: string }).text).toBe("nia@example.com");
      await waitForIdleQueue(db.url(), 10_000);
    });
    expect((await reportState(report.downloadToken))!.status).toBe("sent");
  }, 60_000);

  it("is on the worker's every-minute schedule", async () => {
    const { crontab } = await import("../../jobs/crontab");
    expect(crontab.split("\n")).toContain("* * * * * release-stale-jobs");
    // The worker knows the task (it would refuse to start with an unknown crontab task).
    const worker = await startWorker(db.url(), 1);
    await worker.stop();
  });
});

describe("a worker that stops", () => {
  it("releases a job still running when its drain is over, without counting the attempt", async () => {
    const smtp = await silentSmtp();
    process.env.MAIL_URL = smtp.url;
    try {
      const jobId = await queueMail("drain-mail");
      const worker = await startWorker(db.url(), 1);
      await until(async () => (await job(jobId))?.locked_by === worker.poolId, 20_000, "the worker did not take the job");
      const started = Date.now();
      expect(await worker.stop(1_000)).toEqual({ released: 1 });
      // Well before the 30 s the job would have run on.
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(await job(jobId)).toMatchObject({ locked_by: null, locked_at: null, attempts: 0 });
      await getDb().execute(sql`DELETE FROM graphile_worker._private_jobs WHERE id = ${jobId}`);
    } finally {
      delete process.env.MAIL_URL;
      closeMailTransport();
      await smtp.close();
    }
  }, 60_000);

  it("lets a job that is running when the stop comes finish within the drain", async () => {
    // An SMTP server that greets only after 1.5 s: the job is mid-delivery when the stop comes.
    const received: string[] = [];
    const slow = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onConnect: (_session, callback) => void setTimeout(() => callback(), 1_500),
      onData: (stream, session, callback) => {
        received.push(session.envelope.rcptTo.map((to) => to.address).join());
        stream.on("end", () => callback());
        stream.resume();
      },
    });
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    process.env.MAIL_URL = `smtp://127.0.0.1:${(slow.server.address() as net.AddressInfo).port}`;
    try {
      const jobId = await queueMail("finishes-mail");
      const worker = await startWorker(db.url(), 1);
      await until(async () => (await job(jobId))?.locked_by === worker.poolId, 20_000, "the worker did not take the job");
      expect(await worker.stop(20_000)).toEqual({ released: 0 });
      expect(received).toEqual(["finishes-mail@example.com"]);
      expect(await job(jobId)).toBeUndefined();
    } finally {
      delete process.env.MAIL_URL;
      closeMailTransport();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  }, 60_000);
});

import type { Command } from "commander";
import type { Cli } from "../context";
import { withDatabase } from "./db";

// Loaded when a command runs, not when `academy` starts: `academy --help` reads no service.
const load = async () => ({
  ...(await import("../../app/services/admin/coach-stats.server")),
  ...(await import("../../app/services/coach/rescore-reply.server")),
  ...(await import("../../app/services/operations/admin-audit.server")),
  ...(await import("../../app/lib/admin-query")),
  ...(await import("../../db/migrate")),
});

type Loaded = Awaited<ReturnType<typeof load>>;
type Stats = Awaited<ReturnType<Loaded["getCoachStats"]>>;
type ReplyRow = Awaited<ReturnType<Loaded["listCoachReplies"]>>["rows"][number];

const score = (n: number | null) => (n === null ? "-" : n.toFixed(1));
const utc = (iso: string) => `${iso.slice(0, 16).replace("T", " ")}`;

/** Columns padded to their widest cell; figures on the right. */
function table(head: string[], rows: string[][], right: ReadonlySet<number>): string[] {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (right.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [line(head), ...rows.map(line)];
}

function replyLines(rows: ReplyRow[]): string[] {
  return table(
    ["ID", "Received (UTC)", "Via", "From", "Challenge", "Try", "Status", "Problem", "Overall"],
    rows.map((r) => [String(r.id), utc(r.receivedAt), r.via, r.email, r.challengeTitle, String(r.attempt), r.status, r.problem ?? "-", score(r.overall)]),
    new Set([0, 5, 8]),
  );
}

const counts = (by: Record<string, { total: number; recent: number }>) =>
  Object.entries(by)
    .map(([key, c]) => `${key} ${c.total} (${c.recent})`)
    .join(", ");

function statsLines(s: Stats): string[] {
  const d = s.recentDays;
  const m = s.firstAnswers.mean;
  const { failedJobs, waiting } = s.failures;
  return [
    `Sign-ups:              ${s.signups.total} (${s.signups.recent} in ${d} days)`,
    `Challenges sent:       ${s.challengesSent.total} (${s.challengesSent.recent} in ${d} days)`,
    `Replies:               ${s.replies.total} (${s.replies.recent} in ${d} days); by path, total (${d} days): ${counts(s.replies.byPath)}`,
    `First answers scored:  ${s.firstAnswers.scored}; mean clarity ${score(m.clarity)}, impact ${score(m.impact)}, confidence ${score(m.confidence)}, overall ${score(m.overall)}`,
    `Unscorable:            ${s.unscorable.total} (${s.unscorable.recent} in ${d} days); ${counts(s.unscorable.byProblem)}`,
    `Mail dropped:          ${s.drops.total} (${s.drops.recent} in ${d} days); ${counts(s.drops.byReason)}`,
    `Failed answer jobs:    ${failedJobs.count}`,
    ...failedJobs.latest.map(
      (j) => `  reply #${j.replyId ?? "?"} (job ${j.jobId}, ${j.attempts} attempts, ${utc(j.failedAt)} UTC): ${j.lastError ?? "no error recorded"}`,
    ),
    `Queued over ${waiting.minutes} minutes: ${waiting.count}${waiting.oldest.length ? ` (oldest: ${waiting.oldest.map((w) => `#${w.replyId} since ${utc(w.receivedAt)} UTC`).join(", ")})` : ""}`,
  ];
}

// `academy coach`: the admin Email Coach tab from the command line (issue 29 item 4), through the
// same operations: the figures, the latest replies, and re-scoring one with the current scorer.
export function registerCoach(program: Command, cli: Cli): void {
  const coach = program.command("coach").description("the email coach: its figures, the replies it got, re-scoring a reply");

  coach
    .command("stats")
    .description("sign-ups, challenges sent, replies by inbound path, mean scores, unscorable replies, dropped mail and failures")
    .option("--json", "the figures as JSON (as GET /api/admin/coach answers)")
    .action(
      cli.action(async (options: { json?: boolean }) => {
        const { getCoachStats, migrateDatabase } = await load();
        const stats = await withDatabase(cli, async (url) => {
          await migrateDatabase(url);
          return getCoachStats();
        });
        if (options.json) cli.out(JSON.stringify(stats, null, 2));
        else for (const line of statsLines(stats)) cli.out(line);
        return 0;
      }),
    );

  coach
    .command("replies")
    .description("the latest replies, newest first: id, when, inbound path, address, challenge, try, status, problem, overall score")
    .option("--limit <n>", "how many (1 to 500)", "20")
    .option("--status <status>", "only replies with this status: queued, scored, unscorable or failed")
    .option("--json", "as a JSON array, every score included")
    .action(
      cli.action(async (options: { limit: string; status?: string; json?: boolean }) => {
        const { listCoachReplies, COACH_REPLY_FILTERS, migrateDatabase } = await load();
        const limit = Number(options.limit);
        if (!/^\d+$/.test(options.limit) || limit < 1 || limit > 500) throw new Error("--limit must be a whole number from 1 to 500.");
        const status = COACH_REPLY_FILTERS.find((s) => s === options.status) ?? "";
        if (options.status !== undefined && !status) throw new Error(`--status must be one of ${COACH_REPLY_FILTERS.join(", ")}.`);
        const page = await withDatabase(cli, async (url) => {
          await migrateDatabase(url);
          return listCoachReplies({ page: 1, status }, undefined, limit);
        });
        if (options.json) cli.out(JSON.stringify(page.rows, null, 2));
        else if (page.rows.length === 0) cli.out(status ? `No ${status} replies.` : "No replies yet.");
        else {
          for (const line of replyLines(page.rows)) cli.out(line);
          if (page.total > page.rows.length) cli.err(`${page.rows.length} of ${page.total} replies; --limit shows more.`);
        }
        return 0;
      }),
    );

  coach
    .command("rescore <replyId>")
    .description("score a stored reply again with the current scorer and print its old and new scores (audit-logged as by cli; nothing is emailed)")
    .action(
      cli.action(async (given: string) => {
        const { rescoreCoachReply, parseRecordId, operatorContext, migrateDatabase } = await load();
        const id = parseRecordId(given);
        if (id === null) throw new Error(`"${given.slice(0, 40)}" is not a reply id: give the number shown by academy coach replies.`);
        const outcome = await withDatabase(cli, async (url) => {
          await migrateDatabase(url);
          return rescoreCoachReply(operatorContext(), id);
        });
        if (!outcome.ok) throw new Error(`${outcome.message} Nothing was changed.`);
        const { before, after } = outcome;
        cli.out(`Re-scored reply #${id} with scorer v${after.scorerVersion} (it was scored by v${before.scorerVersion ?? "?"}).`);
        for (const line of table(
          ["", "Before", "Now"],
          (["clarity", "impact", "confidence", "overall"] as const).map((k) => [k[0]!.toUpperCase() + k.slice(1), score(before[k]), score(after[k])]),
          new Set([1, 2]),
        ))
          cli.out(line);
        return 0;
      }),
    );
}

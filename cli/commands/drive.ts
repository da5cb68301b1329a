import type { Command } from "commander";
import type { Cli } from "../context";
import { withDatabase } from "./db";

// Loaded when a command runs, not when `academy` starts: `academy --help` reads no service.
const load = async () => ({
  ...(await import("../../app/services/operations/admin-audit.server")),
  ...(await import("../../app/services/delivery/drive-sync.server")),
  ...(await import("../../app/services/delivery/drive-bulk-sync.server")),
  ...(await import("../../app/services/delivery/drive-status.server")),
  ...(await import("../../db/migrate")),
});

const isTerminal = (stream: NodeJS.WritableStream) => (stream as { isTTY?: boolean }).isTTY === true;

// `academy drive`: the Google Drive tab from the command line (the same operations).
export function registerDrive(program: Command, cli: Cli): void {
  const drive = program.command("drive").description("the cloud drive: Google Drive, or the local .data/drive folder");

  drive
    .command("status")
    .description("which drive is used, whether it is set up, and the last syncs")
    .action(
      cli.action(async () => {
        const { driveStatus, migrateDatabase } = await load();
        const status = await withDatabase(cli, async (url) => {
          await migrateDatabase(url);
          return driveStatus();
        });
        cli.out(`Mode:              ${status.mode === "google" ? "Google Drive" : "local folder"}`);
        cli.out(`Initialized:       ${status.serviceInitialized ? "yes" : `no (${status.error})`}`);
        cli.out(`${status.mode === "google" ? "Parent folder ID:  " : "Folder:            "}${status.parentFolderId ?? "not set"}`);
        if (status.mode === "google") cli.out(`Service account:   ${status.clientEmail ?? "not set"}`);
        cli.out(`Last sync:         ${status.lastSync ?? "never"}`);
        cli.out(`Users synced:      ${status.syncedUsers} of ${status.totalUsers}${status.failedUsers ? ` (${status.failedUsers} failed)` : ""}`);
        const bulk = status.bulkSync;
        if (bulk) cli.out(`Last bulk sync:    ${bulk.status}, ${bulk.done} of ${bulk.total}${bulk.failed ? `, ${bulk.failed} failed` : ""}`);
        return status.serviceInitialized ? 0 : 1;
      }),
    );

  drive
    .command("sync")
    .description("sync one user's folder (--email) or every user's (--all)")
    .option("--email <email>", "the user's email address")
    .option("--all", "every user, in id order, with progress")
    .action(
      cli.action(async (options: { email?: string; all?: boolean }) => {
        const { operatorContext, requestBulkSync, runBulkSync, syncUser, migrateDatabase } = await load();
        if (Boolean(options.email) === Boolean(options.all)) throw new Error("Give either --email <email> or --all.");
        return withDatabase(cli, async (url) => {
          await migrateDatabase(url);
          if (options.email) {
            const outcome = await syncUser({ email: options.email });
            if (!outcome.ok) {
              cli.err(`Error: ${outcome.message}`);
              return 1;
            }
            const f = outcome.files;
            cli.out(
              `Synced ${outcome.email}: ${f.created} new, ${f.updated} updated, ${f.unchanged} unchanged, ${f.removed} removed (folder ${outcome.folderId}).`,
            );
            return 0;
          }
          const requested = await requestBulkSync(operatorContext(), undefined, { queue: false });
          if (!requested.ok) {
            cli.err(`Error: a sync of all users is already running (${requested.run.done} of ${requested.run.total}).`);
            return 1;
          }
          const total = requested.run.total;
          const progress = isTerminal(cli.stderr);
          const run = await runBulkSync(requested.run.id, undefined, (done, failed) => {
            if (progress) cli.stderr.write(`\r${done} of ${total} users${failed ? `, ${failed} failed` : ""}`);
          });
          if (progress) cli.stderr.write("\n");
          if (!run || run.status === "failed") {
            cli.err(`Error: ${run?.error ?? "the sync did not run"}`);
            return 1;
          }
          cli.out(`Synced ${run.done - run.failed} of ${run.total} users${run.failed ? `; ${run.failed} failed (see academy drive status)` : ""}.`);
          return run.failed ? 1 : 0;
        });
      }),
    );
}

import fs from "node:fs";
import { SingleBar, Presets } from "cli-progress";
import type { Command } from "commander";
import type { Cli } from "../context";
import { withDatabase } from "./db";

// Loaded when a command runs, not when `academy` starts: `academy --help` reads no service.
const load = async () => ({
  ...(await import("../../app/services/catalogue/tool-import.server")),
  ...(await import("../../app/services/catalogue/tool-check.server")),
  ...(await import("../../app/lib/tool-link-check")),
  ...(await import("../../db/migrate")),
});

/** Files with more rows than this get a progress bar. */
const PROGRESS_THRESHOLD = 500;

export function registerTools(program: Command, cli: Cli): void {
  const tools = program.command("tools").description("the AI tools catalogue");

  tools
    .command("import")
    .argument("<file>", "a .csv or .json file of tools (the format `tools export` writes)")
    .description("add or update tools; nothing is imported if any row is bad")
    .option("--dry-run", "check the file and report, without changing anything")
    .option("--skip-invalid", "import the good rows and skip the bad ones")
    .action(
      cli.action(async (file: string, options: { dryRun?: boolean; skipInvalid?: boolean }) => {
        const { importToolFile, ToolFileError, migrateDatabase } = await load();
        let bar: SingleBar | undefined;
        try {
          const outcome = await withDatabase(cli, async (url) => {
            await migrateDatabase(url);
            return importToolFile(file, {
              ...options,
              onProgress: (done, total) => {
                if (total < PROGRESS_THRESHOLD) return;
                if (!bar) {
                  // Without a terminal (CI logs, pipes) it prints a line now and then instead of redrawing.
                  bar = new SingleBar(
                    { format: "Importing [{bar}] {value}/{total} tools", stream: cli.stderr, noTTYOutput: true, notTTYSchedule: 1000 },
                    Presets.shades_classic,
                  );
                  bar.start(total, 0);
                }
                bar.update(done);
              },
            });
          });
          bar?.stop();
          for (const e of outcome.errors) cli.err(`line ${e.line}: ${e.reason}`);
          const bad = outcome.errors.length;
          if (bad > 0 && !options.skipInvalid) {
            cli.err(`\n${bad} of ${outcome.checked} rows are invalid: nothing was imported. Fix them, or use --skip-invalid.`);
            return 1;
          }
          if (options.dryRun) {
            cli.out(`Dry run: ${outcome.checked - bad} of ${outcome.checked} rows are valid${bad ? `, ${bad} would be skipped` : ""}. Nothing was changed.`);
            return 0;
          }
          cli.out(`Imported ${outcome.inserted} new and ${outcome.updated} updated tools${bad ? `; skipped ${bad} invalid rows` : ""}.`);
          return 0;
        } catch (error) {
          bar?.stop();
          if (!(error instanceof ToolFileError)) throw error;
          cli.err(`${error.message}\nNothing was imported.`);
          return 1;
        }
      }),
    );

  tools
    .command("export")
    .description("write every tool as CSV or JSON (to stdout, or --output)")
    .option("--format <format>", "csv or json", "json")
    .option("-o, --output <file>", "write to this file instead of stdout")
    .action(
      cli.action(async (options: { format: string; output?: string }) => {
        const { exportTools, migrateDatabase } = await load();
        if (options.format !== "csv" && options.format !== "json") throw new Error("--format must be csv or json");
        const out = options.output ? fs.createWriteStream(options.output) : cli.stdout;
        const count = await withDatabase(cli, async (url) => {
          await migrateDatabase(url);
          return exportTools(options.format as "csv" | "json", out);
        });
        if (options.output) {
          await new Promise<void>((resolve) => (out as fs.WriteStream).end(resolve));
          cli.err(`Exported ${count} tools to ${options.output}.`);
        }
        return 0;
      }),
    );

  tools
    .command("check")
    .description("check every active tool's address now (as the weekly job does) and print what was found")
    .option("--tool <id...>", "only these tools (ids)")
    .option("--json", "print the run as JSON")
    .action(
      cli.action(async (options: { tool?: string[]; json?: boolean }) => {
        const { checkToolLinks, linkRunSummary, migrateDatabase } = await load();
        const ids = options.tool?.map((id) => Number(id));
        if (ids?.some((id) => !Number.isInteger(id) || id < 1)) throw new Error("--tool takes tool ids (whole numbers)");
        const run = await withDatabase(cli, async (url) => {
          await migrateDatabase(url);
          return checkToolLinks(ids ? { toolIds: ids } : {});
        });
        if (options.json) {
          cli.out(JSON.stringify(run, null, 2));
          return 0;
        }
        for (const r of run.results.filter((r) => r.status !== "ok")) {
          cli.out(`${r.status.padEnd(11)} #${r.id} ${r.name}: ${r.url} (${r.detail}${r.movedTo ? ` -> ${r.movedTo}` : ""})${r.hidden ? " [hidden]" : ""}`);
        }
        cli.out(linkRunSummary(run));
        if (run.hiddenNow.length) cli.out(`Hidden now (3 failed checks in a row): ${run.hiddenNow.map((t) => `#${t.id} ${t.name}`).join(", ")}`);
        return 0;
      }),
    );
}

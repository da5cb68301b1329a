import fs from "node:fs";
import { SingleBar, Presets } from "cli-progress";
import type { Command } from "commander";
import { fail } from "../shutdown";
import { withDatabase } from "./db";

// Loaded when a command runs, not when `academy` starts: `academy --help` reads no service.
const load = async () => ({
  ...(await import("../../app/services/catalogue/tool-import.server")),
  ...(await import("../../db/migrate")),
});

/** Files with more rows than this get a progress bar. */
const PROGRESS_THRESHOLD = 500;

export function registerTools(program: Command): void {
  const tools = program.command("tools").description("the AI tools catalogue");

  tools
    .command("import")
    .argument("<file>", "a .csv or .json file of tools (the format `tools export` writes)")
    .description("add or update tools; nothing is imported if any row is bad")
    .option("--dry-run", "check the file and report, without changing anything")
    .option("--skip-invalid", "import the good rows and skip the bad ones")
    .action(async (file: string, options: { dryRun?: boolean; skipInvalid?: boolean }) => {
      const { importToolFile, ToolFileError, migrateDatabase } = await load();
      let bar: SingleBar | undefined;
      try {
        const outcome = await withDatabase(async (url) => {
          await migrateDatabase(url);
          return importToolFile(file, {
            ...options,
            onProgress: (done, total) => {
              if (total < PROGRESS_THRESHOLD) return;
              if (!bar) {
                // Without a terminal (CI logs, pipes) it prints a line now and then instead of redrawing.
                bar = new SingleBar(
                  { format: "Importing [{bar}] {value}/{total} tools", stream: process.stderr, noTTYOutput: true, notTTYSchedule: 1000 },
                  Presets.shades_classic,
                );
                bar.start(total, 0);
              }
              bar.update(done);
            },
          });
        });
        bar?.stop();
        for (const e of outcome.errors) console.error(`line ${e.line}: ${e.reason}`);
        const bad = outcome.errors.length;
        if (bad > 0 && !options.skipInvalid) {
          console.error(`\n${bad} of ${outcome.checked} rows are invalid: nothing was imported. Fix them, or use --skip-invalid.`);
          process.exit(1);
        }
        if (options.dryRun) {
          console.log(`Dry run: ${outcome.checked - bad} of ${outcome.checked} rows are valid${bad ? `, ${bad} would be skipped` : ""}. Nothing was changed.`);
          process.exit(0);
        }
        console.log(`Imported ${outcome.inserted} new and ${outcome.updated} updated tools${bad ? `; skipped ${bad} invalid rows` : ""}.`);
        process.exit(0);
      } catch (error) {
        bar?.stop();
        if (error instanceof ToolFileError) {
          console.error(`${error.message}\nNothing was imported.`);
          process.exit(1);
        }
        fail(error);
      }
    });

  tools
    .command("export")
    .description("write every tool as CSV or JSON (to stdout, or --output)")
    .option("--format <format>", "csv or json", "json")
    .option("-o, --output <file>", "write to this file instead of stdout")
    .action(async (options: { format: string; output?: string }) => {
      const { exportTools, migrateDatabase } = await load();
      if (options.format !== "csv" && options.format !== "json") fail(new Error("--format must be csv or json"));
      try {
        const out = options.output ? fs.createWriteStream(options.output) : process.stdout;
        const count = await withDatabase(async (url) => {
          await migrateDatabase(url);
          return exportTools(options.format as "csv" | "json", out);
        });
        if (options.output) {
          await new Promise<void>((resolve) => (out as fs.WriteStream).end(resolve));
          console.error(`Exported ${count} tools to ${options.output}.`);
        }
        process.exit(0);
      } catch (error) {
        fail(error);
      }
    });
}

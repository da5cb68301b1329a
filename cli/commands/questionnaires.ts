import type { Command } from "commander";
import type { Cli } from "../context";
import { withDatabase } from "./db";

// Loaded when a command runs, not when `academy` starts: `academy --help` reads no service.
const load = async () => ({
  ...(await import("../../app/services/operations/admin-audit.server")),
  ...(await import("../../app/services/admin/admin-questionnaires.server")),
  ...(await import("../../db/migrate")),
  ...(await import("../csv-out")),
});

export function registerQuestionnaires(program: Command, cli: Cli): void {
  const questionnaires = program.command("questionnaires").description("the pre-launch survey's answers");

  questionnaires
    .command("export")
    .description("the Feedback tab's CSV of every questionnaire, to stdout or -o")
    .option("-o, --output <file>", "write to this file instead of stdout")
    .action(
      cli.action(async (options: { output?: string }) => {
        const { operatorContext, exportQuestionnairesCsv, migrateDatabase, writeCsv } = await load();
        const bytes = await withDatabase(cli, async (url) => {
          await migrateDatabase(url);
          return writeCsv(await exportQuestionnairesCsv(operatorContext()), options.output || cli.stdout);
        });
        if (options.output) cli.err(`Exported questionnaires to ${options.output} (${bytes} bytes).`);
        return 0;
      }),
    );
}

import type { Command } from "commander";
import { operatorContext } from "../../app/services/admin-audit.server";
import { exportQuestionnairesCsv } from "../../app/services/admin-questionnaires.server";
import { migrateDatabase } from "../../db/migrate";
import { writeCsv } from "../csv-out";
import { fail } from "../shutdown";
import { withDatabase } from "./db";

export function registerQuestionnaires(program: Command): void {
  const questionnaires = program.command("questionnaires").description("the pre-launch survey's answers");

  questionnaires
    .command("export")
    .description("the Feedback tab's CSV of every questionnaire, to stdout or -o")
    .option("-o, --output <file>", "write to this file instead of stdout")
    .action(async (options: { output?: string }) => {
      try {
        const bytes = await withDatabase(async (url) => {
          await migrateDatabase(url);
          return writeCsv(await exportQuestionnairesCsv(operatorContext()), options.output);
        });
        if (options.output) console.error(`Exported questionnaires to ${options.output} (${bytes} bytes).`);
        process.exit(0);
      } catch (error) {
        fail(error);
      }
    });
}

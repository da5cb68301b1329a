// `academy`: the operator's command line. Each command calls the same services as the web app.
import { Command } from "commander";
import { registerDb } from "./commands/db";
import { registerServe } from "./commands/serve";
import { registerTools } from "./commands/tools";

const program = new Command();
program
  .name("academy")
  .description("Upskill Academy: run the product and look after its data")
  .showHelpAfterError()
  .addHelpText(
    "after",
    `
Commands in full:
  academy serve [--build-if-needed] [--no-worker]      web server and job worker in one process
  academy worker                                        job worker alone
  academy db migrate                                    apply the committed migrations
  academy db seed                                       add missing catalogue tools, refresh occupations
  academy tools import <file.csv|file.json> [--dry-run] [--skip-invalid]
  academy tools export [--format csv|json] [--output file]

Configuration comes from environment variables; see .env.example.`,
  );

registerServe(program);
registerDb(program);
registerTools(program);

await program.parseAsync(process.argv);

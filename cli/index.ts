// `academy`: the operator's command line. Each command calls the same services as the web app.
import { Command } from "commander";
import { registerAdmin } from "./commands/admin";
import { registerDb } from "./commands/db";
import { registerServe } from "./commands/serve";
import { registerTools } from "./commands/tools";
import { registerUsers } from "./commands/users";

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
  academy admin create --email <email> --name <name>    new admin; password asked for, or first line of stdin
  academy users set-role --email <email> --role <admin|user>

Configuration comes from environment variables; see .env.example.`,
  );

registerServe(program);
registerDb(program);
registerTools(program);
registerAdmin(program);
registerUsers(program);

await program.parseAsync(process.argv);

// `academy`: the operator's command line. Each command calls the same services as the web app.
import { Command } from "commander";
import { registerAdmin } from "./commands/admin";
import { registerBackup } from "./commands/backup";
import { registerDb } from "./commands/db";
import { registerDrive } from "./commands/drive";
import { registerQuestionnaires } from "./commands/questionnaires";
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
  academy db migrate                                    apply the committed migrations (the release step)
  academy db seed                                       add missing catalogue tools, refresh occupations
  academy tools import <file.csv|file.json> [--dry-run] [--skip-invalid]
  academy tools export [--format csv|json] [--output file]
  academy admin create --email <email> --name <name>    new admin; password asked for, or first line of stdin
  academy admin reset-2fa --email <email>               forget an admin's two-factor sign-in; set up again at next sign-in
  academy users set-role --email <email> --role <admin|user>
  academy users export [--new] [-o file]                the CRM tab's CSV (all users, or --new: the last 7 days)
  academy questionnaires export [-o file]               the Feedback tab's CSV
  academy drive status                                  Google Drive or the local folder, set up or not, last syncs
  academy drive sync --email <email> | --all            write a user's (or every user's) drive folder now
  academy backup full | incremental                     write a backup to BACKUP_DIR and print its path
  academy backup list                                   the backups in BACKUP_DIR and the bucket, oldest first
  academy backup verify <backup>                        restore into a scratch database and compare; exit 1 if different
  academy backup restore <backup> [--database <url>]    into an empty database: full, its incrementals, queued jobs
                                                        (<backup>: a file, an s3:// object or a backup's id)

Configuration comes from environment variables; see .env.example.`,
  );

registerServe(program);
registerDb(program);
registerTools(program);
registerAdmin(program);
registerUsers(program);
registerBackup(program);
registerQuestionnaires(program);
registerDrive(program);

await program.parseAsync(process.argv);

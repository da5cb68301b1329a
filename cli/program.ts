// `academy`: the operator's command line. Each command calls the same services as the web app.
// runAcademy runs one command line with the streams it is given and answers its exit code, so
// tests run commands in-process; server/academy.ts (the built entry) runs it on the process's own arguments and streams.
import { Command, CommanderError } from "commander";
import { registerAdmin } from "./commands/admin";
import { registerBackup } from "./commands/backup";
import { registerCoach } from "./commands/coach";
import { registerCredentials } from "./commands/credentials";
import { registerDb } from "./commands/db";
import { registerDrive } from "./commands/drive";
import { registerOffers } from "./commands/offers";
import { registerQuestionnaires } from "./commands/questionnaires";
import { registerServe } from "./commands/serve";
import { registerTools } from "./commands/tools";
import { registerUsers } from "./commands/users";
import { registerWorkshops } from "./commands/workshops";
import { Cli, type AcademyIo } from "./context";
import { errorReport } from "./shutdown";

export type { AcademyIo } from "./context";

const HELP_AFTER = `
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
  academy offers show                                   the bundle's end date and the pre-launch prices in force
  academy offers set [--bundle-ends <date>] [--prelaunch on|off]   change them (as the admin Payments tab does)
  academy workshops list                                every workshop: upcoming, taken place or cancelled
  academy workshops add --title <t> --date <YYYY-MM-DD> --start <HH:MM> --end <HH:MM> --time-zone <zone>
        --location <l> --city <c> --price <$> --capacity <n> --level <1-5> --booking-url <https://...> [...]
  academy workshops edit <id> [--capacity <n> --places-taken <n> ...]   change only the options given
  academy workshops cancel <id>                         it leaves /workshops (as the admin Workshops tab does)
  academy credentials verify <file> [--schema <file>]   check a credential's proof, issuer, revocation status (and schema)
  academy credentials revoke --id <id> --reason <text>  revoke a certificate's credential (audit-logged)
  academy credentials issue-missing                     sign credentials for certificates issued before them
  academy coach stats [--json]                          the Email Coach tab's figures: sign-ups, replies, scores, failures
  academy coach replies [--limit N] [--status s] [--json]   the latest replies, newest first
  academy coach rescore <replyId>                       score a stored reply again with the current scorer (audit-logged)
  academy backup full | incremental                     write a backup to BACKUP_DIR and print its path
  academy backup list                                   the backups in BACKUP_DIR and the bucket, oldest first
  academy backup verify <backup>                        restore into a scratch database and compare; exit 1 if different
  academy backup restore <backup> [--database <url>]    into an empty database: full, its incrementals, queued jobs
                                                        (<backup>: a file, an s3:// object or a backup's id)

Configuration comes from environment variables; see .env.example.`;

/** Help is wrapped to a terminal's width, else to 80 columns (commander's own rule, for any stream). */
const helpWidth = (stream: NodeJS.WritableStream) => {
  const tty = stream as { isTTY?: boolean; columns?: number };
  return (tty.isTTY ? tty.columns : undefined) ?? 80;
};

/**
 * Run one `academy` command line (`argv` as process.argv has it: node, the script, then the
 * arguments) and answer its exit code. Output and help go to `io` (default: the process's
 * streams); usage errors and --help answer their code instead of exiting. `serve` and `worker`
 * own the process and never return (cli/commands/serve.ts).
 */
export async function runAcademy(argv: string[], io: AcademyIo = { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin }): Promise<number> {
  const cli = new Cli(io);
  // Set before the commands are added: every subcommand inherits them.
  const program = new Command()
    .name("academy")
    .description("Upskill Academy: run the product and look after its data")
    .exitOverride()
    .configureOutput({
      writeOut: (text) => cli.stdout.write(text),
      writeErr: (text) => cli.stderr.write(text),
      getOutHelpWidth: () => helpWidth(cli.stdout),
      getErrHelpWidth: () => helpWidth(cli.stderr),
    })
    .showHelpAfterError()
    .addHelpText("after", HELP_AFTER);

  registerServe(program, cli);
  registerDb(program, cli);
  registerTools(program, cli);
  registerAdmin(program, cli);
  registerUsers(program, cli);
  registerBackup(program, cli);
  registerQuestionnaires(program, cli);
  registerDrive(program, cli);
  registerOffers(program, cli);
  registerCredentials(program, cli);
  registerCoach(program, cli);
  registerWorkshops(program, cli);

  try {
    await program.parseAsync(argv);
  } catch (error) {
    // --help (0), an unknown command or a missing option (1): commander has said so on the streams.
    if (error instanceof CommanderError) return error.exitCode;
    cli.stderr.write(errorReport(error));
    return 1;
  }
  return cli.exitCode;
}

import type { Command } from "commander";
import type { UserRole } from "../../db/schema/index";
import { ADMIN_PASSWORD_MIN } from "../../app/lib/schemas/account";
import { RECENT_DAYS } from "../../app/lib/recent-days";
import { USER_ROLES } from "../../db/schema/users";
import type { Cli } from "../context";
import { withDatabase } from "./db";

// Loaded when a command runs, not when `academy` starts: `academy --help` reads no service.
const load = async () => ({
  ...(await import("../../app/services/accounts/accounts.server")),
  ...(await import("../../app/services/operations/admin-audit.server")),
  ...(await import("../../app/services/admin/admin-users.server")),
  ...(await import("../csv-out")),
  ...(await import("../../db/migrate")),
});

const isRole = (role: string): role is UserRole => (USER_ROLES as readonly string[]).includes(role);

export function registerUsers(program: Command, cli: Cli): void {
  const users = program.command("users").description("user accounts");

  users
    .command("export")
    .description("the CRM tab's CSV of every user (or, with --new, of the recent ones), to stdout or -o")
    .option("--new", `only users who signed up in the last ${RECENT_DAYS} days (the tab's "new users")`)
    .option("-o, --output <file>", "write to this file instead of stdout")
    .action(
      cli.action(async (options: { new?: boolean; output?: string }) => {
        const { operatorContext, exportUsersCsv, writeCsv, migrateDatabase } = await load();
        const bytes = await withDatabase(cli, async (url) => {
          await migrateDatabase(url);
          // Written to the audit log as the tab's exports are, by "cli".
          return writeCsv(await exportUsersCsv(operatorContext(), options.new ? "new" : "all"), options.output || cli.stdout);
        });
        if (options.output) cli.err(`Exported ${options.new ? "new users" : "all users"} to ${options.output} (${bytes} bytes).`);
        return 0;
      }),
    );

  users
    .command("set-role")
    .description("make an account an admin or a plain user; its sessions end, so it signs in again")
    .requiredOption("--email <email>", "the account's email address")
    .requiredOption("--role <role>", `the new role: ${USER_ROLES.join(" or ")}`)
    .action(
      cli.action(async (options: { email: string; role: string }) => {
        const { findUserByEmail, setUserRole, migrateDatabase } = await load();
        const email = options.email.trim();
        const role = options.role.trim();
        if (!isRole(role)) throw new Error(`Unknown role "${role}": the role must be one of ${USER_ROLES.join(", ")}. Nothing was changed.`);
        const outcome = await withDatabase(cli, async (url) => {
          await migrateDatabase(url);
          const before = await findUserByEmail(email);
          if (before?.role === role) return { user: before, changed: false };
          // setUserRole refuses an unknown address itself (AccountError, "No account has the email ...").
          return { user: await setUserRole(email, role), changed: true, from: before?.role };
        });
        const { user } = outcome;
        const who = `${user.username} <${user.email}> (id ${user.id})`;
        if (!outcome.changed) cli.out(`${who} is already ${role}; nothing changed.`);
        else cli.out(`Role changed: ${who} is now ${user.role} (was ${outcome.from ?? "unknown"}); their sessions were ended.`);
        if (outcome.changed && role === "admin")
          cli.out(
            `At their next sign-in (at /admin) they set up two-factor sign-in, and choose a new password if theirs is shorter than ${ADMIN_PASSWORD_MIN} characters or too common.`,
          );
        return 0;
      }),
    );
}

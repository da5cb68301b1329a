import type { Command } from "commander";
import { ACCOUNT_PROBLEMS, FIELD_MAX } from "../../app/lib/schemas/account";
import { passwordProblem } from "../../app/lib/password-policy";
import { isDeliverableEmail } from "../../app/lib/email-rule";
import type { Cli } from "../context";
import { withDatabase } from "./db";

// Loaded when a command runs, not when `academy` starts: `academy --help` reads no service.
const load = async () => ({
  ...(await import("../../app/services/accounts/accounts.server")),
  ...(await import("../../app/services/operations/admin-audit.server")),
  ...(await import("../../app/services/accounts/two-factor.server")),
  ...(await import("../../db/migrate")),
  ...(await import("../read-password")),
});

/** The same rules as registration (app/lib/schemas/account.ts), worded for the command line. */
export function checkAdminDetails(email: string, name: string): string | null {
  if (!email) return "--email is required.";
  if (email.length > FIELD_MAX.email || !isDeliverableEmail(email)) return `"${email}" is not a valid email address.`;
  if (!name) return "--name must not be empty.";
  if (name.length > FIELD_MAX.username) return `--name must be at most ${FIELD_MAX.username} characters long.`;
  return null;
}

/** The admin password rule (app/lib/password-policy.ts): at least 12 characters, not common, not one character repeated. */
export function checkAdminPassword(password: string): string | null {
  const problem = passwordProblem(password, { admin: true });
  return problem ? ACCOUNT_PROBLEMS[problem].description : null;
}

export function registerAdmin(program: Command, cli: Cli): void {
  const admin = program.command("admin").description("administrator accounts");

  admin
    .command("create")
    .description("make an admin account; the password is asked for (or read from the first line of stdin), never given as an argument")
    .requiredOption("--email <email>", "the admin's email address (the login)")
    .requiredOption("--name <name>", "the admin's full name")
    .action(
      // An AccountError says why in its message (e.g. the address is taken).
      cli.action(async (options: { email: string; name: string }) => {
        const { createAdmin, migrateDatabase, readNewPassword } = await load();
        const email = options.email.trim();
        const name = options.name.trim();
        const problem = checkAdminDetails(email, name);
        if (problem) throw new Error(`${problem} Nothing was changed.`);
        const password = await readNewPassword(cli.stdin, cli.stderr);
        const refused = checkAdminPassword(password);
        if (refused) throw new Error(`${refused} Nothing was changed.`);
        const user = await withDatabase(cli, async (url) => {
          await migrateDatabase(url);
          return createAdmin({ email, name, password });
        });
        cli.out(`Admin created: ${user.username} <${user.email}> (id ${user.id})`);
        cli.out("At the first sign-in (at /admin) they set up two-factor sign-in with an authenticator app.");
        return 0;
      }),
    );

  admin
    .command("reset-2fa")
    .description(
      "forget an admin's two-factor sign-in (a lost phone and no recovery code left): their sessions end, and they set it up again at the next sign-in",
    )
    .requiredOption("--email <email>", "the admin's email address")
    .action(
      cli.action(async (options: { email: string }) => {
        const { operatorContext, resetSecondFactor, migrateDatabase } = await load();
        const email = options.email.trim();
        if (!email) throw new Error("--email is required. Nothing was changed.");
        const user = await withDatabase(cli, async (url) => {
          await migrateDatabase(url);
          // Written to the audit log by "cli", as the CLI's other admin operations are.
          return resetSecondFactor(operatorContext(), email);
        });
        cli.out(`Two-factor sign-in reset for ${user.username} <${user.email}> (id ${user.id}); their sessions were ended.`);
        cli.out("At their next sign-in they set up a new authenticator app and get new recovery codes.");
        if (user.role !== "admin") cli.out(`Note: this account is not an admin (role ${user.role}); it signs in without a second factor.`);
        return 0;
      }),
    );
}

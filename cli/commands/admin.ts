import type { Command } from "commander";
import { createAdmin } from "../../app/services/accounts.server";
import { ACCOUNT_PROBLEMS, FIELD_MAX, PASSWORD_MAX, PASSWORD_MIN } from "../../app/lib/schemas/account";
import { isDeliverableEmail } from "../../app/lib/email-rule";
import { migrateDatabase } from "../../db/migrate";
import { readNewPassword } from "../read-password";
import { fail } from "../shutdown";
import { withDatabase } from "./db";

/** The same rules as registration (app/lib/schemas/account.ts), worded for the command line. */
export function checkAdminDetails(email: string, name: string): string | null {
  if (!email) return "--email is required.";
  if (email.length > FIELD_MAX.email || !isDeliverableEmail(email)) return `"${email}" is not a valid email address.`;
  if (!name) return "--name must not be empty.";
  if (name.length > FIELD_MAX.username) return `--name must be at most ${FIELD_MAX.username} characters long.`;
  return null;
}

export function checkAdminPassword(password: string): string | null {
  if (password.length < PASSWORD_MIN) return ACCOUNT_PROBLEMS.passwordTooShort.description;
  if (password.length > PASSWORD_MAX) return ACCOUNT_PROBLEMS.passwordTooLong.description;
  return null;
}

export function registerAdmin(program: Command): void {
  const admin = program.command("admin").description("administrator accounts");

  admin
    .command("create")
    .description("make an admin account; the password is asked for (or read from the first line of stdin), never given as an argument")
    .requiredOption("--email <email>", "the admin's email address (the login)")
    .requiredOption("--name <name>", "the admin's full name")
    .action(async (options: { email: string; name: string }) => {
      try {
        const email = options.email.trim();
        const name = options.name.trim();
        const problem = checkAdminDetails(email, name);
        if (problem) throw new Error(`${problem} Nothing was changed.`);
        const password = await readNewPassword();
        const passwordProblem = checkAdminPassword(password);
        if (passwordProblem) throw new Error(`${passwordProblem} Nothing was changed.`);
        const user = await withDatabase(async (url) => {
          await migrateDatabase(url);
          return createAdmin({ email, name, password });
        });
        console.log(`Admin created: ${user.username} <${user.email}> (id ${user.id})`);
        process.exit(0);
      } catch (error) {
        // AccountError says why in its message (e.g. the address is taken).
        fail(error);
      }
    });
}

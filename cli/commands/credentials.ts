import fs from "node:fs";
import type { Command } from "commander";
import { schemaProblems } from "../../app/lib/json-schema";
import type { Cli } from "../context";
import { withDatabase } from "./db";

// Loaded when a command runs, not when `academy` starts: `academy --help` reads no service.
const load = async () => ({
  ...(await import("../../app/services/credentials/verify-credential.server")),
  ...(await import("../../app/services/credentials/revocation.server")),
  ...(await import("../../app/services/credentials/backfill.server")),
  ...(await import("../../app/services/operations/admin-audit.server")),
  ...(await import("../../db/migrate")),
});

/** The parts of a credential the verify command names, read without trusting it. */
function describe(credential: Record<string, unknown>): string[] {
  const proof = (Array.isArray(credential.proof) ? credential.proof[0] : credential.proof) as Record<string, unknown> | undefined;
  const status = credential.credentialStatus as Record<string, unknown> | undefined;
  const subject = credential.credentialSubject as { achievement?: { name?: unknown } } | undefined;
  return [
    `Credential: ${String(credential.id ?? "(no id)")}`,
    `Type: ${[credential.type].flat().join(", ")}`,
    `Achievement: ${String(subject?.achievement?.name ?? "(none)")}`,
    `Proof: ${String(proof?.type ?? "(none)")} ${String(proof?.cryptosuite ?? "")}, key ${String(proof?.verificationMethod ?? "(none)")}`.trimEnd(),
    `Status: ${status ? `${String(status.type)} ${String(status.statusPurpose)}, ${String(status.statusListCredential)} index ${String(status.statusListIndex)}` : "(no status entry)"}`,
  ];
}

/** The credential against a JSON Schema file: "Schema: conforms" or each problem; whether it conforms. */
function checkSchema(cli: Cli, credential: unknown, file: string): boolean {
  let schema: Record<string, unknown>;
  try {
    schema = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`Could not read the schema ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const problems = schemaProblems(credential, schema);
  const title = typeof schema.title === "string" ? schema.title : file;
  if (!problems.length) cli.out(`Schema: conforms to ${title}.`);
  else for (const problem of problems) cli.out(`Schema: ${problem}`);
  return problems.length === 0;
}

export function registerCredentials(program: Command, cli: Cli): void {
  const credentials = program.command("credentials").description("the certificates' Open Badges 3.0 verifiable credentials");

  credentials
    .command("verify <file>")
    .description(
      "check a credential file (as downloaded from /credentials/{id}.json): its proof with the library's verifier, its issuer and its revocation status",
    )
    .option("--schema <schema.json>", "also check it against a JSON Schema (e.g. tests/fixtures/credentials/ob3-achievement-credential.schema.json)")
    .action(
      cli.action(async (file: string, options: { schema?: string }) => {
        const { verifyCredential, migrateDatabase } = await load();
        let credential: unknown;
        try {
          credential = JSON.parse(fs.readFileSync(file, "utf8"));
        } catch (error) {
          throw new Error(`Could not read ${file} as JSON: ${error instanceof Error ? error.message : String(error)}`);
        }
        const result = await withDatabase(cli, async (url) => {
          await migrateDatabase(url);
          return verifyCredential(credential);
        });
        if (credential && typeof credential === "object") for (const line of describe(credential as Record<string, unknown>)) cli.out(line);
        const schemaOk = options.schema ? checkSchema(cli, credential, options.schema) : true;
        if (result.valid && !schemaOk) return 1;
        if (result.valid) {
          cli.out(`Valid: signed by ${result.issuer}, proof verified (eddsa-rdfc-2022), not revoked.`);
          return 0;
        }
        cli.out(`Invalid (${result.reason}): ${result.message}`);
        return 1;
      }),
    );

  credentials
    .command("issue-missing")
    .description("sign a credential for every certificate issued before credentials were (run once after upgrading; a second run finds none)")
    .action(
      cli.action(async () => {
        const { issueMissingCredentials, migrateDatabase } = await load();
        const issued = await withDatabase(cli, async (url) => {
          await migrateDatabase(url);
          return issueMissingCredentials();
        });
        cli.out(`Issued ${issued.simulation} simulation and ${issued.course} course credential(s) for certificates that had none.`);
        return 0;
      }),
    );

  credentials
    .command("revoke")
    .description("revoke a credential (its bit in the status list is set; its certificate page says revoked); written to the audit log")
    .requiredOption("--id <id>", "the credential's id (the UUID in /credentials/{id}.json) or its certificate's code")
    .requiredOption("--reason <text>", "why, in words (kept with the revocation and in the audit log)")
    .action(
      cli.action(async (options: { id: string; reason: string }) => {
        const { revokeCredentialByAdmin, operatorContext, migrateDatabase } = await load();
        const outcome = await withDatabase(cli, async (url) => {
          await migrateDatabase(url);
          return revokeCredentialByAdmin(operatorContext(), { id: options.id, note: options.reason });
        });
        if (!outcome.ok) throw new Error(`${outcome.message} Nothing was changed.`);
        cli.out(`Revoked credential ${outcome.id} (certificate ${outcome.certificateCode}).`);
        return 0;
      }),
    );
}

// A backup taken before a migration that moves data (0020 folds the token tables into
// verification_tokens) restores into this version: its rows go back into the schema they were read
// from, then the later migrations run over them, as they ran over the live database.
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createBackup } from "../../app/services/operations/backups.server";
import { restoreBackup } from "../../app/services/operations/backup-restore.server";
import { verifyBackup } from "../../app/services/operations/backup-verify.server";
import { migrateDatabase } from "../../db/migrate";
import { useScratchDatabases } from "../helpers/scratch-databases";

const scratch = useScratchDatabases();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-older-backup-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("a backup of an older schema", () => {
  it("restores into this version with the later migrations run over its rows, and verifies at its own schema", async () => {
    const source = await scratch.empty();
    await migrateDatabase(source, () => {}, { upTo: "0019_admin_rollups" });
    const resetToken = randomBytes(32).toString("base64url");
    const sql = postgres(source, { max: 1, onnotice: () => {} });
    try {
      const [user] = await sql<{ id: number }[]>`INSERT INTO users (username, email, password_hash) VALUES ('old', 'old@example.com', 'x') RETURNING id`;
      await sql`INSERT INTO password_reset_tokens (user_id, token_hash, created_at, expires_at)
        VALUES (${user!.id}, ${sha256(resetToken)}, now() - interval '10 minutes', now() + interval '50 minutes')`;
    } finally {
      await sql.end();
    }
    const backup = await createBackup("full", { url: source, dir, s3: null });
    expect(backup.header.schema).toBe("0019_admin_rollups");

    const target = await scratch.empty();
    await restoreBackup(backup.file, target);
    const restored = postgres(target, { max: 1, onnotice: () => {} });
    try {
      const rows = await restored<{ purpose: string; token_hash: string }[]>`SELECT purpose, token_hash FROM verification_tokens`;
      expect(rows).toEqual([{ purpose: "password-reset", token_hash: sha256(resetToken) }]);
      const [users] = await restored<{ n: number }[]>`SELECT count(*)::int AS n FROM users WHERE email = 'old@example.com'`;
      expect(users!.n).toBe(1);
    } finally {
      await restored.end();
    }
    const clusterUrl = inject("clusterUrl");
    expect(await verifyBackup(backup.file, `${clusterUrl}/postgres`)).toMatchObject({ ok: true, problems: [] });
  });
});

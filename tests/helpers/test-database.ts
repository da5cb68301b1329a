// A fresh database per test file, copied from the migrated and seeded template.
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll, inject } from "vitest";
import { closeDb, getDb } from "../../db/client";

export function useTestDatabase(): { url: () => string } {
  let url = "";
  let name = "";
  const clusterUrl = inject("clusterUrl");

  beforeAll(async () => {
    name = `test_${randomBytes(6).toString("hex")}`;
    const admin = postgres(`${clusterUrl}/postgres`, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE academy_template`);
    } finally {
      await admin.end();
    }
    url = `${clusterUrl}/${name}`;
    process.env.DATABASE_URL = url;
    getDb();
  });

  afterAll(async () => {
    await closeDb();
    const admin = postgres(`${clusterUrl}/postgres`, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  });

  return { url: () => url };
}

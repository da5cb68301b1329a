// "The catalogue changed" is one call (issue 26 item 4): catalogueChanged() clears this process's
// caches at once and tells the other processes at the commit of the writer's transaction, never
// before and never for a rollback; the seed's refresh of the activity data is such a change.
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { seedWorkData } from "../../db/seed";
import { CATALOGUE_CHANNEL, onCatalogueChange } from "../../app/lib/catalogue-changes";
import { loadActivityCatalogue } from "../../app/services/toolkits/activity-profiles.server";
import { catalogueChanged } from "../../app/services/catalogue/catalogue-changes.server";
import { useTestDatabase } from "../helpers/test-database";

const database = useTestDatabase();

describe("catalogueChanged", () => {
  let other: postgres.Sql;
  let heard = 0;

  beforeAll(async () => {
    // Another process's listener: a connection of its own.
    other = postgres(database.url(), { max: 1, onnotice: () => {} });
    await other.listen(CATALOGUE_CHANNEL, () => heard++);
  });
  afterAll(async () => {
    await other.end();
  });

  const settle = () => new Promise((r) => setTimeout(r, 300));
  /** Until no notification has arrived for half a second: an earlier test's may still be on its way. */
  const quiet = async () => {
    for (let last = -1; last !== heard;) {
      last = heard;
      await new Promise((r) => setTimeout(r, 500));
    }
  };

  it("clears this process's caches at once and tells the others only when the transaction commits", async () => {
    let local = 0;
    const off = onCatalogueChange(() => local++);
    try {
      heard = 0;
      await getDb().transaction(async (tx) => {
        await catalogueChanged(tx);
        expect(local).toBe(1);
        await settle();
        expect(heard).toBe(0);
      });
      await expect.poll(() => heard, { timeout: 3_000 }).toBe(1);

      heard = 0;
      await expect(
        getDb().transaction(async (tx) => {
          await catalogueChanged(tx);
          throw new Error("rolled back");
        }),
      ).rejects.toThrow("rolled back");
      await settle();
      expect(heard).toBe(0);
    } finally {
      off();
    }
  });

  it("drops the cached work activities, so a re-seeded text shows without waiting for their age", async () => {
    const [first] = await getDb().execute<{ id: string; title: string }>(sql`SELECT id, title FROM work_activities ORDER BY id LIMIT 1`);
    expect((await loadActivityCatalogue()).get(first!.id)!.title).toBe(first!.title);
    await getDb().execute(sql`UPDATE work_activities SET title = 'Changed by the test' WHERE id = ${first!.id}`);
    expect((await loadActivityCatalogue()).get(first!.id)!.title).toBe(first!.title);
    await catalogueChanged(getDb());
    expect((await loadActivityCatalogue()).get(first!.id)!.title).toBe("Changed by the test");
  });

  it("is what the seed's refresh of the activity data calls", { timeout: 120_000 }, async () => {
    await quiet();
    heard = 0;
    let local = 0;
    const off = onCatalogueChange(() => local++);
    try {
      await getDb().transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL statement_timeout = 0`);
        await seedWorkData(tx);
      });
    } finally {
      off();
    }
    expect(local).toBeGreaterThan(0);
    await expect.poll(() => heard, { timeout: 3_000 }).toBe(1);
  });
});

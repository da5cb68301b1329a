// Facts the AI Readiness Rubric quotes from the database (visitor-side.md §2 "Rubric", §9): the
// spec's "over 900 occupations" is the seeded O*NET list, so the page and the PDF show its count.
import { sql } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import type { RubricFacts } from "~/content/rubric";

export async function rubricFacts(db: Executor = getDb()): Promise<RubricFacts> {
  const [row] = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM occupations`);
  return { occupationCount: row?.n ?? 0 };
}

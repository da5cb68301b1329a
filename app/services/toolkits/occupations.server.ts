// Matching a free-text job title to the nearest O*NET occupation. Everyday titles that O*NET
// names differently come from the alias table (app/lib/job-title-match.ts); the rest by trigram
// similarity on the seeded titles, preferring occupations that share the title's head noun
// ("Personal Trainer" is a trainer of people). Shown with the O*NET attribution wherever it
// appears (NOTICE.md).
import { eq, sql } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { occupations } from "../../../db/schema/index";
import { aliasOccupationCode, normaliseJobTitle } from "~/lib/job-title-match";
import { createTtlCache } from "~/lib/ttl-cache";

export interface OccupationMatch {
  code: string;
  title: string;
  description: string;
  aiApplicabilityScore: number | null;
  /** 0 to 1: how close the title is (1 for an everyday title of the alias table). */
  similarity: number;
}

/** Below this, a "match" is more likely wrong than helpful; the toolkit then uses no occupation. */
export const MIN_OCCUPATION_SIMILARITY = 0.3;

/** The stem of a title's last word ("engineers" -> "engineer"), when it is long enough to mean something. */
function headNoun(title: string): string | null {
  const last = title.split(" ").pop() ?? "";
  const stem = last.replace(/(ies|es|s)$/, "");
  return stem.length >= 4 ? stem : null;
}

/**
 * Matches of recent titles: occupations change only when an operator seeds them, and a trigram
 * search per toolkit is a few milliseconds of the database's time under load (issue 25).
 */
const recentMatches = createTtlCache<string, OccupationMatch | null>({ max: 2000, ttlMs: 10 * 60_000 });

export function matchOccupation(jobTitle: string, db: Executor = getDb()): Promise<OccupationMatch | null> {
  // Only reads through the shared pool are kept: a transaction may see rows nobody else does.
  return db === getDb() ? recentMatches.get(jobTitle, () => findOccupation(jobTitle, db)) : findOccupation(jobTitle, db);
}

/** Forget the kept matches (after the occupations are seeded again in this process). */
export function clearOccupationMatches(): void {
  recentMatches.clear();
}

async function findOccupation(jobTitle: string, db: Executor): Promise<OccupationMatch | null> {
  const aliasCode = aliasOccupationCode(jobTitle);
  if (aliasCode) {
    const [row] = await db.select().from(occupations).where(eq(occupations.code, aliasCode)).limit(1);
    if (row) return { code: row.code, title: row.title, description: row.description, aiApplicabilityScore: row.aiApplicabilityScore, similarity: 1 };
  }
  const title = normaliseJobTitle(jobTitle).slice(0, 120);
  if (title.length < 3) return null;
  // pg_trgm ignores case. word_similarity lets "Marketing Manager" find "Marketing Managers";
  // similarity keeps whole titles honest. The % and <% operators use the trigram index.
  const rows = await db.execute<{
    code: string;
    title: string;
    description: string;
    ai_applicability_score: number | null;
    score: number;
  }>(sql`
    SELECT code, title, description, ai_applicability_score,
           greatest(similarity(title, ${title}), word_similarity(${title}, title)) AS score
    FROM occupations
    WHERE title % ${title} OR ${title} <% title
    ORDER BY score DESC, length(title), code
    LIMIT 10`);
  const head = headNoun(title);
  const close = rows.filter((r) => r.score >= MIN_OCCUPATION_SIMILARITY);
  // Among close candidates, one that names the same kind of worker wins over a closer spelling.
  const best = (head ? close.find((r) => r.title.toLowerCase().includes(head)) : undefined) ?? close[0];
  if (!best) return null;
  return {
    code: best.code,
    title: best.title,
    description: best.description,
    aiApplicabilityScore: best.ai_applicability_score,
    similarity: Math.round(best.score * 100) / 100,
  };
}

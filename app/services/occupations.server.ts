// Matching a free-text job title to the nearest O*NET occupation (trigram similarity on the
// seeded titles). Shown with the O*NET attribution wherever it appears (NOTICE.md).
import { sql } from "drizzle-orm";
import { getDb, type Executor } from "../../db/client";

export interface OccupationMatch {
  code: string;
  title: string;
  description: string;
  aiApplicabilityScore: number | null;
  /** 0 to 1: how close the title is. */
  similarity: number;
}

/** Below this, a "match" is more likely wrong than helpful; the toolkit then uses no occupation. */
export const MIN_OCCUPATION_SIMILARITY = 0.3;

export async function matchOccupation(jobTitle: string, db: Executor = getDb()): Promise<OccupationMatch | null> {
  const title = jobTitle.trim().toLowerCase().slice(0, 120);
  if (title.length < 3) return null;
  // pg_trgm ignores case. word_similarity lets "Marketing Manager" find "Marketing Managers"; similarity keeps whole
  // titles honest. The % and <% operators use the trigram index to narrow the candidates.
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
    LIMIT 1`);
  const best = rows[0];
  if (!best || best.score < MIN_OCCUPATION_SIMILARITY) return null;
  return {
    code: best.code,
    title: best.title,
    description: best.description,
    aiApplicabilityScore: best.ai_applicability_score,
    similarity: Math.round(best.score * 100) / 100,
  };
}

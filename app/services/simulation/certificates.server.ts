// The certificate of a finished simulation, or of a course level (issue 27), checked by anyone
// with its code on the public verification page; it shows what the page needs and nothing more.
import { eq } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { courseEnrolments, simulationAttempts, users } from "../../../db/schema/index";
import { RUBRIC_LEVELS } from "~/content/rubric";
import { scoreBand, type ScoreBand } from "~/lib/simulation-scoring";

/** What the public verification page shows, and nothing more. */
export interface CertificateCheck {
  holderName: string;
  role: string;
  /** The rubric level it proves (lib/simulation-certificate.ts). */
  achievement: string;
  band: ScoreBand;
  date: string;
}

const CODE_RULE = /^[A-Za-z0-9_-]{20,64}$/;

export async function verifyCertificate(code: string, db: Executor = getDb()): Promise<CertificateCheck | null> {
  if (!CODE_RULE.test(code)) return null;
  const [row] = await db
    .select({ holderName: users.username, role: simulationAttempts.roleLabel, score: simulationAttempts.score, finishedAt: simulationAttempts.finishedAt })
    .from(simulationAttempts)
    .innerJoin(users, eq(users.id, simulationAttempts.userId))
    .where(eq(simulationAttempts.certificateCode, code))
    .limit(1);
  if (row && row.score !== null && row.finishedAt)
    return {
      holderName: row.holderName,
      role: row.role,
      achievement: "Awareness in Action",
      band: scoreBand(row.score),
      date: row.finishedAt.toISOString().slice(0, 10),
    };
  return verifyCourseCertificate(code, db);
}

async function verifyCourseCertificate(code: string, db: Executor): Promise<CertificateCheck | null> {
  const [row] = await db
    .select({
      holderName: users.username,
      level: courseEnrolments.level,
      context: courseEnrolments.context,
      score: courseEnrolments.score,
      certifiedAt: courseEnrolments.certifiedAt,
    })
    .from(courseEnrolments)
    .innerJoin(users, eq(users.id, courseEnrolments.userId))
    .where(eq(courseEnrolments.certificateCode, code))
    .limit(1);
  if (!row || row.score === null || !row.certifiedAt) return null;
  return {
    holderName: row.holderName,
    role: courseRole(row.context.jobTitle),
    achievement: RUBRIC_LEVELS.find((l) => l.number === row.level)?.name ?? `Level ${row.level}`,
    band: scoreBand(row.score),
    date: row.certifiedAt.toISOString().slice(0, 10),
  };
}

/** The role a course certificate names: the learner's job title as they gave it. */
export const courseRole = (jobTitle: string | null) => jobTitle?.trim() || "Professional";

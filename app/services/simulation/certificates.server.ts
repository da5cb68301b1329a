// A certificate's public check (issue 19, issue 28 items 1 and 2): anyone holding its link sees
// who holds it, for which role and achievement, when, with what band, the skills measured with
// their scores and the kind of decisions taken, and whether it is still valid. Nothing else about
// the holder (not their email, not their answers). A certificate issued since issue 28 has a
// verifiable credential: the code finds it even after a refund cleared the attempt's own code, and
// the page then says the certificate was revoked, and why.
import { eq, type SQL } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { courseEnrolments, simulationAttempts, users, type RevocationReason } from "../../../db/schema/index";
import { taughtLevel } from "~/content/course-lessons/index";
import { RUBRIC_LEVELS } from "~/content/rubric";
import { SIMULATION_SKILL_LABELS } from "~/content/simulations/types";
import { scoreBand, scoreSimulation, type ScoreBand } from "~/lib/simulation-scoring";
import { credentialByCode, type StoredCredential } from "../credentials/credentials.server";
import { moduleRecords } from "../course/course-certification.server";
import { answersOf } from "./simulations.server";

export interface SkillMeasured {
  label: string;
  /** Percent of the points on this skill earned. */
  score: number;
}

/** Why a certificate was withdrawn, in the page's words. */
export const REVOKED_BECAUSE: Record<RevocationReason, string> = { refund: "the simulation was refunded", admin: "withdrawn by Upskill Academy" };

/** What the public verification page shows, and nothing more. */
export interface CertificateCheck {
  kind: "simulation" | "course";
  /** The name the holder gave for their certificates, or null until they give it. */
  holderName: string | null;
  role: string;
  /** The rubric level it proves (lib/simulation-certificate.ts). */
  achievement: string;
  score: number;
  band: ScoreBand;
  date: string;
  /** What was done, in a sentence. */
  evidence: string;
  skills: SkillMeasured[];
  /** The kind of decisions taken, in words. */
  decisions: string[];
  /** The Open Badges credential's id (/credentials/{id}.json); null for a certificate issued before them. */
  credentialId: string | null;
  /** Still valid, or withdrawn, when and why (a refund of the simulation, an admin's revocation). */
  status: { valid: true } | { valid: false; reason: RevocationReason; because: string; date: string };
}

const CODE_RULE = /^[A-Za-z0-9_-]{20,64}$/;

export async function verifyCertificate(code: string, db: Executor = getDb()): Promise<CertificateCheck | null> {
  if (!CODE_RULE.test(code)) return null;
  const credential = await credentialByCode(code, db);
  if (credential?.attemptId) return simulationCertificate(eq(simulationAttempts.id, credential.attemptId), credential, db);
  if (credential?.enrolmentId) return courseCertificate(eq(courseEnrolments.id, credential.enrolmentId), credential, db);
  return (
    (await simulationCertificate(eq(simulationAttempts.certificateCode, code), null, db)) ??
    (await courseCertificate(eq(courseEnrolments.certificateCode, code), null, db))
  );
}

function credentialFacts(credential: StoredCredential | null): Pick<CertificateCheck, "credentialId" | "status"> {
  const revoked = credential?.revokedAt && credential.revocationReason ? credential : null;
  return {
    credentialId: credential?.id ?? null,
    status: revoked
      ? {
          valid: false,
          reason: revoked.revocationReason!,
          because: REVOKED_BECAUSE[revoked.revocationReason!],
          date: revoked.revokedAt!.toISOString().slice(0, 10),
        }
      : { valid: true },
  };
}

async function simulationCertificate(where: SQL, credential: StoredCredential | null, db: Executor): Promise<CertificateCheck | null> {
  const [row] = await db
    .select({
      id: simulationAttempts.id,
      holderName: users.certificateName,
      role: simulationAttempts.roleLabel,
      scenario: simulationAttempts.scenario,
      score: simulationAttempts.score,
      finishedAt: simulationAttempts.finishedAt,
    })
    .from(simulationAttempts)
    .innerJoin(users, eq(users.id, simulationAttempts.userId))
    .where(where)
    .limit(1);
  if (!row || row.score === null || !row.finishedAt) return null;
  const result = scoreSimulation(row.scenario, await answersOf(row.id, db));
  return {
    kind: "simulation",
    holderName: row.holderName,
    role: row.role,
    achievement: "Awareness in Action",
    score: row.score,
    band: scoreBand(row.score),
    date: row.finishedAt.toISOString().slice(0, 10),
    evidence: `The job simulation "${row.scenario.title}": ${row.scenario.points.length} decisions in a realistic situation of the role, each scored against the reasons of practitioners.`,
    skills: result.skills.map((s) => ({ label: s.label, score: s.percent })),
    decisions: decisionKinds(row.scenario.points.map((p) => p.skill)),
    ...credentialFacts(credential),
  };
}

async function courseCertificate(where: SQL, credential: StoredCredential | null, db: Executor): Promise<CertificateCheck | null> {
  const [row] = await db
    .select({
      userId: courseEnrolments.userId,
      holderName: users.certificateName,
      level: courseEnrolments.level,
      context: courseEnrolments.context,
      score: courseEnrolments.score,
      certifiedAt: courseEnrolments.certifiedAt,
    })
    .from(courseEnrolments)
    .innerJoin(users, eq(users.id, courseEnrolments.userId))
    .where(where)
    .limit(1);
  if (!row || row.score === null || !row.certifiedAt) return null;
  const lessons = taughtLevel(row.level)?.lessons ?? [];
  const records = await moduleRecords(row.userId, row.level, db);
  return {
    kind: "course",
    holderName: row.holderName,
    role: courseRole(row.context.jobTitle),
    achievement: RUBRIC_LEVELS.find((l) => l.number === row.level)?.name ?? `Level ${row.level}`,
    score: row.score,
    band: scoreBand(row.score),
    date: row.certifiedAt.toISOString().slice(0, 10),
    evidence: `Level ${row.level} of the course: ${lessons.length} lessons written for the role, each with a practice task on the holder's own work and a scored simulation; certified at 70% or more across all modules with every practice task done.`,
    skills: lessons.map((l) => ({ label: SIMULATION_SKILL_LABELS[l.skill], score: records.find((r) => r.lesson === l.number)?.bestScore ?? 0 })),
    decisions: decisionKinds(lessons.flatMap((l) => l.simulation.points.map((p) => p.skill))),
    ...credentialFacts(credential),
  };
}

/** "6 decisions: choosing the right kind of tool" etc., largest first. */
function decisionKinds(skills: readonly (keyof typeof SIMULATION_SKILL_LABELS)[]): string[] {
  const counts = new Map<string, number>();
  for (const skill of skills) counts.set(SIMULATION_SKILL_LABELS[skill], (counts.get(SIMULATION_SKILL_LABELS[skill]) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([label, n]) => `${n} ${n === 1 ? "decision" : "decisions"}: ${label.charAt(0).toLowerCase()}${label.slice(1)}`);
}

/** The role a course certificate names: the learner's job title as they gave it. */
export const courseRole = (jobTitle: string | null) => jobTitle?.trim() || "Professional";

// The certificate of a finished simulation, or of a course level (issue 27), checked by anyone
// with its code on the public verification page; it shows what the page needs and nothing more.
// A certificate issued since issue 28 has a verifiable credential: the code finds it even after a
// refund cleared the attempt's own code, and the page then says the certificate was revoked.
import { eq, type SQL } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { courseEnrolments, simulationAttempts, users, type RevocationReason } from "../../../db/schema/index";
import { RUBRIC_LEVELS } from "~/content/rubric";
import { scoreBand, type ScoreBand } from "~/lib/simulation-scoring";
import { credentialByCode, type StoredCredential } from "../credentials/credentials.server";

/** What the public verification page shows, and nothing more. */
export interface CertificateCheck {
  holderName: string;
  role: string;
  /** The rubric level it proves (lib/simulation-certificate.ts). */
  achievement: string;
  band: ScoreBand;
  date: string;
  /** The Open Badges credential's id (/credentials/{id}.json); null for a certificate issued before them. */
  credentialId: string | null;
  /** Set once the certificate is withdrawn: a refund of the simulation or an admin's revocation. */
  revoked: { reason: RevocationReason; date: string } | null;
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

const credentialFacts = (credential: StoredCredential | null) => ({
  credentialId: credential?.id ?? null,
  revoked:
    credential?.revokedAt && credential.revocationReason
      ? { reason: credential.revocationReason, date: credential.revokedAt.toISOString().slice(0, 10) }
      : null,
});

async function simulationCertificate(where: SQL, credential: StoredCredential | null, db: Executor): Promise<CertificateCheck | null> {
  const [row] = await db
    .select({ holderName: users.username, role: simulationAttempts.roleLabel, score: simulationAttempts.score, finishedAt: simulationAttempts.finishedAt })
    .from(simulationAttempts)
    .innerJoin(users, eq(users.id, simulationAttempts.userId))
    .where(where)
    .limit(1);
  if (!row || row.score === null || !row.finishedAt) return null;
  return {
    holderName: row.holderName,
    role: row.role,
    achievement: "Awareness in Action",
    band: scoreBand(row.score),
    date: row.finishedAt.toISOString().slice(0, 10),
    ...credentialFacts(credential),
  };
}

async function courseCertificate(where: SQL, credential: StoredCredential | null, db: Executor): Promise<CertificateCheck | null> {
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
    .where(where)
    .limit(1);
  if (!row || row.score === null || !row.certifiedAt) return null;
  return {
    holderName: row.holderName,
    role: courseRole(row.context.jobTitle),
    achievement: RUBRIC_LEVELS.find((l) => l.number === row.level)?.name ?? `Level ${row.level}`,
    band: scoreBand(row.score),
    date: row.certifiedAt.toISOString().slice(0, 10),
    ...credentialFacts(credential),
  };
}

/** The role a course certificate names: the learner's job title as they gave it. */
export const courseRole = (jobTitle: string | null) => jobTitle?.trim() || "Professional";

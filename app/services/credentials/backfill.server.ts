// Certificates issued before the credentials (issue 28) get theirs: `academy credentials
// issue-missing`, run once after the release that added them (and harmless to run again). Each is
// signed as the flows sign a new one, dated the day its certificate was issued.
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { getDb, type Database } from "../../../db/client";
import { courseEnrolments, credentials, simulationAttempts, users } from "../../../db/schema/index";
import { courseRole } from "../simulation/certificates.server";
import { issueCredential, type IssueInput } from "./credentials.server";

export async function issueMissingCredentials(db: Database = getDb()): Promise<{ simulation: number; course: number }> {
  const attempts = await db
    .select({
      id: simulationAttempts.id,
      code: simulationAttempts.certificateCode,
      score: simulationAttempts.score,
      finishedAt: simulationAttempts.finishedAt,
      role: simulationAttempts.roleLabel,
      userId: users.id,
      email: users.email,
      name: users.username,
    })
    .from(simulationAttempts)
    .innerJoin(users, eq(users.id, simulationAttempts.userId))
    .leftJoin(credentials, eq(credentials.attemptId, simulationAttempts.id))
    .where(and(isNotNull(simulationAttempts.certificateCode), isNull(credentials.id)));
  const enrolments = await db
    .select({
      id: courseEnrolments.id,
      code: courseEnrolments.certificateCode,
      score: courseEnrolments.score,
      certifiedAt: courseEnrolments.certifiedAt,
      level: courseEnrolments.level,
      context: courseEnrolments.context,
      userId: users.id,
      email: users.email,
      name: users.username,
    })
    .from(courseEnrolments)
    .innerJoin(users, eq(users.id, courseEnrolments.userId))
    .leftJoin(credentials, eq(credentials.enrolmentId, courseEnrolments.id))
    .where(and(isNotNull(courseEnrolments.certificateCode), isNull(credentials.id)));
  const inputs: IssueInput[] = [
    ...attempts
      .filter((a) => a.code && a.score !== null && a.finishedAt)
      .map((a) => ({
        kind: "simulation" as const,
        subjectId: a.id,
        holder: { id: a.userId, email: a.email, name: a.name },
        role: a.role,
        level: 1,
        score: a.score!,
        certificateCode: a.code!,
        issuedAt: a.finishedAt!,
      })),
    ...enrolments
      .filter((e) => e.code && e.score !== null && e.certifiedAt)
      .map((e) => ({
        kind: "course" as const,
        subjectId: e.id,
        holder: { id: e.userId, email: e.email, name: e.name },
        role: courseRole(e.context.jobTitle),
        level: e.level,
        score: e.score!,
        certificateCode: e.code!,
        issuedAt: e.certifiedAt!,
      })),
  ];
  const issued = { simulation: 0, course: 0 };
  for (const input of inputs) {
    await db.transaction(async (tx) => {
      await issueCredential(input, tx);
    });
    issued[input.kind]++;
  }
  return issued;
}

// The pre-launch survey's one operation (accounts-admin-sales.md §2-§5, §7, §8): store the answers,
// and for early access queue the confirmation email in the same transaction. The page's form
// action and POST /api/questionnaire both reach submitQuestionnaire() through the edge
// (app/http/forms.server.ts), which checks the answers and counts the visitor's sign-up limit.
import { sql } from "drizzle-orm";
import { getDb, type Database } from "../../../db/client";
import { questionnaires } from "../../../db/schema/index";
import { isUniqueViolation } from "../../../db/errors";
import type { SurveyAnswers } from "~/lib/schemas/survey";
import { queueEmail } from "../delivery/email.server";
import { EARLY_ACCESS_TEMPLATE, earlyAccessConfirmationEmail } from "../delivery/emails/survey.server";
import { log } from "~/adapters/log.server";

export type QuestionnaireOutcome = { ok: true; id: number; earlyAccess: boolean } | { ok: false; reason: "duplicate" | "failed" };

class DuplicateQuestionnaire extends Error {}

/** One questionnaire of checked answers; on any refusal nothing is stored. */
export async function submitQuestionnaire(answers: SurveyAnswers, db: Database = getDb()): Promise<QuestionnaireOutcome> {
  // Contact details are kept only for early access, the one thing they are asked for.
  const name = answers.earlyAccessInterest ? answers.name! : null;
  const email = answers.earlyAccessInterest ? answers.email! : null;

  try {
    const id = await db.transaction(async (tx) => {
      if (email) {
        // One questionnaire per address, whatever its case (the unique index on lower(email) backs
        // this up when two arrive at once).
        const [taken] = await tx
          .select({ id: questionnaires.id })
          .from(questionnaires)
          .where(sql`lower(${questionnaires.email}) = ${email.toLowerCase()}`)
          .limit(1);
        if (taken) throw new DuplicateQuestionnaire();
      }
      const [row] = await tx
        .insert(questionnaires)
        .values({
          jobTitle: answers.jobTitle,
          familiarityLevel: answers.familiarityLevel,
          workPressure: answers.workPressure,
          aiFeelings: answers.aiFeelings,
          jobImprovementBelief: answers.jobImprovementBelief,
          aiTaskExample: answers.aiTaskExample || null,
          trainingInterest: answers.trainingInterest,
          valueOutputs: [...new Set(answers.valueOutputs)],
          willingnessToPay: answers.willingnessToPay,
          additionalComments: answers.additionalComments || null,
          earlyAccessInterest: answers.earlyAccessInterest,
          name,
          email,
        })
        .returning({ id: questionnaires.id });
      if (email && name) {
        const message = earlyAccessConfirmationEmail({ name, jobTitle: answers.jobTitle });
        await queueEmail(
          { to: email, ...message, kind: "transactional", template: EARLY_ACCESS_TEMPLATE, idempotencyKey: `questionnaire:${row!.id}:early-access` },
          tx,
        );
      }
      return row!.id;
    });
    return { ok: true, id, earlyAccess: answers.earlyAccessInterest };
  } catch (error) {
    if (error instanceof DuplicateQuestionnaire || isUniqueViolation(error)) return { ok: false, reason: "duplicate" };
    log.error({ err: error }, "Storing a questionnaire failed");
    return { ok: false, reason: "failed" };
  }
}

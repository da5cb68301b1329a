// The pre-launch survey's one operation (accounts-admin-sales.md §2-§5, §7, §8): check the answers,
// store them, and for early access queue the confirmation email in the same transaction. The
// page's form action and POST /api/questionnaire both call submitQuestionnaire(); on any refusal
// nothing is stored.
import { sql } from "drizzle-orm";
import { getDb, type Database } from "../../db/client";
import { questionnaires } from "../../db/schema/index";
import { isUniqueViolation } from "../../db/errors";
import type { FormProblem } from "~/lib/schemas/report";
import { parseSurvey, SUBMISSION_FAILED, SURVEY_API_MESSAGES } from "~/lib/schemas/survey";
import { queueEmail } from "./email.server";
import { EARLY_ACCESS_TEMPLATE, earlyAccessConfirmationEmail } from "./emails/survey.server";
import { EMAIL_SIGNUP_LIMIT, hitRateLimit, TOO_MANY_REQUESTS_MESSAGE } from "./rate-limit.server";

type Submission = ReturnType<typeof parseSurvey>;

export type QuestionnaireOutcome =
  | { ok: true; id: number; earlyAccess: boolean }
  | {
      ok: false;
      status: 400 | 409 | 429 | 500;
      /** Title 'Submission failed' and the server's message (§8 maps it to the text shown). */
      problem: FormProblem;
      /** The parsed form, for the page to show each field's error and keep what was typed. */
      submission?: Submission;
      retryAfterSeconds?: number;
    };

const refusal = (status: 400 | 409 | 429 | 500, message: string, extra: { submission?: Submission; retryAfterSeconds?: number } = {}): QuestionnaireOutcome => ({
  ok: false,
  status,
  problem: { title: SUBMISSION_FAILED, description: message },
  ...extra,
});

class DuplicateQuestionnaire extends Error {}

/**
 * One questionnaire from form data (the page's post, or the API's JSON turned into the same
 * fields by surveyFormData). Every attempt counts towards the visitor's email sign-up limit, so
 * the duplicate answer cannot be used to test many addresses quickly.
 */
export async function submitQuestionnaire(payload: FormData | URLSearchParams, clientIp: string, db: Database = getDb()): Promise<QuestionnaireOutcome> {
  const limit = await hitRateLimit(EMAIL_SIGNUP_LIMIT, clientIp, db);
  if (!limit.allowed) return refusal(429, TOO_MANY_REQUESTS_MESSAGE, { retryAfterSeconds: limit.retryAfterSeconds });

  const submission = parseSurvey(payload);
  if (submission.status !== "success") return refusal(400, SURVEY_API_MESSAGES.validation, { submission });
  const answers = submission.value;
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
    if (error instanceof DuplicateQuestionnaire || isUniqueViolation(error)) return refusal(409, SURVEY_API_MESSAGES.duplicate);
    console.error(error);
    return refusal(500, SURVEY_API_MESSAGES.failed);
  }
}

// The Feedback tab's operations (accounts-admin-sales.md §2, §3, §7; issue 14): the stored
// questionnaires, one in detail, delete, and the CSV export in words.
import { asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { getDb, getSql, type Database, type Executor } from "../../../db/client";
import { questionnaires } from "../../../db/schema/index";
import { ADMIN_PAGE_SIZE, type Paged, type QuestionnaireQuery } from "~/lib/admin-query";
import { QUESTIONNAIRE_CSV_HEADER, questionnaireCsvCells, type StoredQuestionnaire } from "~/lib/questionnaire-answers";
import { escapeLike } from "~/lib/tools-query";
import { recordAdminAction, type AdminContext } from "../operations/admin-audit.server";
import { csvStream, cursorRows } from "./admin-csv.server";

const stored = (r: typeof questionnaires.$inferSelect): StoredQuestionnaire => ({ ...r, createdAt: r.createdAt.toISOString() });

function search(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(ilike(questionnaires.jobTitle, pattern), ilike(questionnaires.name, pattern), ilike(questionnaires.email, pattern));
}

export async function listQuestionnaires(query: QuestionnaireQuery, db: Executor = getDb(), pageSize = ADMIN_PAGE_SIZE): Promise<Paged<StoredQuestionnaire>> {
  const where = search(query.q);
  const order = query.sort === "oldest" ? [asc(questionnaires.createdAt), asc(questionnaires.id)] : [desc(questionnaires.createdAt), desc(questionnaires.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(questionnaires)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(questionnaires)
      .where(where),
  ]);
  const total = counted?.n ?? 0;
  return { rows: rows.map(stored), total, page: query.page, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

export async function countQuestionnaires(db: Executor = getDb()): Promise<number> {
  const [row] = await db.select({ n: count() }).from(questionnaires);
  return row?.n ?? 0;
}

export async function getQuestionnaire(id: number, db: Executor = getDb()): Promise<StoredQuestionnaire | null> {
  const [row] = await db.select().from(questionnaires).where(eq(questionnaires.id, id)).limit(1);
  return row ? stored(row) : null;
}

export async function deleteQuestionnaire(
  ctx: AdminContext,
  id: number,
  db: Database = getDb(),
): Promise<{ ok: true; id: number } | { ok: false; reason: "not-found"; message: string }> {
  const gone = await db.transaction(async (tx) => {
    const [row] = await tx.delete(questionnaires).where(eq(questionnaires.id, id)).returning({ id: questionnaires.id, jobTitle: questionnaires.jobTitle });
    if (row) await recordAdminAction(ctx, { action: "questionnaire.delete", targetType: "questionnaire", targetId: id, summary: row.jobTitle }, tx);
    return row;
  });
  return gone ? { ok: true, id } : { ok: false, reason: "not-found", message: "Questionnaire not found" };
}

/** questionnaires-{date}.csv: every answer in words, streamed from a cursor. */
export async function exportQuestionnairesCsv(ctx: AdminContext): Promise<ReadableStream<Uint8Array>> {
  await recordAdminAction(ctx, { action: "questionnaires.export", summary: "All questionnaires" });
  type Row = {
    id: number;
    name: string | null;
    email: string | null;
    job_title: string;
    familiarity_level: string;
    work_pressure: string;
    ai_feelings: string;
    job_improvement_belief: string;
    ai_task_example: string | null;
    training_interest: string;
    value_outputs: string[];
    willingness_to_pay: string;
    additional_comments: string | null;
    early_access_interest: boolean;
    created_at: Date;
  };
  const cursor = getSql()`SELECT * FROM questionnaires ORDER BY id`.cursor(500) as unknown as AsyncIterable<Row[]>;
  return csvStream(QUESTIONNAIRE_CSV_HEADER, cursorRows(cursor), (r) =>
    questionnaireCsvCells({
      id: r.id,
      name: r.name,
      email: r.email,
      jobTitle: r.job_title,
      familiarityLevel: r.familiarity_level,
      workPressure: r.work_pressure,
      aiFeelings: r.ai_feelings,
      jobImprovementBelief: r.job_improvement_belief,
      aiTaskExample: r.ai_task_example,
      trainingInterest: r.training_interest,
      valueOutputs: r.value_outputs,
      willingnessToPay: r.willingness_to_pay,
      additionalComments: r.additional_comments,
      earlyAccessInterest: r.early_access_interest,
      createdAt: new Date(r.created_at).toISOString(),
    }),
  );
}

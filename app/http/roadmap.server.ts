// The roadmap's HTTP edge (issue 17): the page action and POST /api/generate-roadmap read the
// document from the request the same way (multipart field 'file', at most 5 MB, or the spec's
// JSON toolkitContent) and hand it to the one operation, rate limited per client.
import { MaxPartSizeExceededError, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { MAX_UPLOAD_BYTES } from "~/lib/document-kind";
import { errorMessages } from "~/lib/schemas/problems";
import { ROADMAP_PROBLEMS, roadmapJsonSchema, roadmapUploadSchema, type RoadmapRefusal } from "~/lib/schemas/roadmap";
import type { OperationContext } from "~/services/context";
import { withRateLimit, ROADMAP_LIMIT } from "~/services/operations/rate-limit.server";
import { readRefusal } from "~/services/course/document-text.server";
import { generateRoadmap, requesterOf, type RoadmapResult, type RoadmapSource } from "~/services/course/roadmaps.server";
import { problemJson } from "./problem.server";

export const ROADMAP_STATUS: Record<RoadmapRefusal, number> = {
  "no-file": 400,
  empty: 400,
  "too-large": 413,
  unsupported: 415,
  "zip-bomb": 422,
  broken: 422,
  password: 422,
  timeout: 422,
  "no-text": 422,
  "rate-limited": 429,
  // One read at a time per visitor (issue 24): a second one is refused at once rather than queued.
  busy: 429,
  "queue-full": 503,
};

type SourceOutcome = { ok: true; source: RoadmapSource } | { ok: false; reason: RoadmapRefusal };

const isMultipart = (request: Request) => (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");

/** The uploaded file of a multipart request (field 'file'), read into memory up to 5 MB. */
export async function fileFromMultipart(request: Request): Promise<SourceOutcome> {
  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: MAX_UPLOAD_BYTES }));
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return { ok: false, reason: "too-large" };
    return { ok: false, reason: "no-file" };
  }
  const submission = parseWithZod(form, { schema: roadmapUploadSchema });
  if (submission.status !== "success") return { ok: false, reason: uploadRefusal(submission.error) };
  return { ok: true, source: { kind: "file", bytes: new Uint8Array(await submission.value.file.arrayBuffer()) } };
}

/** The first of the form's problems (in ROADMAP_PROBLEMS' order) among the schema's messages. */
function uploadRefusal(error: Record<string, string[] | null> | null | undefined): RoadmapRefusal {
  const messages = errorMessages(error);
  return (Object.keys(ROADMAP_PROBLEMS) as RoadmapRefusal[]).find((key) => messages.includes(key)) ?? "no-file";
}

async function sourceFromRequest(request: Request): Promise<SourceOutcome> {
  if (isMultipart(request)) return fileFromMultipart(request);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { ok: false, reason: "no-file" };
  }
  const parsed = roadmapJsonSchema.safeParse(body);
  if (!parsed.success) return { ok: false, reason: parsed.error.issues[0]?.message === "too-large" ? "too-large" : "no-file" };
  return { ok: true, source: { kind: "text", text: parsed.data.toolkitContent } };
}

export type RoadmapAnswer = RoadmapResult | { ok: false; reason: RoadmapRefusal; retryAfterSeconds?: number };

/** Read the request's document and make the roadmap (the page and the API alike). */
export async function roadmapFromRequest(request: Request, ctx: OperationContext): Promise<RoadmapAnswer> {
  return withRateLimit(ROADMAP_LIMIT, ctx.clientIp, async (): Promise<RoadmapAnswer> => {
    // A visitor whose file is still being read, or a full queue: answered before the upload is parsed.
    const refused = readRefusal(requesterOf(ctx));
    if (refused) return refused;
    const read = await sourceFromRequest(request);
    if (!read.ok) return read;
    return generateRoadmap(read.source, ctx);
  });
}

/** The API's refusal: 'Failed to generate roadmap' and why, as problem JSON. */
export const roadmapProblem = (reason: RoadmapRefusal, retryAfterSeconds?: number) =>
  problemJson(ROADMAP_PROBLEMS[reason], ROADMAP_STATUS[reason], { retryAfterSeconds });

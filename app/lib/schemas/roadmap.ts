// The roadmap's upload form (visitor-side.md §2 "Roadmap", §5, §8; issue 17). Its challenges are
// done in the course's lessons (issue 27), so the roadmap has no other form.
import { z } from "zod";
import type { ProblemTable } from "./problems";

export const ROADMAP_FAILED = "Failed to generate roadmap";

/** Why a roadmap could not be made, after 'Failed to generate roadmap'. */
export const ROADMAP_PROBLEMS = {
  "no-file": { title: ROADMAP_FAILED, description: "Please choose a file (.pdf, .txt, .doc or .docx)." },
  empty: { title: ROADMAP_FAILED, description: "The file is empty." },
  "too-large": { title: ROADMAP_FAILED, description: "The file is larger than 5 MB." },
  unsupported: { title: ROADMAP_FAILED, description: "The file is not a PDF, text or Word document (.pdf, .txt, .doc, .docx)." },
  "zip-bomb": { title: ROADMAP_FAILED, description: "The file unpacks to far more than a document would: it was not read." },
  broken: { title: ROADMAP_FAILED, description: "The file is damaged and could not be read." },
  password: { title: ROADMAP_FAILED, description: "The PDF is password-protected. Please upload a copy without a password." },
  timeout: { title: ROADMAP_FAILED, description: "Reading the file took too long. Please try a smaller or simpler file." },
  "no-text": { title: ROADMAP_FAILED, description: "The file has no text we could read (a scanned image has none)." },
  "rate-limited": { title: ROADMAP_FAILED, description: "Too many requests. Please wait a minute and try again." },
  busy: { title: ROADMAP_FAILED, description: "Your previous file is still being read. Please wait for it to finish, then try again." },
  "queue-full": { title: ROADMAP_FAILED, description: "We are reading many files right now. Please try again in a few seconds." },
} satisfies ProblemTable;
export type RoadmapRefusal = keyof typeof ROADMAP_PROBLEMS;

export const MAX_ROADMAP_FILE_BYTES = 5 * 1024 * 1024;

type UploadedFile = { name: string; size: number; arrayBuffer(): Promise<ArrayBuffer> };
const isFile = (value: unknown): value is UploadedFile =>
  typeof value === "object" && value !== null && typeof (value as UploadedFile).name === "string" && typeof (value as UploadedFile).arrayBuffer === "function";

/**
 * The upload form (§5: a file is required). The browser checks what it can before sending; the
 * server then checks the bytes themselves (lib/document-kind.ts). Duck-typed: the File class of
 * the multipart parser need not be the global one.
 */
export const roadmapUploadSchema = z.object({
  file: z
    .custom<UploadedFile>((value) => isFile(value) && value.name !== "", { message: "no-file" })
    .refine((file) => file.size > 0, { message: "empty" })
    .refine((file) => file.size <= MAX_ROADMAP_FILE_BYTES, { message: "too-large" }),
});

/** The API's JSON body (§7): the file's text and an email the client sends empty. */
export const roadmapJsonSchema = z.object({
  toolkitContent: z.string({ message: "no-file" }).max(MAX_ROADMAP_FILE_BYTES, { message: "too-large" }),
  userEmail: z.string().optional().nullable(),
});

// The roadmap's two forms (visitor-side.md §2 "Roadmap", §5, §8; issue 17): the upload, and
// marking a challenge done with a short note of what was done.
import { z } from "zod";
import type { ProblemTable } from "./problems";

export const ROADMAP_FAILED = "Failed to generate roadmap";
export const NOTE_MIN = 3;
export const NOTE_MAX = 500;

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

export const CHALLENGE_PROBLEMS = {
  "note-required": { title: "Note required", description: `Please say in a few words what you did (at least ${NOTE_MIN} characters).` },
  "note-too-long": { title: "Note too long", description: `Please keep the note under ${NOTE_MAX} characters.` },
  locked: { title: "Level locked", description: "This level is locked: complete the level before it and purchase it first." },
  "not-found": { title: "Not found", description: "That challenge is not on your roadmap." },
  "in-lessons": {
    title: "Done in the lessons",
    description: "Level 1 is completed by its six lessons, their practice tasks and simulations: open your course.",
  },
} satisfies ProblemTable;

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

export const challengeSchema = z.object({
  intent: z.literal("complete-challenge"),
  roadmapId: z.coerce.number().int().positive({ message: "not-found" }),
  challengeId: z.string({ message: "not-found" }).regex(/^[1-4]-\d{1,2}$/, { message: "not-found" }),
  note: z.string({ message: "note-required" }).trim().min(NOTE_MIN, { message: "note-required" }).max(NOTE_MAX, { message: "note-too-long" }),
});
export type ChallengeInput = z.output<typeof challengeSchema>;

/** The API's JSON body (§7): the file's text and an email the client sends empty. */
export const roadmapJsonSchema = z.object({
  toolkitContent: z.string({ message: "no-file" }).max(MAX_ROADMAP_FILE_BYTES, { message: "too-large" }),
  userEmail: z.string().optional().nullable(),
});

// Reads one uploaded document in a process of its own (issue 17, issue 24): the parent
// (app/services/course/document-text.server.ts) starts it under an OS memory limit and a time limit,
// sends it one file, and it answers the file's text, capped, and what a roadmap is built from
// (parseRoadmapInput), then exits. Every parser of an untrusted file runs here, never in the
// server: a file that makes a parser spin or balloon costs this process only, and its memory goes
// back to the system when it ends. It is the third entry of the server build
// (build/server/document-worker.js, vite.config.ts): the parent starts the built file.
import { MAX_DOCX_INFLATED_BYTES, MAX_PDF_INFLATED_BYTES, readZipDirectory } from "../app/lib/document-kind";
import { pdfInflatedSize, zipInflatedSize } from "../app/lib/inflated-size";

/** A refusal with its reason, thrown by a reader and answered as it is. */
class Refusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * The PDF's text page by page, stopping once `maxChars` are read (a 10,000-page file is not read
 * to its end), joined as unpdf's extractText({ mergePages: true }) joins it.
 */
async function pdfText(bytes: Uint8Array, maxChars: number): Promise<string> {
  const counted = pdfInflatedSize(bytes, MAX_PDF_INFLATED_BYTES);
  if (!counted.ok && counted.reason === "over-cap") throw new Refusal("zip-bomb");
  const { getDocumentProxy } = await import("unpdf");
  const doc = await getDocumentProxy(bytes, { isEvalSupported: false });
  const pages: string[] = [];
  let length = 0;
  for (let n = 1; n <= doc.numPages && length < maxChars; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const text = content.items
      .filter((item) => "str" in item && item.str != null)
      .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : ""))
      .join("");
    page.cleanup();
    pages.push(text);
    length += text.length + 1;
  }
  return pages
    .join("\n")
    .replace(/[^\S\n]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .replace(/\n{3,}/g, "\n\n");
}

async function docxText(bytes: Uint8Array): Promise<string> {
  // The directory was checked by the server (declared sizes); here every entry is really inflated, up to the cap.
  const directory = readZipDirectory(bytes);
  if (!directory) throw new Refusal("broken");
  const counted = zipInflatedSize(bytes, directory, MAX_DOCX_INFLATED_BYTES);
  if (!counted.ok) throw new Refusal(counted.reason === "over-cap" ? "zip-bomb" : "broken");
  const mammoth = (await import("mammoth")).default;
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return value;
}

async function docText(bytes: Uint8Array): Promise<string> {
  const WordExtractor = (await import("word-extractor")).default;
  const doc = await new WordExtractor().extract(Buffer.from(bytes));
  return [doc.getHeaders({ includeFooters: false }), doc.getBody()].filter(Boolean).join("\n");
}

const readers: Record<string, (bytes: Uint8Array, maxChars: number) => Promise<string>> = {
  pdf: pdfText,
  docx: docxText,
  doc: docText,
  text: async (bytes) => new TextDecoder().decode(bytes),
};

function failure(error: unknown): string {
  if (error instanceof Refusal) return error.reason;
  const name = (error as { name?: string } | null)?.name ?? "";
  const message = String((error as { message?: unknown } | null)?.message ?? error);
  if (name === "PasswordException" || /password/i.test(message)) return "password";
  // Memory refused by the OS limit or the heap limit: the file unpacks to more than a document would.
  if (error instanceof RangeError && /allocation failed|invalid (typed )?array length|invalid string length|too large/i.test(message)) return "zip-bomb";
  return "broken";
}

interface Job {
  kind: string;
  bytes: ArrayLike<number>;
  maxChars: number;
  catalogue?: string[];
}

async function read({ kind, bytes, maxChars, catalogue }: Job) {
  try {
    const whole = (await readers[kind]!(new Uint8Array(bytes), maxChars)).replace(/\r\n?/g, "\n").trim();
    const truncated = whole.length > maxChars;
    const text = truncated ? whole.slice(0, maxChars) : whole;
    if (!catalogue || !text) return { ok: true, text, truncated };
    const { parseRoadmapInput } = await import("../app/lib/roadmap-input");
    const { aliasOccupationCode } = await import("../app/lib/job-title-match");
    const input = parseRoadmapInput(text, catalogue, (line) => aliasOccupationCode(line) !== null);
    return { ok: true, text, truncated, input };
  } catch (error) {
    return { ok: false, reason: failure(error) };
  }
}

// The server went away: nobody waits for the answer.
process.once("disconnect", () => process.exit(0));
process.once("message", async (job: Job) => {
  const answer = await read(job);
  process.send!(answer, () => process.exit(0));
});
process.send!({ ready: true });

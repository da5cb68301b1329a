// Reads one uploaded document in a process of its own (issue 17, issue 24): the parent
// (app/services/course/document-text.server.ts) starts it under an OS memory limit and a time limit,
// sends it one file, and it answers the file's text, capped, and what a roadmap is built from
// (parseRoadmapInput), then exits. Every parser of an untrusted file runs here, never in the
// server: a file that makes a parser spin or balloon costs this process only, and its memory goes
// back to the system when it ends. Plain ESM: the app's TypeScript helpers load through tsx.
import { register } from "tsx/esm/api";

register();
const { MAX_DOCX_INFLATED_BYTES, MAX_PDF_INFLATED_BYTES, readZipDirectory } = await import("../app/lib/document-kind.ts");
const { pdfInflatedSize, zipInflatedSize } = await import("../app/lib/inflated-size.ts");

/** A refusal with its reason, thrown by a reader and answered as it is. */
class Refusal extends Error {
  constructor(reason) {
    super(reason);
    this.reason = reason;
  }
}

/**
 * The PDF's text page by page, stopping once `maxChars` are read (a 10,000-page file is not read
 * to its end), joined as unpdf's extractText({ mergePages: true }) joins it.
 */
async function pdfText(bytes, maxChars) {
  const counted = pdfInflatedSize(bytes, MAX_PDF_INFLATED_BYTES);
  if (!counted.ok && counted.reason === "over-cap") throw new Refusal("zip-bomb");
  const { getDocumentProxy } = await import("unpdf");
  const doc = await getDocumentProxy(bytes, { isEvalSupported: false });
  const pages = [];
  let length = 0;
  for (let n = 1; n <= doc.numPages && length < maxChars; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const text = content.items
      .filter((item) => item.str != null)
      .map((item) => item.str + (item.hasEOL ? "\n" : ""))
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

async function docxText(bytes) {
  // The directory was checked by the server (declared sizes); here every entry is really inflated, up to the cap.
  const directory = readZipDirectory(bytes);
  if (!directory) throw new Refusal("broken");
  const counted = zipInflatedSize(bytes, directory, MAX_DOCX_INFLATED_BYTES);
  if (!counted.ok) throw new Refusal(counted.reason === "over-cap" ? "zip-bomb" : "broken");
  const mammoth = (await import("mammoth")).default;
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return value;
}

async function docText(bytes) {
  const WordExtractor = (await import("word-extractor")).default;
  const doc = await new WordExtractor().extract(Buffer.from(bytes));
  return [doc.getHeaders({ includeFooters: false }), doc.getBody()].filter(Boolean).join("\n");
}

const readers = { pdf: pdfText, docx: docxText, doc: docText, text: async (bytes) => new TextDecoder().decode(bytes) };

function failure(error) {
  if (error instanceof Refusal) return error.reason;
  const name = error?.name ?? "";
  const message = String(error?.message ?? error);
  if (name === "PasswordException" || /password/i.test(message)) return "password";
  // Memory refused by the OS limit or the heap limit: the file unpacks to more than a document would.
  if (error instanceof RangeError && /allocation failed|invalid (typed )?array length|invalid string length|too large/i.test(message)) return "zip-bomb";
  return "broken";
}

async function read({ kind, bytes, maxChars, catalogue }) {
  try {
    const whole = (await readers[kind](new Uint8Array(bytes), maxChars)).replace(/\r\n?/g, "\n").trim();
    const truncated = whole.length > maxChars;
    const text = truncated ? whole.slice(0, maxChars) : whole;
    if (!catalogue || !text) return { ok: true, text, truncated };
    const { parseRoadmapInput } = await import("../app/lib/roadmap-input.ts");
    const { aliasOccupationCode } = await import("../app/lib/job-title-match.ts");
    const input = parseRoadmapInput(text, catalogue, (line) => aliasOccupationCode(line) !== null);
    return { ok: true, text, truncated, input };
  } catch (error) {
    return { ok: false, reason: failure(error) };
  }
}

// The server went away: nobody waits for the answer.
process.once("disconnect", () => process.exit(0));
process.once("message", async (job) => {
  const answer = await read(job);
  process.send(answer, () => process.exit(0));
});
process.send({ ready: true });

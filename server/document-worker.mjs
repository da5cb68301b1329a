// Reads the text of one uploaded document, in a worker thread (issue 17): parsers of untrusted
// files run here, under the parent's time limit and memory limit, so a file that makes a parser
// spin or balloon costs this thread, never the server. Plain ESM (no TypeScript) so the same file
// runs under the built server, the CLI and the tests.
import { parentPort, workerData } from "node:worker_threads";

async function pdfText(bytes) {
  const { extractText, getDocumentProxy } = await import("unpdf");
  const doc = await getDocumentProxy(bytes);
  const { text } = await extractText(doc, { mergePages: true });
  return text;
}

async function docxText(bytes) {
  const mammoth = (await import("mammoth")).default;
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return value;
}

async function docText(bytes) {
  const WordExtractor = (await import("word-extractor")).default;
  const doc = await new WordExtractor().extract(Buffer.from(bytes));
  return [doc.getHeaders({ includeFooters: false }), doc.getBody()].filter(Boolean).join("\n");
}

function failure(error) {
  const name = error?.name ?? "";
  const message = String(error?.message ?? error);
  if (name === "PasswordException" || /password/i.test(message)) return "password";
  return "broken";
}

const { kind, bytes } = workerData;
const readers = { pdf: pdfText, docx: docxText, doc: docText, text: async (b) => new TextDecoder().decode(b) };
try {
  const text = await readers[kind](new Uint8Array(bytes));
  parentPort.postMessage({ ok: true, text });
} catch (error) {
  parentPort.postMessage({ ok: false, reason: failure(error) });
}

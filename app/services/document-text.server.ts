// The text of an uploaded document (issue 17): its real kind from its bytes (lib/document-kind),
// then the parser in a worker thread with a time limit and a memory limit. A worker that runs
// past the limit is terminated; the request answers at once either way.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { detectDocumentKind, type DocumentKind } from "~/lib/document-kind";

export type DocumentTextRefusal = "empty" | "too-large" | "unsupported" | "zip-bomb" | "broken" | "password" | "timeout" | "no-text";
export type DocumentTextOutcome = { ok: true; kind: DocumentKind; text: string } | { ok: false; reason: DocumentTextRefusal };

export interface ReadOptions {
  timeoutMs?: number;
  /** The worker script (tests point it at one that never answers). */
  workerPath?: string;
  memoryMb?: number;
}

export const DOCUMENT_TIMEOUT_MS = 10_000;
/** Workers reading at once in this process; more wait their turn (each may use its heap limit). */
export const MAX_CONCURRENT_READS = 2;
const WORKER_FILE = "server/document-worker.mjs";
let defaultWorker: string | null = null;

/** The worker beside this code (the sources, or the build inside the project), else under the working directory. */
function workerPath(): string {
  if (defaultWorker) return defaultWorker;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (fs.existsSync(path.join(dir, WORKER_FILE))) return (defaultWorker = path.join(dir, WORKER_FILE));
    const parent = path.dirname(dir);
    if (parent === dir) return (defaultWorker = path.resolve(process.cwd(), WORKER_FILE));
    dir = parent;
  }
}

let running = 0;
const waiting: (() => void)[] = [];

async function withReadSlot<T>(run: () => Promise<T>): Promise<T> {
  // A finished read hands its slot straight to the next in line, so the count never overshoots.
  if (running >= MAX_CONCURRENT_READS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await run();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export async function readDocumentText(bytes: Uint8Array, options: ReadOptions = {}): Promise<DocumentTextOutcome> {
  const detected = detectDocumentKind(bytes);
  if (!detected.ok) return detected;
  const outcome = await withReadSlot(() => runWorker(detected.kind, bytes, options));
  if (!outcome.ok) return outcome;
  const text = outcome.text.replace(/\r\n?/g, "\n").trim();
  if (!text) return { ok: false, reason: "no-text" };
  return { ok: true, kind: detected.kind, text };
}

function runWorker(
  kind: DocumentKind,
  bytes: Uint8Array,
  options: ReadOptions,
): Promise<{ ok: true; text: string } | { ok: false; reason: DocumentTextRefusal }> {
  const memoryMb = options.memoryMb ?? 256;
  return new Promise((resolve) => {
    // A copy: the worker gets its own bytes, the caller's buffer is left alone.
    const worker = new Worker(options.workerPath ?? workerPath(), {
      workerData: { kind, bytes: Uint8Array.from(bytes) },
      resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const settle = (outcome: { ok: true; text: string } | { ok: false; reason: DocumentTextRefusal }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(() => settle({ ok: false, reason: "timeout" }), options.timeoutMs ?? DOCUMENT_TIMEOUT_MS);
    worker.once("message", (message: { ok: boolean; text?: string; reason?: DocumentTextRefusal }) =>
      settle(message.ok ? { ok: true, text: String(message.text ?? "") } : { ok: false, reason: message.reason ?? "broken" }),
    );
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or a crash: the file could not be read.
    worker.once("error", () => settle({ ok: false, reason: "broken" }));
    worker.once("exit", () => settle({ ok: false, reason: "broken" }));
  });
}

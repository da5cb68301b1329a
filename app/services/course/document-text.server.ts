// The text of an uploaded document and what a roadmap is built from (issue 17, issue 24): its real
// kind from its bytes (lib/document-kind), then everything else in a child process
// (server/document-worker.ts) under a time limit and an OS memory limit: inflating, parsing,
// capping the text at MAX_DOCUMENT_TEXT_CHARS and, for the roadmap, parseRoadmapInput. A child
// that runs past its time is killed; one that exhausts its memory dies alone, and the system gets
// its memory back. Reads wait in a short queue: a full queue, or a second read from one visitor,
// is answered at once with when to try again.
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { detectDocumentKind, MAX_DOCUMENT_TEXT_CHARS, MAX_UPLOAD_BYTES, type DocumentKind } from "~/lib/document-kind";
import { createGate } from "~/lib/gate";
import { publishGauge } from "~/lib/shared-gauges";
import type { RoadmapInput } from "~/lib/roadmap-input";
import { log } from "~/adapters/log.server";
import { buildPaths } from "../../../build-paths.js";

export type DocumentTextRefusal = "empty" | "too-large" | "unsupported" | "zip-bomb" | "broken" | "password" | "timeout" | "no-text" | "busy" | "queue-full";

export type DocumentTextOutcome =
  | {
      ok: true;
      kind: DocumentKind;
      text: string;
      /** The document had more text than MAX_DOCUMENT_TEXT_CHARS: `text` is its beginning. */
      truncated: boolean;
      /** What a roadmap is built from, when the read was asked for it (`catalogue`). */
      input?: RoadmapInput;
    }
  | { ok: false; reason: DocumentTextRefusal; retryAfterSeconds?: number };

/** Who is asking: one read at a time per visitor, a few at a time per address. */
export interface Requester {
  /** The signed-in account or the visit cookie ("user:1", "visit:..."); null for a client with neither. */
  visitor: string | null;
  address: string;
}

export interface ReadOptions {
  timeoutMs?: number;
  /** The reader script (tests point it at one that never answers). */
  workerPath?: string;
  /** The reader's whole memory (the OS limit); its JavaScript heap gets part of it. */
  memoryMb?: number;
  requester?: Requester;
  /** The catalogue's tool names: also parse the text into a roadmap's input, in the reader. */
  catalogue?: readonly string[];
  /** Read the bytes as this kind instead of detecting it (the API's JSON text). */
  kind?: "text";
}

export const DOCUMENT_TIMEOUT_MS = 10_000;
/** The reader's memory: the OS limit on its data (heap, buffers, everything it allocates). */
export const DOCUMENT_MEMORY_MB = 512;
/** Its JavaScript heap, inside that. */
const heapMbOf = (memoryMb: number) => Math.max(64, Math.floor(memoryMb * 0.4));
/** Readers running at once (the machine's cores); more wait their turn. */
export const MAX_CONCURRENT_READS = 2;
/** Reads waiting for a reader; past this the answer is 503 at once. */
export const MAX_WAITING_READS = 4;
/** Reads at once from one client address, whatever visitors it holds (cookies cost nothing to make). */
export const MAX_READS_PER_ADDRESS = 2;
/** When to try again after "busy" or "queue-full": one read's time limit. */
export const READ_RETRY_AFTER_SECONDS = DOCUMENT_TIMEOUT_MS / 1000;

/** The built reader (build/server/document-worker.js): the sources and the build start the same file. */
function workerPath(): string {
  return path.join(buildPaths().buildDirectory, "server", "document-worker.js");
}

// ---- The queue: MAX_CONCURRENT_READS run, MAX_WAITING_READS wait, one per visitor. ----

const readers = createGate(MAX_CONCURRENT_READS);
const busyVisitors = new Set<string>();
const readsByAddress = new Map<string, number>();
// For /metrics (server/metrics.ts), which lives in the other module graph of this process.
publishGauge("document-readers", () => ({ running: readers.running, waiting: readers.waiting }));

type Refused = { ok: false; reason: "busy" | "queue-full"; retryAfterSeconds: number };

/** The queue's counts (this web process's; each process has its own queue), for tests. */
export function readQueueState() {
  return { running: readers.running, waiting: readers.waiting, visitors: busyVisitors.size };
}

const visitorOf = (requester: Requester | undefined) => (requester ? (requester.visitor ?? `address:${requester.address}`) : null);

/**
 * Whether a read for this requester would be refused now (a read of theirs under way, or a full
 * queue): the edge asks before it parses an upload, so a refused one is not parsed at all.
 */
export function readRefusal(requester: Requester | undefined): Refused | null {
  const visitor = visitorOf(requester);
  const address = requester?.address ?? null;
  if ((visitor && busyVisitors.has(visitor)) || (address && (readsByAddress.get(address) ?? 0) >= MAX_READS_PER_ADDRESS))
    return { ok: false, reason: "busy", retryAfterSeconds: READ_RETRY_AFTER_SECONDS };
  if (readers.running >= MAX_CONCURRENT_READS && readers.waiting >= MAX_WAITING_READS)
    return { ok: false, reason: "queue-full", retryAfterSeconds: READ_RETRY_AFTER_SECONDS };
  return null;
}

async function withReadSlot<T>(requester: Requester | undefined, run: () => Promise<T>): Promise<T | Refused> {
  const refused = readRefusal(requester);
  if (refused) return refused;
  const visitor = visitorOf(requester);
  const address = requester?.address ?? null;
  if (visitor) busyVisitors.add(visitor);
  if (address) readsByAddress.set(address, (readsByAddress.get(address) ?? 0) + 1);
  try {
    return await readers.run(run);
  } finally {
    if (visitor) busyVisitors.delete(visitor);
    if (address) {
      const left = (readsByAddress.get(address) ?? 1) - 1;
      if (left > 0) readsByAddress.set(address, left);
      else readsByAddress.delete(address);
    }
  }
}

export async function readDocumentText(bytes: Uint8Array, options: ReadOptions = {}): Promise<DocumentTextOutcome> {
  let kind: DocumentKind;
  if (options.kind) {
    if (bytes.length === 0) return { ok: false, reason: "empty" };
    if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, reason: "too-large" };
    kind = options.kind;
  } else {
    const detected = detectDocumentKind(bytes);
    if (!detected.ok) return detected;
    kind = detected.kind;
  }
  const outcome = await withReadSlot(options.requester, () => runReader(kind, bytes, options));
  if (!outcome.ok) return outcome;
  if (!outcome.text) return { ok: false, reason: "no-text" };
  return { ok: true, kind, text: outcome.text, truncated: outcome.truncated, ...(outcome.input ? { input: outcome.input } : {}) };
}

type ReaderAnswer = { ok: true; text: string; truncated: boolean; input?: RoadmapInput } | { ok: false; reason: DocumentTextRefusal };

/** Only what the reader needs from the environment: no database address, no secrets. */
function readerEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { NODE_ENV: process.env.NODE_ENV };
  for (const key of ["PATH", "HOME", "TMPDIR", "LANG"]) if (process.env[key]) env[key] = process.env[key];
  return env;
}

const SHELL = "/bin/sh";
/** The OS limits, set by the shell before it becomes node: data (KB), then CPU seconds (a backstop if the server is gone). */
const LIMITS_SCRIPT = 'ulimit -d "$1" && ulimit -t "$2" || exit 97; shift 2; exec "$@"';
/** The shell's answer when it could not set the limits: the reader never ran. */
const LIMITS_FAILED = 97;

/**
 * The reader process: node with a heap limit, under `ulimit -d` (RLIMIT_DATA: every private
 * writable mapping, so ArrayBuffers and the heap alike) where a POSIX shell can set it. Elsewhere
 * (no /bin/sh) only the heap limit applies.
 */
function startReader(script: string, memoryMb: number, timeoutMs: number): ChildProcess {
  const node = [process.execPath, `--max-old-space-size=${heapMbOf(memoryMb)}`, "--max-semi-space-size=8", script];
  const options: SpawnOptions = {
    stdio: ["ignore", "ignore", "pipe", "ipc"],
    serialization: "advanced",
    env: readerEnvironment(),
    cwd: path.dirname(path.dirname(script)),
  };
  if (process.platform !== "win32" && fs.existsSync(SHELL)) {
    const cpuSeconds = String(Math.ceil(timeoutMs / 1000) * 2);
    return spawn(SHELL, ["-c", LIMITS_SCRIPT, "document-reader", String(memoryMb * 1024), cpuSeconds, ...node], options);
  }
  return spawn(node[0]!, node.slice(1), options);
}

/** A reader that died of its memory limit says so on stderr (V8's fatal "out of memory", a failed allocation). */
const OUT_OF_MEMORY = /out of memory|allocation failed|cannot allocate|ENOMEM/i;

function runReader(kind: DocumentKind, bytes: Uint8Array, options: ReadOptions): Promise<ReaderAnswer> {
  const timeoutMs = options.timeoutMs ?? DOCUMENT_TIMEOUT_MS;
  return new Promise((resolve) => {
    const child = startReader(options.workerPath ?? workerPath(), options.memoryMb ?? DOCUMENT_MEMORY_MB, timeoutMs);
    let stderr = "";
    let settled = false;
    const settle = (answer: ReaderAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      resolve(answer);
    };
    const timer = setTimeout(() => settle({ ok: false, reason: "timeout" }), timeoutMs);
    child.stderr?.on("data", (chunk: Buffer) => {
      // The end says why it died; keep only that.
      stderr = (stderr + chunk.toString("utf8")).slice(-4096);
    });
    child.on("message", (message: { ready?: boolean } & ReaderAnswer) => {
      if (message.ready) {
        child.send({
          kind,
          // A copy of the view's own bytes (memcpy): the caller's buffer is left alone.
          bytes: new Uint8Array(bytes),
          maxChars: MAX_DOCUMENT_TEXT_CHARS,
          catalogue: options.catalogue ? [...options.catalogue] : undefined,
        });
        return;
      }
      settle(
        message.ok
          ? { ok: true, text: String(message.text ?? ""), truncated: Boolean(message.truncated), input: message.input }
          : { ok: false, reason: message.reason ?? "broken" },
      );
    });
    child.once("error", () => settle({ ok: false, reason: "broken" }));
    // "close" comes after stderr has ended, so the reason is read whole.
    child.once("close", (code) => {
      if (code === LIMITS_FAILED) log.error("document reader: the shell could not set its memory limit (ulimit -d)");
      // Died without answering: of its memory limit (a bomb), or of anything else (a broken file).
      settle({ ok: false, reason: OUT_OF_MEMORY.test(stderr) ? "zip-bomb" : "broken" });
    });
  });
}

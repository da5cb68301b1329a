// Reading uploaded documents in a worker (issue 17): every accepted kind made by the test itself,
// and every bad input refused with its reason; a worker that hangs is terminated at the limit.
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  makeBrokenPdf,
  makeDoc,
  makeDocx,
  makeFlatePdfBomb,
  makeLyingDocxBomb,
  makePasswordPdf,
  makeSimplePdf,
  makeZip,
  makeZipBomb,
} from "../../../tests/helpers/documents";
import { MAX_DOCUMENT_TEXT_CHARS } from "~/lib/document-kind";
import {
  MAX_CONCURRENT_READS,
  MAX_WAITING_READS,
  READ_RETRY_AFTER_SECONDS,
  readDocumentText,
  readQueueState,
  type DocumentTextOutcome,
} from "./document-text.server";

const TEXT = "Job title: Data Analyst\nCompany: Contoso\nTools: ChatGPT and Tableau";

describe("readDocumentText", () => {
  it("reads a PDF, a .docx, a .doc and a text file", async () => {
    const pdf = await readDocumentText(makeSimplePdf("Job title: Data Analyst"));
    expect(pdf).toMatchObject({ ok: true, kind: "pdf" });
    expect(pdf.ok && pdf.text).toContain("Job title: Data Analyst");

    for (const [bytes, kind] of [
      [makeDocx(TEXT), "docx"],
      [makeDoc(TEXT), "doc"],
      [Buffer.from(TEXT), "text"],
    ] as const) {
      const read = await readDocumentText(bytes);
      expect(read, kind).toMatchObject({ ok: true, kind });
      if (!read.ok) continue;
      // mammoth puts a blank line between paragraphs; the words and their order are what count.
      expect(
        read.text
          .split("\n")
          .map((l) => l.trim())
          .filter(Boolean),
      ).toEqual(TEXT.split("\n"));
    }
  });

  it("refuses what it cannot or must not read", async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4000)]);
    const png = Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), Buffer.alloc(200, 1)]);
    const cases: [string, Uint8Array, string][] = [
      ["empty", new Uint8Array(), "empty"],
      ["over 5 MB", Buffer.alloc(6 * 1024 * 1024, 0x61), "too-large"],
      ["program renamed .pdf", elf, "unsupported"],
      ["image", png, "unsupported"],
      ["zip without a Word document", makeZip([{ name: "a.txt", data: Buffer.from("hello") }]), "unsupported"],
      ["zip bomb posing as .docx", makeZipBomb(64), "zip-bomb"],
      ["password-protected PDF", makePasswordPdf(), "password"],
      ["broken PDF", makeBrokenPdf(), "broken"],
      ["Latin-1 bytes that are not UTF-8", Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0xff]), "unsupported"],
      ["only spaces", Buffer.from("   \n  "), "no-text"],
    ];
    for (const [label, bytes, reason] of cases) expect(await readDocumentText(bytes), label).toEqual({ ok: false, reason });
  });

  it("refuses a zip bomb that lies about its sizes: its real inflated bytes are counted and stopped at the cap", async () => {
    const read = await readDocumentText(await makeLyingDocxBomb(300));
    expect(read).toEqual({ ok: false, reason: "zip-bomb" });
  }, 30_000);

  it("refuses a PDF whose FlateDecode stream inflates to hundreds of MB", async () => {
    expect(await readDocumentText(await makeFlatePdfBomb(300))).toEqual({ ok: false, reason: "zip-bomb" });
  }, 30_000);

  it("stops a reader at its OS memory limit (memory outside the JavaScript heap): it dies alone, the server's memory is untouched", async () => {
    const before = process.memoryUsage().rss;
    const started = Date.now();
    const read = await readDocumentText(Buffer.from("Job title: Analyst"), {
      workerPath: path.resolve("tests/helpers/greedy-document-worker.mjs"),
      memoryMb: 256,
    });
    expect(read).toEqual({ ok: false, reason: "zip-bomb" });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  });

  it("gives the reader no secrets: its environment holds no database address or keys", async () => {
    process.env.DOCUMENT_TEST_SECRET = "not for parsers";
    try {
      const read = await readDocumentText(Buffer.from("Job title: Analyst"), { workerPath: path.resolve("tests/helpers/env-document-worker.mjs") });
      expect(read.ok).toBe(true);
      const names = read.ok ? read.text.split(",") : [];
      expect(names).toContain("PATH");
      expect(names).not.toContain("DOCUMENT_TEST_SECRET");
      expect(names).not.toContain("DATABASE_URL");
    } finally {
      delete process.env.DOCUMENT_TEST_SECRET;
    }
  });

  it("reads at most 200 KB of text and says when there was more; parses it into a roadmap's input in the reader", async () => {
    const text = `Job title: Accountant\nI use ChatGPT.\n${"Ledger line\n".repeat(30_000)}`;
    const read = await readDocumentText(Buffer.from(text), { catalogue: ["ChatGPT", "Claude"] });
    expect(read).toMatchObject({ ok: true, kind: "text", truncated: true, input: { jobTitle: "Accountant", tools: ["ChatGPT"] } });
    expect(read.ok && read.text.length).toBe(MAX_DOCUMENT_TEXT_CHARS);
    const short = await readDocumentText(Buffer.from("Job title: Accountant"));
    expect(short).toMatchObject({ ok: true, truncated: false });
    expect(short.ok && short.input).toBeUndefined();
  });

  it("terminates a worker that never answers, at the time limit", async () => {
    const start = Date.now();
    const read = await readDocumentText(Buffer.from("Job title: Analyst"), {
      workerPath: path.resolve("tests/helpers/hanging-document-worker.mjs"),
      timeoutMs: 300,
    });
    expect(read).toEqual({ ok: false, reason: "timeout" });
    expect(Date.now() - start).toBeLessThan(3000);
  });
});

describe("readDocumentText under load", () => {
  it("reads several files at once, a few workers at a time, each with its own answer", async () => {
    const texts = Array.from({ length: 5 }, (_, i) => `Job title: Analyst ${i}`);
    const reads = await Promise.all(texts.map((t, i) => readDocumentText(i % 2 ? makeDocx(t) : Buffer.from(t))));
    expect(reads.map((r) => r.ok && r.text.trim())).toEqual(texts);
  });
});

describe("the reading queue (issue 24)", () => {
  const hanging = { workerPath: path.resolve("tests/helpers/hanging-document-worker.mjs"), timeoutMs: 2_000 };
  const read = (address: string, visitor: string | null = null) =>
    readDocumentText(Buffer.from("Job title: Analyst"), { ...hanging, requester: { visitor, address } });

  it("takes one read per visitor and a few per address at a time, and answers at once when the queue is full", async () => {
    const held: Promise<DocumentTextOutcome>[] = [read("198.51.100.1", "visit:a")];
    // The same visitor again, while its first read is under way: refused at once.
    expect(await read("198.51.100.9", "visit:a")).toEqual({ ok: false, reason: "busy", retryAfterSeconds: READ_RETRY_AFTER_SECONDS });
    // A second visitor from the same address is read; a third is not.
    held.push(read("198.51.100.1", "visit:b"));
    expect(await read("198.51.100.1", "visit:c")).toMatchObject({ ok: false, reason: "busy" });
    // A client without cookies is one visitor per address.
    held.push(read("198.51.100.2"));
    expect(await read("198.51.100.2")).toMatchObject({ ok: false, reason: "busy" });
    while (held.length < MAX_CONCURRENT_READS + MAX_WAITING_READS) held.push(read(`203.0.113.${held.length}`));
    expect(readQueueState()).toMatchObject({ running: MAX_CONCURRENT_READS, waiting: MAX_WAITING_READS });
    const started = Date.now();
    expect(await read("192.0.2.1", "visit:z")).toEqual({ ok: false, reason: "queue-full", retryAfterSeconds: READ_RETRY_AFTER_SECONDS });
    expect(Date.now() - started).toBeLessThan(100);
    // Every held read ends (here at its time limit), and the queue is empty again.
    expect((await Promise.all(held)).every((r) => !r.ok && r.reason === "timeout")).toBe(true);
    expect(readQueueState()).toEqual({ running: 0, waiting: 0, visitors: 0 });
    // The visitor may read again (this reader never answers, so: its time limit, not "busy").
    expect(await read("198.51.100.1", "visit:a")).toEqual({ ok: false, reason: "timeout" });
  }, 30_000);
});

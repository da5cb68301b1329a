// Reading uploaded documents in a worker (issue 17): every accepted kind made by the test itself,
// and every bad input refused with its reason; a worker that hangs is terminated at the limit.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { makeBrokenPdf, makeDoc, makeDocx, makePasswordPdf, makeSimplePdf, makeZip, makeZipBomb } from "../../tests/helpers/documents";
import { readDocumentText } from "./document-text.server";

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

  it("refuses a zip bomb that lies about its sizes: the worker's memory limit stops it", async () => {
    const bomb = makeZip([
      { name: "[Content_Types].xml", data: Buffer.from("<Types/>") },
      { name: "word/document.xml", data: Buffer.alloc(300 * 1024 * 1024, 0x20), declaredSize: 1000 },
    ]);
    const read = await readDocumentText(bomb, { memoryMb: 64, timeoutMs: 20_000 });
    expect(read.ok).toBe(false);
  }, 30_000);

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

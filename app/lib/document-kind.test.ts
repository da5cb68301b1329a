import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { makeDoc, makeDocx, makeZip, makeZipBomb } from "../../tests/helpers/documents";
import { detectDocumentKind, isPlainText, MAX_UPLOAD_BYTES, readZipDirectory } from "./document-kind";

describe("detectDocumentKind", () => {
  it("knows a file by its bytes, not its name", () => {
    expect(detectDocumentKind(Buffer.from("%PDF-1.7\n..."))).toEqual({ ok: true, kind: "pdf" });
    expect(detectDocumentKind(makeDocx("Hello"))).toEqual({ ok: true, kind: "docx" });
    expect(detectDocumentKind(makeDoc("Hello"))).toEqual({ ok: true, kind: "doc" });
    expect(detectDocumentKind(Buffer.from("Job title: Nurse\nCafé ✓"))).toEqual({ ok: true, kind: "text" });
  });

  it("refuses empty, oversized, unknown and bomb-like files", () => {
    expect(detectDocumentKind(new Uint8Array())).toEqual({ ok: false, reason: "empty" });
    expect(detectDocumentKind(new Uint8Array(MAX_UPLOAD_BYTES + 1))).toEqual({ ok: false, reason: "too-large" });
    expect(detectDocumentKind(Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]))).toEqual({ ok: false, reason: "unsupported" }); // a Windows program
    expect(detectDocumentKind(Buffer.from("ffd8ffe000104a464946", "hex"))).toEqual({ ok: false, reason: "unsupported" }); // a JPEG
    expect(detectDocumentKind(makeZip([{ name: "photo.jpg", data: Buffer.from("x") }]))).toEqual({ ok: false, reason: "unsupported" });
    expect(detectDocumentKind(makeZipBomb(48))).toEqual({ ok: false, reason: "zip-bomb" });
    expect(detectDocumentKind(Buffer.from("PK\u0003\u0004 not really a zip"))).toEqual({ ok: false, reason: "broken" });
    const manyEntries = makeZip([
      { name: "word/document.xml", data: Buffer.from("<w/>") },
      ...Array.from({ length: 2001 }, (_, i) => ({ name: `f${i}`, data: Buffer.alloc(0) })),
    ]);
    expect(detectDocumentKind(manyEntries)).toEqual({ ok: false, reason: "zip-bomb" });
  });

  it("reads the sizes a zip declares", () => {
    const data = Buffer.alloc(100_000, 0x41);
    const dir = readZipDirectory(makeZip([{ name: "word/document.xml", data }]));
    const compressed = zlib.deflateRawSync(data).length;
    expect(dir).toMatchObject({ names: ["word/document.xml"], entries: 1, uncompressed: 100_000, compressed });
    // And where each entry's data is, to inflate it and count what it really holds (lib/inflated-size).
    expect(dir?.items).toEqual([{ name: "word/document.xml", method: 8, packed: compressed, localOffset: 0 }]);
  });

  it("takes text only when it is UTF-8 without NULs", () => {
    expect(isPlainText(Buffer.from("a\tb\r\nc"))).toBe(true);
    expect(isPlainText(Buffer.from([0x61, 0x00, 0x62]))).toBe(false);
    expect(isPlainText(Buffer.from([0xc3, 0x28]))).toBe(false);
  });
});

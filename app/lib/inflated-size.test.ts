import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { deflatedSpaces, makeDocx, makeFlatePdf, makeLyingDocxBomb, makeSimplePdf, makeZip } from "../../tests/helpers/documents";
import { readZipDirectory } from "./document-kind";
import { pdfInflatedSize, zipInflatedSize } from "./inflated-size";

const MB = 1024 * 1024;
const zipSize = (bytes: Buffer, cap: number) => zipInflatedSize(bytes, readZipDirectory(bytes)!, cap);

describe("zipInflatedSize", () => {
  it("counts what every entry really inflates to, stored or deflated", () => {
    const docx = makeDocx("Job title: Analyst");
    const declared = readZipDirectory(docx)!.uncompressed;
    expect(zipSize(docx, MB)).toEqual({ ok: true, bytes: declared });
    const stored = Buffer.from(makeZip([{ name: "word/document.xml", data: Buffer.from("<w/>") }]));
    // Method 0 (stored): the bytes are the entry itself.
    stored.writeUInt16LE(0, 8);
    stored.writeUInt16LE(0, stored.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 10);
    const packed = zlib.deflateRawSync(Buffer.from("<w/>")).length;
    expect(zipSize(stored, MB)).toEqual({ ok: true, bytes: packed });
  });

  it("stops at the cap whatever the directory declares (a 50 KB entry that inflates to 64 MB)", async () => {
    const bomb = await makeLyingDocxBomb(64);
    expect(readZipDirectory(bomb)!.uncompressed).toBeLessThan(60 * 1024);
    expect(zipSize(bomb, 40 * MB)).toEqual({ ok: false, reason: "over-cap" });
    expect(zipSize(bomb, 65 * MB)).toEqual({ ok: true, bytes: 64 * MB + "<Types/>".length });
  });

  it("calls a zip broken when an entry is not where the directory says, or not deflate", () => {
    const docx = makeDocx("Hello");
    const directory = readZipDirectory(docx)!;
    const moved = { ...directory, items: directory.items.map((item) => ({ ...item, localOffset: item.localOffset + 1 })) };
    expect(zipInflatedSize(docx, moved, MB)).toEqual({ ok: false, reason: "broken" });
    const lzma = { ...directory, items: directory.items.map((item) => ({ ...item, method: 14 })) };
    expect(zipInflatedSize(docx, lzma, MB)).toEqual({ ok: false, reason: "broken" });
  });
});

describe("pdfInflatedSize", () => {
  it("counts a PDF's FlateDecode streams and leaves others alone", () => {
    expect(pdfInflatedSize(makeSimplePdf("Job title: Analyst"), MB)).toEqual({ ok: true, bytes: 0 });
    const content = Buffer.from("BT /F1 12 Tf 72 720 Td (Job title: Analyst) Tj ET");
    expect(pdfInflatedSize(makeFlatePdf(zlib.deflateSync(content)), MB)).toEqual({ ok: true, bytes: content.length });
  });

  it("stops at the cap on one huge stream, and counts a stream deflated twice at each layer", async () => {
    expect(pdfInflatedSize(makeFlatePdf(await deflatedSpaces(64, "zlib")), 40 * MB)).toEqual({ ok: false, reason: "over-cap" });
    // 1 MB deflated, then deflated again: 1 MB plus the first layer's bytes.
    const once = zlib.deflateSync(Buffer.alloc(MB, 0x20));
    expect(pdfInflatedSize(makeFlatePdf(zlib.deflateSync(once)), 10 * MB)).toEqual({ ok: true, bytes: MB + once.length });
    expect(pdfInflatedSize(makeFlatePdf(zlib.deflateSync(once)), MB)).toEqual({ ok: false, reason: "over-cap" });
  });

  it("counts what a reader gets from a stream cut short", () => {
    const whole = zlib.deflateSync(Buffer.alloc(2 * MB, 0x20));
    const counted = pdfInflatedSize(makeFlatePdf(whole.subarray(0, Math.floor(whole.length / 2))), 10 * MB);
    expect(counted.ok && counted.bytes).toBeGreaterThan(0);
  });
});

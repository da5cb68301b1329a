// Documents made by the tests (issue 17): .docx (a zip written here), .doc (a minimal Word 97
// file in an OLE compound file, written here: no office suite is installed), and a zip bomb
// posing as a .docx. Each is the least a real reader (mammoth, word-extractor) accepts.
import zlib from "node:zlib";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const b of bytes) crc = CRC_TABLE[(crc ^ b) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** Override the sizes written in the central directory (a lying zip). */
  declaredSize?: number;
  /** The entry's data already deflated (raw), for a bomb whose inflated bytes are never held here. */
  packed?: Buffer;
  /** The size the local header states for `packed` (the central directory's is `declaredSize`). */
  inflatedSize?: number;
}

/** A zip (deflate) of these entries. */
export function makeZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const packed = entry.packed ?? zlib.deflateRawSync(entry.data);
    // Bombs made from pre-deflated data carry no checksum: the readers under test do not check one.
    const crc = entry.packed ? 0 : crc32(entry.data);
    const size = entry.inflatedSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(entry.declaredSize ?? size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A .docx with one paragraph per line of the text. */
export function makeDocx(text: string): Buffer {
  const paragraphs = text
    .split("\n")
    .map((line) => `<w:p><w:r><w:t xml:space="preserve">${xmlEscape(line)}</w:t></w:r></w:p>`)
    .join("");
  return makeZip([
    {
      name: "[Content_Types].xml",
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
      ),
    },
    {
      name: "_rels/.rels",
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
      ),
    },
    {
      name: "word/document.xml",
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`,
      ),
    },
  ]);
}

/** A zip that declares word/document.xml but inflates to `megabytes` MB of zeros. */
export function makeZipBomb(megabytes = 64): Buffer {
  return makeZip([
    { name: "[Content_Types].xml", data: Buffer.from("<Types/>") },
    { name: "word/document.xml", data: Buffer.alloc(megabytes * 1024 * 1024) },
  ]);
}

/**
 * `megabytes` MB of spaces, deflated (raw, as in a zip, or zlib, as in a PDF), fed to zlib a
 * megabyte at a time so the inflated bytes are never held by the test process (its RSS is the
 * server's in the integration tests).
 */
export async function deflatedSpaces(megabytes: number, format: "raw" | "zlib"): Promise<Buffer> {
  const deflate = format === "raw" ? zlib.createDeflateRaw({ level: 9 }) : zlib.createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => out.push(chunk));
  const done = new Promise<void>((resolve, reject) => deflate.on("end", resolve).on("error", reject));
  const megabyte = Buffer.alloc(1024 * 1024, 0x20);
  for (let i = 0; i < megabytes; i++) {
    if (!deflate.write(megabyte)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

/**
 * A .docx whose zip directory declares `declaredBytes` for word/document.xml, which really
 * inflates to `megabytes` MB (issue 24: 973 KB declared 50 KB, inflated to 1 GB).
 */
export async function makeLyingDocxBomb(megabytes: number, declaredBytes = 50 * 1024): Promise<Buffer> {
  return makeZip([
    { name: "[Content_Types].xml", data: Buffer.from("<Types/>") },
    {
      name: "word/document.xml",
      data: Buffer.alloc(0),
      packed: await deflatedSpaces(megabytes, "raw"),
      inflatedSize: declaredBytes,
      declaredSize: declaredBytes,
    },
  ]);
}

const SECTOR = 512;
const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;
const NO_STREAM = 0xffffffff;
/** Streams of 4096 bytes or more live in regular sectors: no mini stream to write. */
const STREAM_SIZE = 4096;

function directoryEntry(name: string, type: number, start: number, size: number, links: { left?: number; right?: number; child?: number }): Buffer {
  const entry = Buffer.alloc(128);
  const encoded = Buffer.from(`${name}\0`, "utf16le");
  encoded.copy(entry, 0);
  entry.writeUInt16LE(encoded.length, 64);
  entry.writeUInt8(type, 66);
  entry.writeUInt8(1, 67);
  entry.writeUInt32LE(links.left ?? NO_STREAM, 68);
  entry.writeUInt32LE(links.right ?? NO_STREAM, 72);
  entry.writeUInt32LE(links.child ?? NO_STREAM, 76);
  entry.writeUInt32LE(start, 116);
  entry.writeUInt32LE(size, 120);
  return entry;
}

/**
 * A Word 97 (.doc) file holding this text: an OLE compound file (MS-CFB) with a WordDocument
 * stream (the FIB, then the text as UTF-16) and a 1Table stream with one piece in its piece table
 * (MS-DOC 2.5.1, 2.9.177). Paragraphs end with \r, as Word writes them.
 */
export function makeDoc(text: string): Buffer {
  const body = Buffer.from(`${text.replace(/\n/g, "\r")}\r`, "utf16le");
  const chars = body.length / 2;
  const fcMin = 0x400;
  if (fcMin + body.length > STREAM_SIZE * 4) throw new Error("text too long for this writer");
  const wordSize = Math.max(STREAM_SIZE, Math.ceil((fcMin + body.length) / SECTOR) * SECTOR);
  const word = Buffer.alloc(wordSize);
  word.writeUInt16LE(0xa5ec, 0x00); // wIdent
  word.writeUInt16LE(0x00c1, 0x02); // nFib (Word 97)
  word.writeUInt16LE(0x0200, 0x0a); // fWhichTblStm: 1Table
  word.writeUInt32LE(fcMin, 0x18);
  word.writeUInt32LE(fcMin + body.length, 0x1c);
  word.writeUInt32LE(chars, 0x4c); // ccpText
  word.writeUInt32LE(0, 0x1a2); // fcClx
  body.copy(word, fcMin);
  // Clx: one Pcdt (0x02) holding a PlcPcd of one piece: CPs [0, chars], Pcd { fc (UTF-16, no 0x40000000 bit) }.
  const table = Buffer.alloc(STREAM_SIZE);
  table.writeUInt8(0x02, 0);
  table.writeUInt32LE(16, 1);
  table.writeUInt32LE(0, 5);
  table.writeUInt32LE(chars, 9);
  table.writeUInt16LE(0, 13);
  table.writeUInt32LE(fcMin, 15);
  table.writeUInt16LE(0, 19);
  word.writeUInt32LE(23, 0x1a6); // lcbClx

  const wordSectors = wordSize / SECTOR;
  const tableSectors = STREAM_SIZE / SECTOR;
  const wordStart = 2;
  const tableStart = wordStart + wordSectors;
  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(FAT_SECTOR, 0);
  fat.writeUInt32LE(END_OF_CHAIN, 4); // the directory, one sector
  for (let i = 0; i < wordSectors; i++) fat.writeUInt32LE(i === wordSectors - 1 ? END_OF_CHAIN : wordStart + i + 1, (wordStart + i) * 4);
  for (let i = 0; i < tableSectors; i++) fat.writeUInt32LE(i === tableSectors - 1 ? END_OF_CHAIN : tableStart + i + 1, (tableStart + i) * 4);

  const directory = Buffer.concat([
    directoryEntry("Root Entry", 5, END_OF_CHAIN, 0, { child: 1 }),
    directoryEntry("WordDocument", 2, wordStart, wordSize, { left: 2 }),
    directoryEntry("1Table", 2, tableStart, STREAM_SIZE, {}),
    Buffer.alloc(128),
  ]);

  const header = Buffer.alloc(SECTOR);
  Buffer.from("D0CF11E0A1B11AE1", "hex").copy(header, 0);
  header.writeUInt16LE(0x003e, 24);
  header.writeUInt16LE(0x0003, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  header.writeUInt32LE(1, 44); // FAT sectors
  header.writeUInt32LE(1, 48); // first directory sector
  header.writeUInt32LE(4096, 56);
  header.writeUInt32LE(END_OF_CHAIN, 60);
  header.writeUInt32LE(0, 64);
  header.writeUInt32LE(END_OF_CHAIN, 68);
  header.writeUInt32LE(0, 72);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : FREE, 76 + i * 4);
  return Buffer.concat([header, fat, directory, word, table]);
}

/** A one-page PDF with these objects and a correct cross-reference table. */
function pdfWith(objects: string[], trailerExtra = ""): Buffer {
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

const PAGE_OBJECTS = (content: string) => [
  "<< /Type /Catalog /Pages 2 0 R >>",
  "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
  "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
  `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
];

/** A PDF that needs a password to open (standard security handler, revision 2, unknown password). */
export function makePasswordPdf(): Buffer {
  const hex = (n: number) => Buffer.alloc(32, n).toString("hex");
  const objects = [...PAGE_OBJECTS("BT /F1 12 Tf 72 720 Td (Secret) Tj ET"), `<< /Filter /Standard /V 1 /R 2 /O <${hex(0x11)}> /U <${hex(0x22)}> /P -4 >>`];
  return pdfWith(objects, `/Encrypt 6 0 R /ID [<${"ab".repeat(16)}> <${"ab".repeat(16)}>] `);
}

/** A PDF with a header and nothing a reader can use after it. */
export function makeBrokenPdf(): Buffer {
  return Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 7919) % 256))]);
}

/** A one-page PDF whose content stream is this zlib data, marked FlateDecode. */
export function makeFlatePdf(deflated: Buffer): Buffer {
  const objects = PAGE_OBJECTS("");
  objects[3] = `<< /Length ${deflated.length} /Filter /FlateDecode >>\nstream\n${deflated.toString("latin1")}\nendstream`;
  return pdfWith(objects);
}

/** A PDF whose one content stream inflates to `megabytes` MB (issue 24: 1 MB inflating to 1 GB). */
export async function makeFlatePdfBomb(megabytes: number): Promise<Buffer> {
  return makeFlatePdf(await deflatedSpaces(megabytes, "zlib"));
}

/** A plain one-page PDF with this line of text. */
export function makeSimplePdf(line: string): Buffer {
  return pdfWith(PAGE_OBJECTS(`BT /F1 12 Tf 72 720 Td (${line.replace(/[()\\]/g, "\\$&")}) Tj ET`));
}

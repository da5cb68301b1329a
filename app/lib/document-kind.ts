// What an uploaded file really is, from its bytes rather than its name (issue 17, DESIGN.md §4):
// a PDF starts with %PDF, a .docx is a zip holding word/document.xml, a .doc is an OLE compound
// file (D0 CF 11 E0), and text is valid UTF-8 without NUL bytes. Anything else is refused before
// a parser ever sees it. The zip's central directory is read here too, so a zip bomb posing as a
// .docx is refused from what it declares, before anything is inflated.

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** A real .docx inflates to a few MB at most; its text is what we read. */
export const MAX_DOCX_UNCOMPRESSED_BYTES = 40 * 1024 * 1024;
export const MAX_DOCX_ENTRIES = 2000;
/** Word's own files stay far below this ratio; bombs are in the thousands. */
export const MAX_DOCX_RATIO = 200;
/**
 * What a .docx may really inflate to, counted while inflating (a zip's directory can lie about its
 * sizes, issue 24): the same bound as the sizes it declares.
 */
export const MAX_DOCX_INFLATED_BYTES = MAX_DOCX_UNCOMPRESSED_BYTES;
/**
 * What a PDF's compressed streams may inflate to, all together. Text extraction never decodes
 * images, but they are counted too: a 5 MB PDF of text and pictures stays far below this.
 */
export const MAX_PDF_INFLATED_BYTES = 100 * 1024 * 1024;
/**
 * The text read from one document: a toolkit report is about 10 KB of text, a long CV 50 KB. Past
 * this the rest is not read; the roadmap is built from the first 200 KB (where a report's cover,
 * rows and headings are).
 */
export const MAX_DOCUMENT_TEXT_CHARS = 200 * 1024;

export type DocumentKind = "pdf" | "docx" | "doc" | "text";

export type KindOutcome = { ok: true; kind: DocumentKind } | { ok: false; reason: "empty" | "too-large" | "unsupported" | "zip-bomb" | "broken" };

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const PDF = [0x25, 0x50, 0x44, 0x46]; // %PDF
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export function detectDocumentKind(bytes: Uint8Array): KindOutcome {
  if (bytes.length === 0) return { ok: false, reason: "empty" };
  if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, reason: "too-large" };
  if (startsWith(bytes, PDF)) return { ok: true, kind: "pdf" };
  if (startsWith(bytes, ZIP)) {
    const zip = readZipDirectory(bytes);
    if (!zip) return { ok: false, reason: "broken" };
    if (!zip.names.includes("word/document.xml")) return { ok: false, reason: "unsupported" };
    const ratio = zip.compressed > 0 ? zip.uncompressed / zip.compressed : Infinity;
    if (zip.entries > MAX_DOCX_ENTRIES || zip.uncompressed > MAX_DOCX_UNCOMPRESSED_BYTES || (zip.uncompressed > 1024 * 1024 && ratio > MAX_DOCX_RATIO))
      return { ok: false, reason: "zip-bomb" };
    return { ok: true, kind: "docx" };
  }
  if (startsWith(bytes, CFB)) return { ok: true, kind: "doc" };
  if (isPlainText(bytes)) return { ok: true, kind: "text" };
  return { ok: false, reason: "unsupported" };
}

/** UTF-8 that decodes strictly, with no NULs and hardly any other control characters. */
export function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  let controls = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) return false;
    if (c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) controls++;
  }
  return controls <= text.length / 100;
}

export interface ZipDirectory {
  names: string[];
  entries: number;
  compressed: number;
  uncompressed: number;
  /** Each entry's compression method, compressed size and local header offset, to inflate it. */
  items: ZipItem[];
}

export interface ZipItem {
  name: string;
  /** 0 stored, 8 deflate (the two a .docx uses). */
  method: number;
  packed: number;
  localOffset: number;
}

/**
 * The zip's central directory (APPNOTE 4.3.12, 4.3.16): entry names and the sizes each entry
 * declares. Null when it is not a readable zip. ZIP64 sizes (0xFFFFFFFF) count as too large.
 */
export function readZipDirectory(bytes: Uint8Array): ZipDirectory | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // End of central directory: 22 bytes plus a comment of up to 65535.
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65535); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = view.getUint16(eocd + 10, true);
  const offset = view.getUint32(eocd + 16, true);
  const names: string[] = [];
  const items: ZipItem[] = [];
  let compressed = 0;
  let uncompressed = 0;
  let at = offset;
  const decoder = new TextDecoder();
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return null;
    const method = view.getUint16(at + 10, true);
    const packed = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > bytes.length) return null;
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    names.push(name);
    items.push({ name, method, packed, localOffset: view.getUint32(at + 42, true) });
    compressed += packed === 0xffffffff ? Infinity : packed;
    uncompressed += size === 0xffffffff ? Infinity : size;
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { names, entries, compressed, uncompressed, items };
}

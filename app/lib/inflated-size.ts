// What a compressed document really unpacks to, counted while it is inflated and stopped at a cap
// (issue 24 item 2). A zip's directory declares sizes that nothing checks (a 1 MB .docx declared
// 50 KB inflated to 1 GB), and a PDF's FlateDecode streams declare none at all. Run before a parser
// inflates the same bytes, so a bomb is refused with a clear reason instead of exhausting memory.
import zlib from "node:zlib";
import type { ZipDirectory } from "./document-kind";

export type InflatedSize = { ok: true; bytes: number } | { ok: false; reason: "over-cap" | "broken" };

const isOverCap = (error: unknown) => (error as NodeJS.ErrnoException)?.code === "ERR_BUFFER_TOO_LARGE";

/**
 * The bytes inflated by one zlib call, or "over-cap" as soon as they pass `cap`. zlib stops
 * writing at maxOutputLength, so no more than the cap is ever held.
 */
function inflateWithin(data: Uint8Array, cap: number, raw: boolean, tolerant: boolean): Buffer | "over-cap" | "broken" {
  // zlib refuses a maxOutputLength below 1: with nothing left, any output is too much.
  if (cap < 1) return data.length === 0 ? Buffer.alloc(0) : "over-cap";
  const options: zlib.ZlibOptions = { maxOutputLength: cap };
  // PDF readers accept a stream that stops short of its end; count what such a reader would get.
  if (tolerant) options.finishFlush = zlib.constants.Z_SYNC_FLUSH;
  try {
    return raw ? zlib.inflateRawSync(data, options) : zlib.inflateSync(data, options);
  } catch (error) {
    return isOverCap(error) ? "over-cap" : "broken";
  }
}

/**
 * Every entry of a .docx inflated in turn, their sizes summed, refused past `cap`. The entries are
 * the central directory's (what a zip reader such as mammoth's opens), each found through its
 * local header. An entry that is neither stored nor deflated, or whose data is not where the
 * directory says, is a broken file.
 */
export function zipInflatedSize(bytes: Uint8Array, directory: ZipDirectory, cap: number): InflatedSize {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  for (const item of directory.items) {
    const at = item.localOffset;
    if (at + 30 > bytes.length || view.getUint32(at, true) !== 0x04034b50) return { ok: false, reason: "broken" };
    const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    const end = start + item.packed;
    if (end > bytes.length) return { ok: false, reason: "broken" };
    const data = bytes.subarray(start, end);
    const inflated = item.method === 0 ? data : item.method === 8 ? inflateWithin(data, cap - total, true, false) : "broken";
    if (inflated === "over-cap" || inflated === "broken") return { ok: false, reason: inflated };
    total += inflated.length;
    if (total > cap) return { ok: false, reason: "over-cap" };
  }
  return { ok: true, bytes: total };
}

const STREAM = Buffer.from("stream");
const END_STREAM = Buffer.from("endstream");

/** A zlib header (RFC 1950 §2.2): deflate, and a check value that makes the first two bytes a multiple of 31. */
const startsLikeZlib = (data: Uint8Array) => data.length >= 2 && (data[0]! & 0x0f) === 8 && ((data[0]! << 8) | data[1]!) % 31 === 0;

/**
 * The PDF's compressed streams inflated in turn, their sizes summed, refused past `cap`. Streams are
 * found by their keywords (a stream's own data cannot hold 'endstream' where a reader would stop),
 * which also finds streams whose length is given indirectly. A stream that is not zlib data (an
 * image in another format, an encrypted stream) is not counted: its bytes are the upload's own.
 * A stream that inflates to zlib data again (filters applied twice) is inflated and counted again.
 */
export function pdfInflatedSize(bytes: Uint8Array, cap: number): InflatedSize {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  let at = 0;
  for (;;) {
    const keyword = buffer.indexOf(STREAM, at);
    if (keyword < 0) break;
    at = keyword + STREAM.length;
    // 'endstream' ends a stream; only a 'stream' that is not the end of one starts another.
    if (keyword >= 3 && buffer.toString("latin1", keyword - 3, keyword) === "end") continue;
    // The keyword is followed by CRLF or LF (ISO 32000-1 §7.3.8.1); some writers put a lone CR.
    let start = at;
    if (buffer[start] === 0x0d) start++;
    if (buffer[start] === 0x0a) start++;
    const end = buffer.indexOf(END_STREAM, start);
    if (end < 0) break;
    at = end + END_STREAM.length;
    let data: Uint8Array = buffer.subarray(start, end);
    // Each layer is counted; past a few, a stream that is still zlib data is left to the reader's memory limit.
    for (let layer = 0; layer < 4 && startsLikeZlib(data); layer++) {
      const inflated = inflateWithin(data, cap - total, false, true);
      if (inflated === "over-cap") return { ok: false, reason: "over-cap" };
      // Not zlib data after all (or damaged past reading): the PDF reader decides what it is.
      if (inflated === "broken") break;
      total += inflated.length;
      data = inflated;
    }
  }
  return { ok: true, bytes: total };
}

// Where `academy ... export` writes: a file (-o), or the command's standard output.
import fs from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";

export async function writeCsv(stream: ReadableStream<Uint8Array>, output: string | NodeJS.WritableStream): Promise<number> {
  let bytes = 0;
  const source = Readable.fromWeb(stream as unknown as WebReadableStream<Uint8Array>);
  source.on("data", (chunk: Buffer) => (bytes += chunk.length));
  if (typeof output === "string") await pipeline(source, fs.createWriteStream(output, { mode: 0o600 }));
  else await pipeline(source, output, { end: false });
  return bytes;
}

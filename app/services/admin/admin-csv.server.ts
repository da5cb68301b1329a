// CSV exports for the admin dashboard (DESIGN.md §2, §4): rows are read from a database cursor
// and written as they come, so an export of any size streams in bounded memory; every cell that
// a spreadsheet would run as a formula is neutralised.
import { stringify } from "csv-stringify";
import { neutraliseCell } from "~/lib/csv-cells";
import { log } from "~/adapters/log.server";

export type CsvCell = string | number | boolean | Date | null | undefined | readonly string[];

function cellText(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return neutraliseCell(value.join("; "));
  return neutraliseCell(String(value));
}

/** A byte stream of CSV: the header, then one line per row of the async source. */
export function csvStream<T>(header: readonly string[], rows: AsyncIterable<T>, toCells: (row: T) => CsvCell[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const lines: string[][] = [];
        if (!headerSent) {
          lines.push(header.map((h) => cellText(h)));
          headerSent = true;
        }
        let done = false;
        while (lines.length < 200) {
          const next = await iterator.next();
          if (next.done) {
            done = true;
            break;
          }
          lines.push(toCells(next.value).map(cellText));
        }
        if (lines.length) controller.enqueue(encoder.encode(await toCsv(lines)));
        if (done) controller.close();
      } catch (error) {
        // The headers are gone already: the client sees a cut download; the operator sees why.
        log.error({ err: error }, "CSV export failed");
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

function toCsv(lines: string[][]): Promise<string> {
  return new Promise((resolve, reject) => {
    stringify(lines, { record_delimiter: "\r\n" }, (error, output) => (error ? reject(error) : resolve(output)));
  });
}

/** Rows of a postgres.js cursor, one at a time. */
export async function* cursorRows<T>(batches: AsyncIterable<T[]>): AsyncGenerator<T> {
  for await (const batch of batches) yield* batch;
}

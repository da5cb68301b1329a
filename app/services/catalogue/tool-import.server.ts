// `academy tools import` and `tools export`: files are read and checked whole, every bad row is
// reported by line with its reason, and nothing is written unless every row is good (or the
// caller chose to skip the bad ones). Export writes what import reads, so the two round-trip.
import fs from "node:fs";
import path from "node:path";
import { parse as parseCsv } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { parse as parseJson, printParseErrorCode, type ParseError } from "jsonc-parser";
import { getDb, type Database } from "../../../db/client";
import { neutraliseCell, restoreCell } from "~/lib/csv-cells";
import { arrayItemLines } from "~/lib/json-items";
import { activitiesText, describeIssues, TOOL_EXPORT_FIELDS, toolInputSchema, toolSlug, type ToolActivity, type ToolInput } from "~/lib/schemas/tool";
import { allToolsForExport, storedActivities, upsertTools } from "./tools.server";

export interface RawRow {
  line: number;
  data: unknown;
}
export interface RowError {
  line: number;
  reason: string;
}
export interface CheckedFile {
  valid: { line: number; tool: ToolInput }[];
  errors: RowError[];
}

export class ToolFileError extends Error {}

export function readToolFile(file: string): RawRow[] {
  const ext = path.extname(file).toLowerCase();
  if (ext !== ".csv" && ext !== ".json") throw new ToolFileError(`${file}: only .csv and .json files can be imported`);
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8").replace(/^\uFEFF/, "");
  } catch (error) {
    throw new ToolFileError(`${file}: ${(error as Error).message}`);
  }
  return ext === ".csv" ? readCsv(text) : readJson(text);
}

function readCsv(text: string): RawRow[] {
  try {
    const records = parseCsv(text, { columns: true, skip_empty_lines: true, info: true, trim: false }) as {
      record: Record<string, string>;
      info: { lines: number };
    }[];
    return records.map(({ record, info }) => ({
      line: info.lines,
      data: Object.fromEntries(Object.entries(record).map(([k, v]) => [k, restoreCell(v)])),
    }));
  } catch (error) {
    const e = error as Error & { lines?: number };
    throw new ToolFileError(`line ${e.lines ?? "?"}: not valid CSV: ${e.message}`);
  }
}

function readJson(text: string): RawRow[] {
  // jsonc-parser reports where a syntax error is (JSON.parse on Node 20 often does not).
  const syntaxErrors: ParseError[] = [];
  const value: unknown = parseJson(text, syntaxErrors, { disallowComments: true, allowTrailingComma: false });
  if (syntaxErrors.length > 0) {
    const first = syntaxErrors[0]!;
    const line = text.slice(0, first.offset).split("\n").length;
    throw new ToolFileError(`line ${line}: not valid JSON (${printParseErrorCode(first.error)})`);
  }
  if (!Array.isArray(value)) throw new ToolFileError("line 1: a tools file must hold a JSON array of tools");
  const lines = arrayItemLines(text);
  return value.map((data, i) => ({ line: lines[i] ?? 1, data }));
}

/** Validate every row with the admin form's schema; names must be unique within the file. */
export function checkRows(rows: RawRow[]): CheckedFile {
  const valid: CheckedFile["valid"] = [];
  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    if (!row.data || typeof row.data !== "object" || Array.isArray(row.data)) {
      errors.push({ line: row.line, reason: "must be an object with the tool's fields" });
      continue;
    }
    const parsed = toolInputSchema.safeParse(row.data);
    if (!parsed.success) {
      errors.push({ line: row.line, reason: describeIssues(parsed.error) });
      continue;
    }
    const key = toolSlug(parsed.data.name);
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push({ line: row.line, reason: `name: "${parsed.data.name}" is already on line ${first}` });
      continue;
    }
    seen.set(key, row.line);
    valid.push({ line: row.line, tool: parsed.data });
  }
  return { valid, errors };
}

export interface ImportOutcome {
  checked: number;
  errors: RowError[];
  imported: boolean;
  inserted: number;
  updated: number;
}

export async function importToolFile(
  file: string,
  options: { dryRun?: boolean; skipInvalid?: boolean; onProgress?: (done: number, total: number) => void },
  db: Database = getDb(),
): Promise<ImportOutcome> {
  const rows = readToolFile(file);
  const { valid, errors } = checkRows(rows);
  const outcome: ImportOutcome = { checked: rows.length, errors, imported: false, inserted: 0, updated: 0 };
  if ((errors.length > 0 && !options.skipInvalid) || options.dryRun || valid.length === 0) return outcome;
  // One transaction: an import lands whole or not at all.
  await db.transaction(async (tx) => {
    const batch = 500;
    for (let i = 0; i < valid.length; i += batch) {
      const result = await upsertTools(
        valid.slice(i, i + batch).map((v) => v.tool),
        tx,
      );
      outcome.inserted += result.inserted;
      outcome.updated += result.updated;
      options.onProgress?.(Math.min(i + batch, valid.length), valid.length);
    }
  });
  outcome.imported = true;
  return outcome;
}

type ExportRow = Record<(typeof TOOL_EXPORT_FIELDS)[number], unknown>;

function exportRow(row: Parameters<typeof storedActivities>[0] & Record<string, unknown>): ExportRow {
  const withActivities: Record<string, unknown> = { ...row, activities: storedActivities(row) };
  return Object.fromEntries(TOOL_EXPORT_FIELDS.map((f) => [f, withActivities[f]])) as ExportRow;
}

/** Write the catalogue as JSON or CSV to a stream, a page at a time. */
export async function exportTools(format: "csv" | "json", out: NodeJS.WritableStream, db: Database = getDb()): Promise<number> {
  let count = 0;
  if (format === "csv") out.write(stringify([TOOL_EXPORT_FIELDS as unknown as string[]]));
  else out.write("[");
  for await (const tool of allToolsForExport(db)) {
    const row = exportRow(tool);
    if (format === "csv") {
      const cells = TOOL_EXPORT_FIELDS.map((f) => {
        const v = row[f];
        if (v === null || v === undefined) return "";
        if (f === "activities") return neutraliseCell(activitiesText(v as ToolActivity[]));
        return neutraliseCell(Array.isArray(v) ? v.join("|") : String(v));
      });
      out.write(stringify([cells]));
    } else {
      out.write(`${count === 0 ? "\n" : ",\n"}  ${JSON.stringify(row)}`);
    }
    count++;
  }
  if (format === "json") out.write(count === 0 ? "]\n" : "\n]\n");
  return count;
}

// Derives db/seed/oews-wages-2023.tsv from the U.S. Bureau of Labor Statistics' national
// Occupational Employment and Wage Statistics file for May 2023 (national_M2023_dl, cross-industry,
// public domain: https://www.bls.gov/oes/tables.htm, "National" XLSX saved as CSV). Run it again
// with a newer release to refresh the toolkit's default salaries:
//   node scripts/derive-oews-wages.mjs national_M2023_dl.csv > db/seed/oews-wages-2023.tsv
// Every level is kept (detailed, broad, minor and major groups), so an occupation whose own median
// is not published falls back to its group's (app/lib/occupation-salary.ts).
import fs from "node:fs";
import { parse } from "csv-parse/sync";

const [file] = process.argv.slice(2);
if (!file) {
  console.error("usage: node scripts/derive-oews-wages.mjs national_M2023_dl.csv");
  process.exit(2);
}
const rows = parse(fs.readFileSync(file, "utf8"), { columns: true, bom: true });
// "#" marks a wage at or above $239,200 a year (BLS top code); "*" one BLS did not publish.
const TOP_CODE = 239200;
const annual = (v) => (v === "#" ? TOP_CODE : /^[\d,]+$/.test(v) ? Number(v.replace(/,/g, "")) : "");
// A code BLS publishes at two levels (a broad group that is also a detailed occupation, such as
// 13-1020) is kept once, at its finest level.
const FINENESS = { major: 0, minor: 1, broad: 2, detailed: 3 };
const byCode = new Map();
for (const r of rows) {
  if (r.AREA !== "99" || r.NAICS !== "000000" || r.OCC_CODE === "00-0000") continue;
  const kept = byCode.get(r.OCC_CODE);
  if (!kept || FINENESS[r.O_GROUP] > FINENESS[kept.O_GROUP]) byCode.set(r.OCC_CODE, r);
}
const out = ["soc_code\tlevel\ttitle\ta_pct10\ta_median\ta_pct90"];
for (const r of byCode.values()) out.push([r.OCC_CODE, r.O_GROUP, r.OCC_TITLE, annual(r.A_PCT10), annual(r.A_MEDIAN), annual(r.A_PCT90)].join("\t"));
process.stdout.write(`${out.join("\n")}\n`);

// The toolkit engine over the labelled evaluation set (tests/fixtures/toolkit-fit-labels.json):
// the share of labels met, precision (shown tools that are labelled fits), top-3 precision, the
// share of toolkits with a must-never tool, how many chosen work areas got the line that no tool
// fits them yet, the most repeated use-case sentence, generation time, and every miss. Run on the
// seeded catalogue, before the synthetic tools are added.
import path from "node:path";
import { sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { loadCatalogue } from "../db/seed";
import { MAJOR_GROUPS, specialistsByMajorGroup } from "../app/lib/occupation-groups";
import { evaluateToolkitFit, loadFitLabels, REQUIRED_FIT_SHARE } from "../app/services/toolkits/toolkit-evaluation.server";
import { percentile } from "./util";

export async function reportToolkitFit(root: string): Promise<{ share: number; misses: number; precision: number; mustExcludeShare: number }> {
  const labels = loadFitLabels(path.join(root, "tests/fixtures/toolkit-fit-labels.json"));
  const started = performance.now();
  const result = await evaluateToolkitFit(labels);
  const percent = (n: number) => `${(n * 100).toFixed(1)} %`;
  console.log(`Toolkit fit over ${result.entries} labelled job titles (${Math.round(performance.now() - started)} ms):`);
  console.log(`  labels met:            ${result.met}/${result.total} = ${percent(result.share)} (required ${percent(REQUIRED_FIT_SHARE)})`);
  console.log(`  precision:             ${percent(result.precision)} of shown tools are labelled fits`);
  console.log(`  top-3 precision:       ${percent(result.top3Precision)}`);
  console.log(`  must-never share:      ${percent(result.mustExcludeShare)} of toolkits show a must-never tool`);
  console.log(`  tools per toolkit:     ${result.averageTools.toFixed(1)} on average`);
  console.log(`  "no tool fits yet":    ${result.unservedAreas.length} of ${labels.reduce((n, l) => n + l.workAreas.length, 0)} chosen work areas`);
  console.log(`  occupation in the labelled O*NET major group: ${result.groupMatches}/${result.entries}`);
  console.log(
    `  generation (planToolkit): p50 ${result.timings.length ? percentile(result.timings, 50).toFixed(1) : 0} ms, p95 ${percentile(result.timings, 95).toFixed(1)} ms`,
  );
  const sentences = new Map<string, number>();
  for (const s of result.scores) for (const sentence of new Set(s.useCaseSentences)) sentences.set(sentence, (sentences.get(sentence) ?? 0) + 1);
  const [worst, times] = [...sentences].sort((a, b) => b[1] - a[1])[0] ?? ["", 0];
  console.log(`  most repeated use-case sentence: in ${times} of ${result.entries} toolkits${worst ? ` ("${worst.slice(0, 80)}...")` : ""}`);
  await reportCatalogueReach();
  for (const miss of result.misses) console.log(`  miss: ${miss.title}: ${miss.label}`);
  for (const miss of result.groupMisses) console.log(`  other group: ${miss.title}: expected ${miss.expected}, matched ${miss.matched ?? "no occupation"}`);
  console.log("");
  return { share: result.share, misses: result.misses.length, precision: result.precision, mustExcludeShare: result.mustExcludeShare };
}

/** The seeded catalogue's size, and how many of its tools are made for each SOC major group. */
async function reportCatalogueReach(): Promise<void> {
  const catalogue = loadCatalogue();
  const codes = (await getDb().execute<{ code: string }>(sql`SELECT code FROM occupations`)).map((r) => r.code);
  const specialists = catalogue.filter((t) => t.forOccupations.length > 0).length;
  console.log(`  catalogue: ${catalogue.length} tools, ${specialists} made for named occupations; tools made for each SOC major group:`);
  for (const [group, count] of specialistsByMajorGroup(catalogue, codes)) console.log(`    ${group} ${MAJOR_GROUPS[group]!.label.padEnd(48)} ${count}`);
}

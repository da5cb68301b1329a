// The toolkit engine over the labelled evaluation set (tests/fixtures/toolkit-fit-labels.json):
// the share of labels met, how often the title found an occupation of the labelled O*NET major
// group, and every miss. Run on the seeded catalogue, before the synthetic tools are added.
import path from "node:path";
import { evaluateToolkitFit, loadFitLabels, REQUIRED_FIT_SHARE } from "../app/services/toolkit-evaluation.server";

export async function reportToolkitFit(root: string): Promise<{ share: number; misses: number }> {
  const labels = loadFitLabels(path.join(root, "tests/fixtures/toolkit-fit-labels.json"));
  const started = performance.now();
  const result = await evaluateToolkitFit(labels);
  const percent = (n: number) => `${(n * 100).toFixed(1)} %`;
  console.log(`Toolkit fit over ${result.entries} labelled job titles (${Math.round(performance.now() - started)} ms):`);
  console.log(`  labels met: ${result.met}/${result.total} = ${percent(result.share)} (required ${percent(REQUIRED_FIT_SHARE)})`);
  console.log(`  occupation in the labelled O*NET major group: ${result.groupMatches}/${result.entries}`);
  for (const miss of result.misses) console.log(`  miss: ${miss.title}: ${miss.label}${miss.tools.length ? ` (${miss.tools.join(", ")})` : ""}`);
  for (const miss of result.groupMisses) console.log(`  other group: ${miss.title}: expected ${miss.expected}, matched ${miss.matched ?? "no occupation"}`);
  console.log("");
  return { share: result.share, misses: result.misses.length };
}

// The toolkit PDF (DESIGN.md §6: a 9-tool toolkit in < 500 ms in the worker): renderToolkitPdf()
// on a hand-built 9-tool toolkit, the same fixture as its test, after two warm-up renders.
import { renderToolkitPdf } from "../app/services/delivery/report-pdf.server";
import { FIXTURE_GENERATED_AT, FIXTURE_SALARY, FIXTURE_TOOLKIT_URL, toolkitViewFixture } from "../tests/fixtures/toolkit-view";
import { percentile } from "./util";

export const PDF_RENDERS = 20;
const WARM_UPS = 2;

export async function measurePdfRender(): Promise<{ p50: number; p95: number; max: number; bytes: number }> {
  const input = { toolkit: toolkitViewFixture(), salary: FIXTURE_SALARY, toolkitUrl: FIXTURE_TOOLKIT_URL, generatedAt: FIXTURE_GENERATED_AT };
  const timings: number[] = [];
  let bytes = 0;
  for (let i = -WARM_UPS; i < PDF_RENDERS; i++) {
    const start = performance.now();
    const pdf = await renderToolkitPdf(input);
    if (i >= 0) timings.push(performance.now() - start);
    bytes = pdf.length;
  }
  return { p50: percentile(timings, 50), p95: percentile(timings, 95), max: Math.max(...timings), bytes };
}

// /tools search latency over the full catalogue: the service call alone (what PostgreSQL and the
// query builder cost), then the same mix over HTTP (adding the loader, React rendering and HTTP).
import { parseToolsQuery } from "../app/lib/tools-query";
import { searchTools } from "../app/services/catalogue/tools.server";
import { COMMON_WORD, MISSING_WORD, RARE_WORD } from "./catalogue";
import { percentile } from "./util";

/** The mix: each filter, each sort and a deep page, so one slow plan cannot hide in an average. */
export const SEARCH_MIX = [
  "",
  `q=${COMMON_WORD}`,
  `q=${RARE_WORD}`,
  `q=${MISSING_WORD}`,
  "category=Writing",
  "role=marketing",
  `role=marketing&category=Marketing&q=${COMMON_WORD}`,
  "sort=popularity",
  "sort=productivity",
  "sort=savings",
  "sort=relevance",
  "sort=name",
  "page=50",
];

const ROUNDS = 30; // 13 queries x 30 rounds = 390 timed calls per method
const WARM_UP_ROUNDS = 3;

export interface Latency {
  calls: number;
  p50: number;
  p95: number;
  max: number;
  /** The query string with the worst p95, to say where to look when the budget is missed. */
  slowest: string;
}

async function measure(run: (qs: string) => Promise<void>): Promise<Latency> {
  for (let r = 0; r < WARM_UP_ROUNDS; r++) for (const qs of SEARCH_MIX) await run(qs);
  const byQuery = new Map<string, number[]>(SEARCH_MIX.map((qs) => [qs, []]));
  const all: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const qs of SEARCH_MIX) {
      const start = performance.now();
      await run(qs);
      const elapsed = performance.now() - start;
      all.push(elapsed);
      byQuery.get(qs)!.push(elapsed);
    }
  }
  const slowest = [...byQuery].sort((a, b) => percentile(b[1], 95) - percentile(a[1], 95))[0]![0];
  return { calls: all.length, p50: percentile(all, 50), p95: percentile(all, 95), max: Math.max(...all), slowest: slowest || "(no query)" };
}

export function measureSearchService(): Promise<Latency> {
  return measure(async (qs) => {
    const result = await searchTools(parseToolsQuery(new URLSearchParams(qs)));
    if (qs === "" && result.total < 5_000) throw new Error(`Only ${result.total} active tools in the catalogue`);
  });
}

/** Sequential requests, so each one is timed alone and not queued behind another. */
export function measureSearchHttp(baseUrl: string): Promise<Latency> {
  return measure(async (qs) => {
    const response = await fetch(`${baseUrl}/tools${qs ? `?${qs}` : ""}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET /tools?${qs} answered ${response.status}`);
  });
}

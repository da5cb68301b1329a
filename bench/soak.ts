// `npm run bench -- load`: the bounded load test of issue 18 item 5. Two minutes at 50 connections
// over a mix of pages and API calls, loopback only, against the product running in this process;
// reports errors and memory growth (RSS, heap after a forced GC) against the bounds below.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import v8 from "node:v8";
import vm from "node:vm";

export const SOAK_SECONDS = Number(process.env.SOAK_SECONDS || 120);
export const SOAK_CONNECTIONS = 50;
/** Bounds: heap in use after a GC may grow by at most this (caches are bounded: page cache 32 MB, search 500 entries). */
export const HEAP_GROWTH_BOUND_MB = 64;
export const RSS_GROWTH_BOUND_MB = 192;

const workerScript = path.join(path.dirname(new URL(import.meta.url).pathname), "soak-worker.js");

/** A fresh set of search words so the page cache fills, evicts and stays within its bound. */
function searchMix(): string[] {
  const words = ["writing", "meeting", "email", "design", "code", "sales", "video", "data", "legal", "hr", "nurse", "finance"];
  const out: string[] = [];
  for (const word of words) for (let page = 1; page <= 30; page++) out.push(`/tools?q=${word}&page=${page}`);
  return out;
}

export function soakPaths(toolkitPage: string): string[] {
  const pages = ["/", "/", "/tools", "/tools", "/tools?q=writing&sort=productivity", "/methodology", "/workshops", toolkitPage, toolkitPage];
  const api = ["/api/ai-tools?q=writing", "/api/ai-tools?category=Writing&page=2", "/api/currency"];
  const searches = searchMix();
  // Roughly: half cached pages, a quarter personal-free but uncached pages and API, a quarter distinct searches.
  const mix = [...pages, ...pages, ...api, ...api];
  for (let i = 0; i < mix.length / 2; i++) mix.push(searches[(i * 7) % searches.length]!);
  return [...mix, ...searches.slice(0, 60)];
}

const gc = (): void => {
  v8.setFlagsFromString("--expose-gc");
  (vm.runInNewContext("gc") as () => void)();
};

function memory() {
  gc();
  const m = process.memoryUsage();
  return { rssMb: m.rss / 2 ** 20, heapMb: m.heapUsed / 2 ** 20 };
}

export interface SoakResult {
  seconds: number;
  connections: number;
  requestsPerSecond: number;
  total: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  statusCodes: Record<string, { count: number }>;
  errors: number;
  timeouts: number;
  before: { rssMb: number; heapMb: number };
  after: { rssMb: number; heapMb: number };
  peakRssMb: number;
}

export async function runSoak(baseUrl: string, toolkitPage: string, signal: AbortSignal): Promise<SoakResult> {
  const paths = soakPaths(toolkitPage);
  // A short warm-up first, so JIT and caches are in the baseline, not in the growth.
  await promisify(execFile)(process.execPath, [workerScript, baseUrl, String(SOAK_CONNECTIONS), "10", JSON.stringify(paths)], { signal, maxBuffer: 1 << 20 });
  const before = memory();
  let peakRssMb = before.rssMb;
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, process.memoryUsage().rss / 2 ** 20)), 1000);
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [workerScript, baseUrl, String(SOAK_CONNECTIONS), String(SOAK_SECONDS), JSON.stringify(paths)],
      { signal, maxBuffer: 1 << 20 },
    );
    const result = JSON.parse(stdout) as Omit<SoakResult, "before" | "after" | "peakRssMb" | "seconds" | "connections">;
    return { ...result, seconds: SOAK_SECONDS, connections: SOAK_CONNECTIONS, before, after: memory(), peakRssMb };
  } finally {
    clearInterval(sampler);
  }
}

export function soakReport(r: SoakResult): string {
  const heapGrowth = r.after.heapMb - r.before.heapMb;
  const rssGrowth = r.after.rssMb - r.before.rssMb;
  const ok = r.errors === 0 && r.timeouts === 0 && r.non2xx === 0 && heapGrowth <= HEAP_GROWTH_BOUND_MB && rssGrowth <= RSS_GROWTH_BOUND_MB;
  const codes = Object.entries(r.statusCodes)
    .map(([code, { count }]) => `${code}: ${count}`)
    .join(", ");
  return [
    `Load test: ${r.seconds} s at ${r.connections} connections over pages and API calls (loopback):`,
    `  ${r.total} requests, ${Math.round(r.requestsPerSecond)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms`,
    `  status codes: ${codes}; non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts}`,
    `  memory after a GC: heap ${r.before.heapMb.toFixed(1)} -> ${r.after.heapMb.toFixed(1)} MB (growth ${heapGrowth.toFixed(1)} MB, bound ${HEAP_GROWTH_BOUND_MB} MB); ` +
      `RSS ${r.before.rssMb.toFixed(0)} -> ${r.after.rssMb.toFixed(0)} MB (growth ${rssGrowth.toFixed(0)} MB, bound ${RSS_GROWTH_BOUND_MB} MB; peak ${r.peakRssMb.toFixed(0)} MB)`,
    `  verdict: ${ok ? "ok" : "**FAILED** (errors or memory growth over the bound)"}`,
  ].join("\n");
}

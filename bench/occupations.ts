// Issue 30 item 5: every occupation page (/ai-tools-for/{slug}) rendered once, uncached. The
// addresses come from /sitemap.xml; each request carries a cookie, so the anonymous page cache
// never answers it (server/page-cache.ts) and every page is a full server render: the loader (the
// toolkit engine over the catalogue, two small queries) and React. Sequential, so the figure is
// the server's time for one page plus loopback HTTP.
import { percentile } from "./util";

export interface OccupationRenders {
  pages: number;
  non200: number;
  p50: number;
  p95: number;
  max: number;
  slowest: string;
}

export async function measureOccupationPages(baseUrl: string): Promise<OccupationRenders> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/ai-tools-for\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
  if (paths.length === 0) throw new Error("/sitemap.xml lists no occupation page");
  // A warm-up: the occupations, activities and catalogue are read once per process, then kept.
  await (await fetch(`${baseUrl}${paths[0]}`, { headers: { Cookie: "bench=1" } })).arrayBuffer();
  const times: number[] = [];
  let non200 = 0;
  let slowest = { ms: 0, path: "" };
  for (const path of paths) {
    const start = performance.now();
    const response = await fetch(`${baseUrl}${path}`, { headers: { Cookie: "bench=1" } });
    await response.arrayBuffer();
    const ms = performance.now() - start;
    if (response.status !== 200 || response.headers.get("x-page-cache")) non200++;
    times.push(ms);
    if (ms > slowest.ms) slowest = { ms, path };
  }
  return { pages: paths.length, non200, p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times), slowest: slowest.path };
}

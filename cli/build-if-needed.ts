// `npm start` builds the web app when there is no build or a source file is newer than it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildPaths } from "../build-paths.js";

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

export function buildIfNeeded(root: string): void {
  const output = buildPaths(root).serverBuildPath;
  const sources = ["app", "db/schema"].map((d) => path.join(root, d));
  const configs = ["remix.config.js", "tailwind.config.ts", "package.json"].map((f) => path.join(root, f));
  const sourceTime = Math.max(...sources.map(newestMtime), ...configs.map((f) => fs.statSync(f).mtimeMs));
  if (fs.existsSync(output) && fs.statSync(output).mtimeMs >= sourceTime) return;
  console.log("Building the web app...");
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/@remix-run/dev/dist/cli.js"), "build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("The build failed (see above).");
}

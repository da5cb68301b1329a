#!/usr/bin/env node
// The `academy` command: runs the built server module graph (build/server/academy.js), building it
// first when there is none, or, with `serve --build-if-needed` (what `npm start` runs), when the
// sources are newer than it.
import { pathToFileURL } from "node:url";
import { buildPaths } from "../build-paths.js";
import { buildIfNeeded } from "./build-if-needed.js";

try {
  buildIfNeeded({ whenStale: process.argv.includes("--build-if-needed") });
} catch (error) {
  console.error(`\nError: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const academy = await import(pathToFileURL(buildPaths().academyBuildPath).href);
await academy.main();

// Where the project and its build are. The build (Vite: `npm run build`) writes the browser's files
// to <build>/client and one server module graph to <build>/server: index.js is the Remix app,
// academy.js the server, worker and CLI around it, and both share their chunks (one copy of every
// service in a process). ACADEMY_BUILD_DIR lets several builds live side by side (parallel test
// runs on one machine); by default it is build/.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const PACKAGE_NAME = "upskill-academy";

/**
 * The project's folder: the nearest folder above this module whose package.json is ours. The same
 * answer from the sources and from the server build (which bundles this module into build/server).
 */
export function findProjectRoot(from = path.dirname(fileURLToPath(import.meta.url))) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, "package.json");
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, "utf8")).name === PACKAGE_NAME) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

export function buildPaths(root = findProjectRoot()) {
  const buildDirectory = path.resolve(root, process.env.ACADEMY_BUILD_DIR || "build");
  return {
    buildDirectory,
    /** The Remix app (routes, entry.server). */
    serverBuildPath: path.join(buildDirectory, "server", "index.js"),
    /** `academy` (server, worker, CLI): imports the Remix app when it serves. */
    academyBuildPath: path.join(buildDirectory, "server", "academy.js"),
    /** What the browser loads: /assets/* (fingerprinted) and the files of public/. */
    clientBuildDirectory: path.join(buildDirectory, "client"),
  };
}

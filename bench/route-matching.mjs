// Route matching alone on the built route table (decision 0011): `node bench/route-matching.mjs`
// after `npm run build`, with the patches applied or reversed (`npx patch-package --reverse`).
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { buildPaths } from "../build-paths.js";
const require = createRequire(import.meta.url);
const { matchRoutes } = require("@remix-run/router");
const build = await import(pathToFileURL(buildPaths().serverBuildPath).href);
function tree(routes, parentId) {
  return Object.values(routes)
    .filter((r) => r.parentId === parentId)
    .map((r) => (r.index ? { id: r.id, index: true, path: r.path } : { id: r.id, path: r.path, children: tree(routes, r.id) }));
}
const routes = tree(build.routes, undefined);
const paths = ["/", "/tools", "/toolkit/123", "/admin/users", "/learn/level-1/3", "/simulation/42/result", "/aiupskill/training"];
for (let i = 0; i < 2000; i++) for (const p of paths) matchRoutes(routes, p);
const n = 20000;
const started = process.hrtime.bigint();
for (let i = 0; i < n; i++) for (const p of paths) matchRoutes(routes, p);
const us = Number(process.hrtime.bigint() - started) / 1000 / (n * paths.length);
console.log(`${Object.keys(build.routes).length} routes: ${us.toFixed(1)} µs per match`);
process.exit(0);

// Where the web build goes. ACADEMY_BUILD_DIR lets several builds live side by side (parallel
// test runs on one machine); by default the server build is build/ and the assets public/build/.
import path from "node:path";

export function buildPaths(root = process.cwd()) {
  const dir = process.env.ACADEMY_BUILD_DIR;
  return {
    serverBuildPath: path.resolve(root, dir ? `${dir}/index.js` : "build/index.js"),
    assetsBuildDirectory: path.resolve(root, dir ? `${dir}/assets` : "public/build"),
  };
}

import { buildPaths } from "./build-paths.js";

const { serverBuildPath, assetsBuildDirectory } = buildPaths();

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverBuildPath,
  assetsBuildDirectory,
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  serverPlatform: "node",
  tailwind: true,
  postcss: true,
  // React and everything that imports it are bundled into the server build, where the compiler
  // fixes process.env.NODE_ENV to the build mode: `npm start` then renders with React's
  // production build whatever NODE_ENV says (NODE_ENV keeps its own meaning for the app).
  serverDependenciesToBundle: [/^react/, /^scheduler/, /^@remix-run\/react/, /^@remix-run\/router/, /^@radix-ui\//, /^@conform-to\//],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
  },
};

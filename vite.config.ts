// The build: Remix on Vite, every v3 future flag on (a later move to React Router 7 is then a
// codemod). One `vite build` writes the browser's files and ONE server module graph: the Remix
// app (build/server/index.js) and `academy` (server/academy.ts: web server, worker and CLI) are two
// entries of the same SSR build, so their shared code (services, the database pool, the logger)
// is one set of chunks, loaded once per process. Decision record 0022.
import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig, type Plugin } from "vite";
import { buildPaths } from "./build-paths.js";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const { buildDirectory } = buildPaths(__dirname);

/**
 * Adds server/academy.ts (the CLI, server and worker) and server/document-worker.ts (the child
 * process that reads uploaded documents) as entries of the server build, beside Remix's own.
 */
function academyEntry(): Plugin {
  let ssr = false;
  return {
    name: "academy-entry",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    options(options) {
      if (!ssr) return null;
      const remixEntry = options.input as string;
      return {
        ...options,
        input: {
          index: remixEntry,
          academy: path.resolve(__dirname, "server/academy.ts"),
          "document-worker": path.resolve(__dirname, "server/document-worker.ts"),
        },
      };
    },
    outputOptions(output) {
      if (!ssr) return null;
      return { ...output, entryFileNames: "[name].js" };
    },
  };
}

/**
 * React and its kin are bundled into the server build (ssr.noExternal) with process.env.NODE_ENV
 * fixed to "production" in their code only: `npm start` renders with React's production build
 * whatever NODE_ENV says, and NODE_ENV keeps its own meaning for the app (tests run with "test").
 */
const BUNDLED = [/^react/, /^scheduler/, /^@remix-run\/react/, /^@remix-run\/router/, /^@radix-ui\//, /^@conform-to\//];
function productionReactOnServer(): Plugin {
  const bundledFile =
    /node_modules\/(react|react-dom|react-router|react-router-dom|scheduler|@remix-run\/react|@remix-run\/router|@radix-ui\/[^/]+|@conform-to\/[^/]+)\//;
  return {
    name: "production-react-on-server",
    apply: "build",
    transform(code, id, options) {
      if (!options?.ssr || !bundledFile.test(id) || !code.includes("process.env.NODE_ENV")) return null;
      return { code: code.replaceAll("process.env.NODE_ENV", '"production"'), map: null };
    },
  };
}

export default defineConfig({
  ssr: { noExternal: BUNDLED },
  resolve: { alias: { "~": path.resolve(__dirname, "app") } },
  build: {
    target: "es2022",
    rollupOptions: {
      onwarn(warning, warn) {
        // Resource routes (APIs, downloads) have no browser code: an empty chunk each, by design.
        if (warning.code === "EMPTY_BUNDLE") return;
        // Comments in zod's sources that Rollup drops; nothing of the code changes.
        if (warning.code === "INVALID_ANNOTATION") return;
        warn(warning);
      },
    },
  },
  plugins: [
    remix({
      buildDirectory,
      serverModuleFormat: "esm",
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_lazyRouteDiscovery: true,
        v3_singleFetch: true,
        v3_routeConfig: true,
      },
    }),
    academyEntry(),
    productionReactOnServer(),
  ],
});

// The HTTP server: static files, security headers, the Origin check, then Remix.
import http from "node:http";
import path from "node:path";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import express from "express";
import { buildPaths } from "../build-paths.js";
import { originCheck, securityHeaders } from "./security";

export function createWebApp(build: ServerBuild, options: { production: boolean; appUrl: string; root: string }) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  // Fingerprinted bundles never change; everything else in public/ may.
  app.use("/build", express.static(buildPaths(options.root).assetsBuildDirectory, { immutable: true, maxAge: "1y", index: false }));
  // Other public files all have an extension; page URLs never do, so they skip the disk lookup.
  const publicFiles = express.static(path.join(options.root, "public"), { maxAge: "1h", index: false });
  app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));
  app.use(securityHeaders(options.production));
  app.use(originCheck(() => [new URL(options.appUrl).origin]));
  app.all(
    "*",
    createRequestHandler({
      build,
      // Only an explicit development run shows Remix error details; everything else is production.
      mode: process.env.NODE_ENV === "development" ? "development" : "production",
      // The client address comes from the socket (or a trusted proxy on loopback), never a header
      // the client chose: rate limits key on it.
      getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce as string, clientIp: req.ip ?? "unknown" }),
    }),
  );
  return app;
}

export async function listen(app: express.Express, port: number, host: string): Promise<http.Server> {
  const server = http.createServer(app);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") reject(new Error(`Port ${port} is already in use on ${host}: stop the other server or set PORT.`));
      else reject(error);
    });
    server.listen(port, host, () => resolve());
  });
  return server;
}

export async function closeServer(server: http.Server): Promise<void> {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    // Idle keep-alive connections would hold close() open.
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 3_000).unref();
  });
}

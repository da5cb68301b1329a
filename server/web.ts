// The HTTP server: security headers (static files included), refusals of malformed requests, the
// static files, the Origin check, then Remix with every body read under its cap.
import http from "node:http";
import path from "node:path";
import type { ServerBuild } from "@remix-run/node";
import express from "express";
import { buildPaths } from "../build-paths.js";
import { config } from "../app/config.server";
import { onCatalogueChange } from "../app/lib/catalogue-changes";
import { listenForCatalogueChanges } from "../app/services/catalogue/catalogue-changes.server";
import { healthChecks } from "./health";
import { metricsEndpoint } from "./metrics-endpoint";
import { requestContext } from "./request-context";
import { routePatternOf } from "./route-pattern";
import { drainServer, trackInFlight, type DrainOptions } from "./in-flight";
import { PageCache } from "./page-cache";
import { remixRequestHandler } from "./remix-handler";
import { errorPage, noStoreForPrivatePages, originCheck, refuseMalformedRequests, securityHeaders } from "./security";

export interface WebAppOptions {
  /** Send HSTS (a production server on an HTTPS address). */
  production: boolean;
  appUrl: string;
  root: string;
  /** Which proxies may set X-Forwarded-*: TRUST_PROXY (see config.server.ts); default none. */
  trustProxy?: number | string[] | false;
}

export function createWebApp(build: ServerBuild, options: WebAppOptions) {
  const app = express();
  app.disable("x-powered-by");
  // Express would show stack traces in its default error page unless told it runs in production;
  // errorPage() answers every error anyway, this is the second lock.
  app.set("env", "production");
  // X-Forwarded-For/-Host/-Proto count only from the proxies an operator named: otherwise anyone
  // could pick their own client address (and so their own rate-limit bucket) with one header.
  app.set("trust proxy", options.trustProxy ?? config.trustProxy);
  // First: the request id on every log line of the request, its access-log line and its duration.
  app.use(requestContext(routePatternOf(build)));
  app.use(securityHeaders(options.production && options.appUrl.startsWith("https://")));
  app.use(refuseMalformedRequests());
  app.use(noStoreForPrivatePages());
  // /healthz and /readyz: before the static files, the page cache and Remix (server/health.ts).
  app.use(healthChecks());
  // /metrics: loopback or METRICS_TOKEN only, else on to the 404 page (server/metrics-endpoint.ts).
  app.use(metricsEndpoint());
  // Fingerprinted bundles never change; everything else in public/ may.
  const client = buildPaths(options.root).clientBuildDirectory;
  app.use("/assets", express.static(path.join(client, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }));
  // Other public files all have an extension; page URLs never do, so they skip the disk lookup.
  // The build holds a copy of public/ (Vite copies it), and public/ itself answers when there is none.
  const builtFiles = express.static(client, { maxAge: "1h", index: false });
  const sourceFiles = express.static(path.join(options.root, "public"), { maxAge: "1h", index: false });
  const publicFiles: express.RequestHandler = (req, res, next) => builtFiles(req, res, () => sourceFiles(req, res, next));
  app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));
  app.use(originCheck(() => [new URL(options.appUrl).origin]));
  // PAGE_CACHE=off renders every page (the bench's "before", or to rule the cache out).
  const pageCache = process.env.PAGE_CACHE === "off" ? undefined : new PageCache();
  if (pageCache) {
    onCatalogueChange(() => pageCache.invalidate());
    void listenForCatalogueChanges();
  }
  app.locals.pageCache = pageCache;
  app.all(
    "*",
    remixRequestHandler(
      build,
      // Only an explicit development run shows Remix error details; everything else is production.
      process.env.NODE_ENV === "development" ? "development" : "production",
      // The client address comes from the socket, or from a proxy TRUST_PROXY names, never from a
      // header the client chose: rate limits key on it.
      (req, res) => ({ cspNonce: res.locals.cspNonce as string, clientIp: req.ip ?? "unknown" }),
      pageCache,
    ),
  );
  app.use(errorPage());
  return app;
}

export async function listen(app: express.Express, port: number, host: string): Promise<http.Server> {
  const server = http.createServer(app);
  server.keepAliveTimeout = 65_000;
  // What closeServer() lets finish (server/in-flight.ts).
  trackInFlight(server);
  await new Promise<void>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") reject(new Error(`Port ${port} is already in use on ${host}: stop the other server or set PORT.`));
      else reject(error);
    });
    server.listen(port, host, () => resolve());
  });
  return server;
}

/**
 * Stop accepting connections and let the requests in flight finish, each with its real response
 * ("Connection: close" on the way out), for up to drainMs (SHUTDOWN_DRAIN_SECONDS in a stopping
 * process; tests' servers have nothing in flight); then `beforeCut`, then cut what is left.
 */
export async function closeServer(server: http.Server, options: Partial<DrainOptions> = {}): Promise<{ cut: number }> {
  return drainServer(server, { drainMs: options.drainMs ?? 3_000, beforeCut: options.beforeCut });
}

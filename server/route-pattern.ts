// The route a request went to, as a pattern ("routes/toolkit.$id", "/readyz", "static"), never its
// raw URL: access-log lines and metric labels must not carry the tokens and ids in addresses
// (share links, reset links), and a metric label per distinct URL would grow without end.
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import type { ServerBuild } from "@remix-run/node";

/** Paths the Express app answers itself (server/health.ts, server/metrics-endpoint.ts). */
const OWN_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);

type RouteManifest = ServerBuild["routes"];

function routeTree(routes: RouteManifest, parentId: string | undefined): AgnosticRouteObject[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) => {
      const children = routeTree(routes, route.id);
      return route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children };
    });
}

/**
 * A function from a request's path to its route pattern. The client router's data requests
 * (single fetch: "/tools.data", "/_root.data" for "/") count as the page they load.
 */
export function routePatternOf(build: ServerBuild): (path: string) => string {
  const tree = routeTree(build.routes, undefined);
  return (rawPath) => {
    if (OWN_PATHS.has(rawPath)) return rawPath;
    // Fingerprinted bundles: one label for all of them.
    if (rawPath.startsWith("/assets/")) return "static";
    const path = rawPath === "/_root.data" ? "/" : rawPath.replace(/\.data$/, "");
    const route = matchRoutes(tree, path)?.at(-1)?.route;
    // A file name no route claims (a page URL never has an extension) is one of public/'s files, or its 404.
    if (/\.[a-z0-9]+$/i.test(path) && (!route || route.path === "*")) return "static";
    return route?.id ?? "unmatched";
  };
}

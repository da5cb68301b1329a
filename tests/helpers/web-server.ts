// The web app as deployed (Express + the Remix app, from the build) on a free loopback port, for
// one test file. The server comes from the built module graph (build/server/academy.js), as in
// production, so the server around the routes and the routes share their modules.
import type http from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll } from "vitest";
import { buildPaths } from "../../build-paths.js";

type Built = typeof import("../../server/academy");
export type ServerModules = Awaited<ReturnType<Built["serverModules"]>>;

let modules: Promise<ServerModules> | undefined;

/** The built server's modules (loaded once per test file). */
export function builtServer(): Promise<ServerModules> {
  modules ??= (import(/* @vite-ignore */ pathToFileURL(buildPaths().academyBuildPath).href) as Promise<Built>).then((built) => built.serverModules());
  return modules;
}

export function useWebServer(options: { trustProxy?: number | string[] | false; appUrl?: string; production?: boolean } = {}): { base: () => string } {
  let server: http.Server;
  let base = "";
  let closeServer: ServerModules["closeServer"];
  beforeAll(async () => {
    const web = await builtServer();
    closeServer = web.closeServer;
    const app = web.createWebApp(await web.loadServerBuild(), {
      production: options.production ?? false,
      appUrl: options.appUrl ?? "http://localhost:3000",
      root: web.projectRoot,
      trustProxy: options.trustProxy ?? false,
    });
    server = await web.listen(app, 0, "127.0.0.1");
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => closeServer(server));
  return { base: () => base };
}

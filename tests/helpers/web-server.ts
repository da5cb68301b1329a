// The web app as deployed (Express + the Remix build) on a free loopback port, for one test file.
import type http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { loadServerBuild, projectRoot } from "../../server/runtime";
import { closeServer, createWebApp, listen } from "../../server/web";

export function useWebServer(options: { trustProxy?: number | string[] | false; appUrl?: string; production?: boolean } = {}): { base: () => string } {
  let server: http.Server;
  let base = "";
  beforeAll(async () => {
    const app = createWebApp(await loadServerBuild(), {
      production: options.production ?? false,
      appUrl: options.appUrl ?? "http://localhost:3000",
      root: projectRoot,
      trustProxy: options.trustProxy ?? false,
    });
    server = await listen(app, 0, "127.0.0.1");
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => closeServer(server));
  return { base: () => base };
}

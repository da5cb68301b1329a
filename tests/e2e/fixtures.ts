// Tests talk only to the product on loopback: requests for anything else (tool logos on the
// tools' own sites) are refused in the browser, which also shows the emoji fallback at work.
import { test as base, expect } from "@playwright/test";

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

export const test = base.extend({
  context: async ({ context }, use) => {
    await context.route(
      (url) => !LOCAL_HOSTS.has(url.hostname) && url.protocol !== "data:",
      (route) => route.abort("blockedbyclient"),
    );
    await use(context);
  },
});

export { expect };

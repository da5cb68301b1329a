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

/** A toolkit made through the API in this page's context, so the visit may see it. */
export async function makeToolkit(
  page: import("@playwright/test").Page,
  baseURL: string,
  data: Record<string, unknown> = {
    jobTitle: "Marketing Manager",
    workAreas: ["Content Creation", "Lead Generation"],
    priorityChallenge: "Optimize Content Creation, Lead Generation for Marketing & Advertising",
    isStructuredInput: true,
  },
): Promise<number> {
  const response = await page.request.post(`${baseURL}/api/analyze-job`, { data, headers: { Origin: baseURL } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { analysisId: number }).analysisId;
}

import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * No serious or critical axe violations on the page as it is now (JavaScript-on project only:
 * axe runs in the page), at each width given, 390 and 1280 px by default.
 */
export async function expectNoSeriousAxe(page: Page, testInfo: TestInfo, widths: readonly number[] = [390, 1280]) {
  if (testInfo.project.name !== "js-on") return;
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(
      serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`),
      `${page.url()} at ${width}px`,
    ).toEqual([]);
  }
}

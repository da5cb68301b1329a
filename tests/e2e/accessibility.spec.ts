import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

// axe needs JavaScript in the page, so this runs in the js-on project only.
for (const path of [
  "/tools",
  "/no-such-page",
  "/",
  "/aitoolkit",
  "/job-description?jobTitle=Marketing%20Manager",
  "/methodology",
  "/login",
  "/login?mode=login",
  "/reset-password?token=x",
  "/admin",
]) {
  test(`no serious or critical accessibility violations on ${path} @js-only`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });
}

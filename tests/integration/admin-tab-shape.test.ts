// One admin-tab shape (issue 26 item 4): every /admin tab's loader and action goes through
// adminTableLoader and adminTabAction (app/http/admin-page.server.ts), so the access check and the
// uncached answer are written once. The layout (admin.tsx) checks access for itself.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const routes = path.resolve("app/routes");
const tabs = fs.readdirSync(routes).filter((f) => /^admin\.[^.]+\.tsx$/.test(f) && f !== "admin._index.tsx");

describe("admin tabs", () => {
  it("are all found", () => {
    expect(tabs.length).toBeGreaterThanOrEqual(9);
  });

  it.each(tabs)("%s checks access only through the shared loader and action", (file) => {
    const source = fs.readFileSync(path.join(routes, file), "utf8");
    expect(source).not.toMatch(/adminPageAccess\(/);
    if (/export (const|async function) loader\b/.test(source)) expect(source).toMatch(/adminTableLoader\(request/);
    if (/export (const|async function) action\b/.test(source)) expect(source).toMatch(/adminTabAction\(request/);
  });
});

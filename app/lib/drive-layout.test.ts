import { describe, expect, it } from "vitest";
import { bulkSyncText, isToolkitsFolderFile, reportFileName, toolkitFileName, userFolderName } from "./drive-layout";

describe("drive layout", () => {
  it("names a user's folder by id and address, with nothing that could be a path", () => {
    expect(userFolderName(42, "Ada@Example.com")).toBe("user-42 ada@example.com");
    expect(userFolderName(7, "a/b\\..@x.io")).toBe("user-7 a_b_..@x.io");
    expect(userFolderName(1, `${"x".repeat(300)}@x.io`).length).toBeLessThanOrEqual(127);
  });

  it("names toolkit files and recognises only its own", () => {
    expect(toolkitFileName(5)).toBe("toolkit-5.json");
    expect(reportFileName(5, 9)).toBe("toolkit-5-report-9.pdf");
    expect(isToolkitsFolderFile("toolkit-5.json")).toBe(true);
    expect(isToolkitsFolderFile("toolkit-5-report-9.pdf")).toBe(true);
    expect(isToolkitsFolderFile("notes.txt")).toBe(false);
    expect(isToolkitsFolderFile("toolkit-5.json.bak")).toBe(false);
  });

  it("words a bulk sync's progress", () => {
    expect(bulkSyncText({ status: "queued", done: 0, failed: 0, total: 0 })).toBe("Queued: starts in a moment");
    expect(bulkSyncText({ status: "running", done: 12, failed: 0, total: 40 })).toBe("Syncing: 12 of 40 users");
    expect(bulkSyncText({ status: "finished", done: 40, failed: 2, total: 40 })).toBe("Finished: 40 of 40 users, 2 failed");
    expect(bulkSyncText({ status: "finished", done: 1, failed: 0, total: 1 })).toBe("Finished: 1 of 1 user");
    expect(bulkSyncText({ status: "failed", done: 3, failed: 3, total: 10 })).toBe("Stopped after 3 of 10 users, 3 failed");
  });
});

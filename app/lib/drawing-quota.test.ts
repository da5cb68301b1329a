import { describe, expect, it } from "vitest";
import { DRAWING_QUOTA_DEFAULT_MB, drawingQuota, judgeDrawing } from "./drawing-quota";

const MB = 1024 * 1024;

describe("the drawing quota", () => {
  it("takes its sizes in megabytes from the environment, else the defaults", () => {
    expect(drawingQuota({})).toEqual({
      perVisitBytes: DRAWING_QUOTA_DEFAULT_MB.perVisit * MB,
      perAddressBytes: DRAWING_QUOTA_DEFAULT_MB.perAddress * MB,
      unownedBytes: DRAWING_QUOTA_DEFAULT_MB.unowned * MB,
    });
    expect(drawingQuota({ DRAWINGS_PER_VISIT_MB: "1.5", DRAWINGS_PER_ADDRESS_MB: "3", DRAWINGS_TOTAL_MB: "10" })).toEqual({
      perVisitBytes: 1.5 * MB,
      perAddressBytes: 3 * MB,
      unownedBytes: 10 * MB,
    });
  });

  it.each(["", "0", "-2", "lots", "Infinity"])("ignores the setting %j", (value) => {
    expect(drawingQuota({ DRAWINGS_PER_VISIT_MB: value }).perVisitBytes).toBe(DRAWING_QUOTA_DEFAULT_MB.perVisit * MB);
  });

  const quota = { perVisitBytes: 100, perAddressBytes: 300, unownedBytes: 1000 };

  it("allows a drawing that fits every share, up to the byte", () => {
    expect(judgeDrawing({ visitBytes: 0, addressBytes: 0, unownedBytes: 0 }, 100, quota)).toEqual({ ok: true });
    expect(judgeDrawing({ visitBytes: 40, addressBytes: 240, unownedBytes: 940 }, 60, quota)).toEqual({ ok: true });
  });

  it("names the first share a drawing would pass: the visit's, the address's, then the ceiling", () => {
    expect(judgeDrawing({ visitBytes: 50, addressBytes: 290, unownedBytes: 999 }, 51, quota)).toEqual({ ok: false, reason: "visit" });
    expect(judgeDrawing({ visitBytes: 0, addressBytes: 290, unownedBytes: 999 }, 11, quota)).toEqual({ ok: false, reason: "address" });
    expect(judgeDrawing({ visitBytes: 0, addressBytes: 0, unownedBytes: 999 }, 2, quota)).toEqual({ ok: false, reason: "unowned" });
  });

  it("holds a stored workflow's drawing to the visitor's shares but not to the ceiling", () => {
    expect(judgeDrawing({ visitBytes: 0, addressBytes: 0, unownedBytes: null }, 100, { ...quota, unownedBytes: 0 })).toEqual({ ok: true });
    expect(judgeDrawing({ visitBytes: 0, addressBytes: 250, unownedBytes: null }, 60, quota)).toEqual({ ok: false, reason: "address" });
  });

  it("refuses a single drawing larger than a share even when nothing is kept yet", () => {
    expect(judgeDrawing({ visitBytes: 0, addressBytes: 0, unownedBytes: 0 }, 101, quota)).toEqual({ ok: false, reason: "visit" });
  });
});

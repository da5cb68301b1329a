import { describe, expect, it } from "vitest";
import { documentCacheControl } from "./cache-control";

describe("documentCacheControl", () => {
  it("takes a loader's no-store for the page", () => {
    expect(documentCacheControl(null, [null, "no-store"])).toBe("no-store");
    expect(documentCacheControl("public, max-age=60", ["private, no-store"])).toBe("private, no-store");
    expect(documentCacheControl("no-cache", [undefined, "No-Store"])).toBe("No-Store");
  });

  it("keeps a page's own value when it is already as strict", () => {
    expect(documentCacheControl("private, no-store", ["no-store"])).toBe("private, no-store");
    expect(documentCacheControl("no-store", ["private, max-age=60"])).toBe("no-store");
    expect(documentCacheControl("private", ["private, max-age=60"])).toBe("private");
  });

  it("makes the page private when a loader's data is private", () => {
    expect(documentCacheControl(null, ["private, max-age=3600"])).toBe("private, max-age=3600");
    expect(documentCacheControl("public, max-age=600", ["private"])).toBe("private");
  });

  it("leaves public pages alone", () => {
    expect(documentCacheControl(null, [])).toBeNull();
    expect(documentCacheControl("public, max-age=3600", [null, "max-age=60"])).toBe("public, max-age=3600");
    expect(documentCacheControl(null, ["no-cache"])).toBeNull();
  });

  it("matches whole directives only", () => {
    expect(documentCacheControl(null, ['no-cache="no-store-like"'])).toBeNull();
    expect(documentCacheControl(null, ["x-private-thing=1"])).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { acceptedRequestId } from "./request-id";

describe("acceptedRequestId", () => {
  it("adopts a short plain token from a proxy", () => {
    expect(acceptedRequestId("3f2b9c1e-0d4a-4b7e-9b1a-1c2d3e4f5a6b")).toBe("3f2b9c1e-0d4a-4b7e-9b1a-1c2d3e4f5a6b");
    expect(acceptedRequestId(["lb.12345678", "other"])).toBe("lb.12345678");
  });

  it("refuses anything else: missing, too short or long, spaces, quotes, line breaks", () => {
    for (const value of [undefined, "", "short", "x".repeat(65), "has space 123", 'quote"12345', "line\nbreak123", "<script>1234"])
      expect(acceptedRequestId(value)).toBeNull();
  });
});

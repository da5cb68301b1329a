import { describe, expect, it } from "vitest";
import { isLoopbackAddress, metricsAllowed } from "./metrics-access";

describe("isLoopbackAddress", () => {
  it("knows IPv4, IPv6 and IPv4-mapped loopback addresses", () => {
    for (const address of ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"]) expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of [undefined, "", "10.0.0.1", "192.0.2.2", "::ffff:10.0.0.1", "fe80::1", "1127.0.0.1"])
      expect(isLoopbackAddress(address), String(address)).toBe(false);
  });
});

describe("metricsAllowed", () => {
  it("lets a loopback client in without a token", () => {
    expect(metricsAllowed({ remoteAddress: "127.0.0.1", authorization: undefined }, undefined)).toBe(true);
  });

  it("lets another machine in only with the exact bearer token, and never when no token is set", () => {
    const remote = "192.0.2.7";
    expect(metricsAllowed({ remoteAddress: remote, authorization: undefined }, "s3cret-token")).toBe(false);
    expect(metricsAllowed({ remoteAddress: remote, authorization: "Bearer wrong" }, "s3cret-token")).toBe(false);
    expect(metricsAllowed({ remoteAddress: remote, authorization: "Bearer s3cret-token-longer" }, "s3cret-token")).toBe(false);
    expect(metricsAllowed({ remoteAddress: remote, authorization: "Basic s3cret-token" }, "s3cret-token")).toBe(false);
    expect(metricsAllowed({ remoteAddress: remote, authorization: "Bearer s3cret-token" }, "s3cret-token")).toBe(true);
    expect(metricsAllowed({ remoteAddress: remote, authorization: "Bearer " }, undefined)).toBe(false);
  });
});

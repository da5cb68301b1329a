import http from "node:http";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { drainServer, trackInFlight } from "./in-flight";

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** A server whose answers wait for `release` (or answer at once without it). */
async function server(handler: http.RequestListener = (_req, res) => res.end("ok")) {
  const instance = http.createServer(handler);
  instance.keepAliveTimeout = 65_000;
  trackInFlight(instance);
  await new Promise<void>((resolve) => instance.listen(0, "127.0.0.1", resolve));
  servers.push(instance);
  return { instance, port: (instance.address() as net.AddressInfo).port };
}

/** A raw HTTP/1.1 exchange on one socket: what the server wrote until it closed the connection. */
function rawRequest(socket: net.Socket, request: string): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    socket.on("data", (chunk) => (text += chunk));
    socket.on("close", () => resolve(text));
    socket.on("error", () => resolve(text || "reset"));
    socket.write(request);
  });
}

const connect = (port: number) =>
  new Promise<net.Socket>((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });

describe("drainServer", () => {
  it("answers a request in flight, with Connection: close, and refuses new connections", async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const { instance, port } = await server((_req, res) => void released.then(() => res.end("done")));
    const socket = await connect(port);
    const answer = rawRequest(socket, "GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await new Promise((r) => setTimeout(r, 50));
    const drained = drainServer(instance, { drainMs: 10_000 });
    await new Promise((r) => setTimeout(r, 50));
    await expect(connect(port)).rejects.toMatchObject({ code: "ECONNREFUSED" });
    release();
    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(text).toMatch(/\r\nConnection: close\r\n/i);
    expect(text.endsWith("done")).toBe(true);
    await expect(drained).resolves.toEqual({ cut: 0 });
  });

  it("answers a connection accepted just before the drain whose request arrives after it", async () => {
    const { instance, port } = await server();
    const socket = await connect(port);
    await new Promise((r) => setTimeout(r, 50));
    const drained = drainServer(instance, { drainMs: 10_000 });
    await new Promise((r) => setTimeout(r, 100));
    const text = await rawRequest(socket, "GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(text).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*ok$/);
    await expect(drained).resolves.toEqual({ cut: 0 });
  });

  it("closes idle kept-alive connections at once: the drain does not wait for them", async () => {
    const { instance, port } = await server();
    const agent = new http.Agent({ keepAlive: true });
    await new Promise<void>((resolve) => http.get({ port, host: "127.0.0.1", agent }, (res) => res.resume().on("end", resolve)));
    const started = Date.now();
    await expect(drainServer(instance, { drainMs: 10_000 })).resolves.toEqual({ cut: 0 });
    expect(Date.now() - started).toBeLessThan(2_000);
    agent.destroy();
  });

  it("at the deadline runs beforeCut first, then cuts what is still running", async () => {
    const { instance, port } = await server(() => {});
    const socket = await connect(port);
    const answer = rawRequest(socket, "GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await new Promise((r) => setTimeout(r, 50));
    const order: string[] = [];
    socket.on("close", () => order.push("cut"));
    const result = await drainServer(instance, { drainMs: 300, beforeCut: async () => void order.push("beforeCut") });
    expect(result).toEqual({ cut: 1 });
    expect(await answer).toBe("");
    expect(order).toEqual(["beforeCut", "cut"]);
  });
});

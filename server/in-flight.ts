// The connections and requests of a web server, so that a shutdown can let them finish (issue 25):
// stop accepting, answer every request that reached the server with its real response, and
// close each keep-alive connection as soon as its last response is out.
//
// Node's own server.close() is not enough: it also closes every connection it calls idle, and a
// connection accepted a moment ago whose request is still in the socket buffer counts as idle, so
// that client sees a reset for a request it had sent; busy keep-alive connections stay open and
// keep answering "Connection: keep-alive". closeAllConnections() cuts requests whose work may
// already be committed: the client would see an error for a saved sign-up.
import type http from "node:http";
import net from "node:net";

interface Connection {
  socket: net.Socket;
  /** A request is being answered on it. */
  busy: boolean;
  /** Requests answered on it so far: 0 means it was just accepted and its first request may be on its way. */
  served: number;
}

interface InFlight {
  connections: Map<net.Socket, Connection>;
  /** Connections accepted so far. */
  accepted: number;
  responses: Set<http.ServerResponse>;
  draining: boolean;
}

const tracked = new WeakMap<http.Server, InFlight>();

/** A new connection gets this long, once draining, to deliver its first request before it is closed. */
const FIRST_REQUEST_GRACE_MS = 2_000;
/** How long the listening socket may stay open after the signal while connections queued before it are still being taken in. */
const ACCEPT_SETTLE_MS = 200;

/** Call once, before the server accepts its first connection. */
export function trackInFlight(server: http.Server): void {
  const state: InFlight = { connections: new Map(), accepted: 0, responses: new Set(), draining: false };
  tracked.set(server, state);
  server.on("connection", (socket: net.Socket) => {
    const connection: Connection = { socket, busy: false, served: 0 };
    state.connections.set(socket, connection);
    state.accepted += 1;
    socket.once("close", () => state.connections.delete(socket));
    if (state.draining) closeIfSilent(state, connection);
  });
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    const connection = state.connections.get(req.socket);
    if (connection) connection.busy = true;
    state.responses.add(res);
    // A request that arrives while draining is answered in full, then its connection closes.
    if (state.draining) closeAfter(res);
    res.once("close", () => {
      state.responses.delete(res);
      if (!connection) return;
      connection.busy = false;
      connection.served += 1;
    });
  });
}

/** Say "Connection: close" on a response not yet started; end the connection after one already started. */
function closeAfter(res: http.ServerResponse): void {
  if (!res.headersSent) {
    res.setHeader("Connection", "close");
    return;
  }
  const socket = res.req.socket;
  res.once("finish", () => socket.end());
}

function closeIfSilent(state: InFlight, connection: Connection): void {
  setTimeout(() => {
    if (!connection.busy && connection.served === 0) connection.socket.destroy();
  }, FIRST_REQUEST_GRACE_MS).unref();
}

export interface DrainOptions {
  /** How long in-flight requests may take before their connections are cut. */
  drainMs: number;
  /**
   * Run at the deadline, before the remaining connections are cut: closing the database pool
   * here rolls back the transactions those requests still have open, so none of them commits
   * after its client was told it failed.
   */
  beforeCut?: () => Promise<void>;
}

/** One full turn of the event loop: its poll phase accepts the connections queued in the kernel. */
const oneLoopTurn = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

/** Stop accepting, let in-flight requests finish for up to drainMs, then cut what is left. Returns how many were cut. */
export async function drainServer(server: http.Server, options: DrainOptions): Promise<{ cut: number }> {
  const state = tracked.get(server);
  if (!state) {
    // A server that was not tracked: Node's close (idle connections go now), then the deadline.
    return fallbackClose(server, options);
  }
  state.draining = true;
  // Connections the kernel accepted before the signal are the server's: take them in before the
  // listening socket closes (closing it resets whatever is still queued). A busy event loop takes
  // them in over a few turns: keep turning while they keep coming, for at most ACCEPT_SETTLE_MS.
  const settleUntil = Date.now() + ACCEPT_SETTLE_MS;
  let seen = -1;
  while (seen !== state.accepted && Date.now() < settleUntil) {
    seen = state.accepted;
    await oneLoopTurn();
  }
  // net.Server's close, not http.Server's: stop listening without closing connections that are
  // waiting for a request already on its way.
  const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
  for (const res of state.responses) closeAfter(res);
  for (const connection of state.connections.values()) {
    if (connection.busy) continue;
    if (connection.served > 0) connection.socket.end();
    else closeIfSilent(state, connection);
  }
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<"deadline">((resolve) => (timer = setTimeout(() => resolve("deadline"), options.drainMs)));
  const outcome = await Promise.race([closed.then(() => "drained" as const), deadline]);
  clearTimeout(timer);
  if (outcome === "drained") return { cut: 0 };
  const cut = state.responses.size;
  await options.beforeCut?.().catch(() => {});
  server.closeAllConnections();
  for (const connection of state.connections.values()) connection.socket.destroy();
  await closed;
  return { cut };
}

async function fallbackClose(server: http.Server, options: DrainOptions): Promise<{ cut: number }> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const timer = setTimeout(() => server.closeAllConnections(), options.drainMs);
  await closed;
  clearTimeout(timer);
  return { cut: 0 };
}

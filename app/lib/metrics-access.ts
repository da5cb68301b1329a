// Who may read /metrics: it tells the world how busy the instance is and which jobs fail, so it is
// answered only to a scraper on the same machine (the socket's own address, never a header a
// client could write) or to one that presents METRICS_TOKEN. Everyone else gets the site's 404,
// as if there were no such page.
import { timingSafeEqual } from "node:crypto";

/** An address of this machine's loopback interface, as Node reports a socket's remote address. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === "::1";
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function metricsAllowed(request: { remoteAddress: string | undefined; authorization: string | undefined }, token: string | undefined): boolean {
  if (isLoopbackAddress(request.remoteAddress)) return true;
  if (!token) return false;
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(request.authorization ?? "")?.[1];
  return presented !== undefined && sameSecret(presented, token);
}

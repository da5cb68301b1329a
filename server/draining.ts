// Whether this process is shutting down (SIGTERM/SIGINT received): the web server has stopped
// accepting connections and lets the requests in flight finish (server/runtime.ts stopAll).
// /readyz answers 503 meanwhile, so a load balancer that still holds a connection to this
// instance sends new visitors elsewhere. One flag per process, set once, never cleared: a
// draining process only ever exits.
let draining = false;

export function isDraining(): boolean {
  return draining;
}

export function startDraining(): void {
  draining = true;
}

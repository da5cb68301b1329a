// Runs autocannon against one URL in its own process and prints a JSON summary on stdout.
// A separate process so that the load generator does not share the server's event loop (on a
// 2-core machine it would otherwise take CPU from the very thing being measured).
// Arguments: url connections seconds warm-up-seconds [headers as JSON].
import autocannon from "autocannon";

const [url, connections = "10", seconds = "10", warmUpSeconds = "2", headersJson = "{}"] = process.argv.slice(2);
const headers = JSON.parse(headersJson);

// Warm-up: JIT, connection set-up and caches, not counted.
await autocannon({ url, headers, connections: Number(connections), duration: Number(warmUpSeconds) });
const result = await autocannon({ url, headers, connections: Number(connections), duration: Number(seconds) });

process.stdout.write(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }),
);

// The load test's generator (bench/soak.ts), in its own process: autocannon over a mix of pages
// and API calls, each request picking its path at random from the mix. Prints a JSON summary.
// Arguments: base-url connections seconds paths-as-JSON.
import autocannon from "autocannon";

const [base, connections, seconds, pathsJson] = process.argv.slice(2);
const paths = JSON.parse(pathsJson);
const pick = () => paths[Math.floor(Math.random() * paths.length)];

const result = await autocannon({
  url: base,
  connections: Number(connections),
  duration: Number(seconds),
  requests: [{ setupRequest: (request) => ({ ...request, path: pick() }) }],
});
process.stdout.write(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    statusCodes: result.statusCodeStats,
    errors: result.errors,
    timeouts: result.timeouts,
  }),
);

// Toolkit generations at a fixed concurrency in their own process (issue 25), beside a probe of
// /api/ai-tools, printing a JSON summary on stdout. A separate process so the load generator does
// not take the server's event loop. Each request comes "from" its own address (X-Forwarded-For,
// with TRUST_PROXY set by the bench) so the per-address limits do not shape the result.
// Arguments: baseUrl concurrency seconds.
const [baseUrl, concurrencyArg = "10", secondsArg = "20"] = process.argv.slice(2);
const concurrency = Number(concurrencyArg);
const deadline = Date.now() + Number(secondsArg) * 1000;
const TITLES = ["Plumber", "ICU Nurse", "Solicitor", "Marketing Manager", "Accountant", "Truck Driver", "Teacher", "Software Engineer"];

let sequence = 0;
const nextAddress = () => {
  const n = sequence++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

const percentile = (values, p) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const latencies = [];
const statuses = {};
let errors = 0;
const errorSamples = new Set();

async function client(index) {
  let i = index;
  while (Date.now() < deadline) {
    const started = performance.now();
    try {
      const response = await fetch(`${baseUrl}/api/analyze-job`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: baseUrl, "X-Forwarded-For": nextAddress() },
        body: JSON.stringify({ jobTitle: TITLES[i++ % TITLES.length], industry: "Other", workAreas: ["Reporting"] }),
      });
      const body = await response.text();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if (response.status !== 200) {
        errors++;
        if (errorSamples.size < 3) errorSamples.add(`${response.status} ${body.slice(0, 120)}`);
      }
    } catch (error) {
      errors++;
      statuses.network = (statuses.network ?? 0) + 1;
      if (errorSamples.size < 3) errorSamples.add(String(error?.cause?.code ?? error));
    }
    latencies.push(performance.now() - started);
  }
}

const probe = [];
async function prober() {
  while (Date.now() < deadline) {
    const started = performance.now();
    try {
      const response = await fetch(`${baseUrl}/api/ai-tools`, { headers: { "X-Forwarded-For": "10.255.255.254" } });
      await response.arrayBuffer();
    } catch {
      // Counted by its time: a probe that fails slowly is the problem this measures.
    }
    probe.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

await Promise.all([...Array.from({ length: concurrency }, (_, i) => client(i)), prober()]);
process.stdout.write(
  JSON.stringify({
    concurrency,
    requests: latencies.length,
    errors,
    statuses,
    errorSamples: [...errorSamples],
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    probeP99: percentile(probe, 99),
  }),
);

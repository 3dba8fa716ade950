// `npm run bench:api`: load on POST /rest/v1/contact_messages over loopback.
// Starts the real server (own process, fresh data dir, rate limit off), sends distinct
// leads from 50 connections for 10 s, then checks every 2xx became exactly one row.
import { readFileSync } from "node:fs";
import { join } from "node:path";

import autocannon from "autocannon";

import { LOCAL_ANON_KEY } from "#shared/leads.ts";
import { startLocalServer } from "#scripts/local-server.ts";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const { base, dataDir, stop } = await startLocalServer({ ...process.env, RATE_LIMIT_PER_MINUTE: "0" });

let sequence = 0;
// Every 2xx answer's e-mail, to prove each acknowledged lead is stored.
const acknowledged = new Set<string>();
// One request in flight per connection: its context names the e-mail being sent.
const sending = new WeakMap<object, string>();
const result = await autocannon({
  url: `${base}/rest/v1/contact_messages`,
  connections: CONNECTIONS,
  duration: DURATION_S,
  requests: [
    {
      method: "POST",
      headers: {
        apikey: LOCAL_ANON_KEY,
        authorization: `Bearer ${LOCAL_ANON_KEY}`,
        "content-type": "application/json",
      },
      setupRequest: (request, context) => {
        sequence += 1;
        const email = `bench.${sequence}@load.example`;
        sending.set(context, email);
        return {
          ...request,
          body: JSON.stringify({
            first_name: "Bench",
            last_name: `Lead ${sequence}`,
            full_name: `Bench Lead ${sequence}`,
            email,
            company: "Loopback Bank",
            phone: "+91 98765 43210",
            question: "Product Demo Request",
            message: "A lead sent by the API benchmark.",
            referer: "/contact",
            form_source: "contact-us-form",
          }),
        };
      },
      onResponse: (status, _body, context) => {
        const email = sending.get(context);
        if (email && status >= 200 && status < 300) acknowledged.add(email);
      },
    },
  ],
});

const serviceKey = readFileSync(join(dataDir, "service-role-key"), "utf8").trim();
const rows = (await (
  await fetch(`${base}/rest/v1/contact_messages?select=email`, {
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
  })
).json()) as { email: string }[];
const stored = new Set(rows.map((row) => row.email));
const lost = [...acknowledged].filter((email) => !stored.has(email)).length;

await stop();

const ok = result["2xx"];
const inFlight = rows.length - acknowledged.size;
const lines = [
  `POST /rest/v1/contact_messages, ${CONNECTIONS} connections, ${DURATION_S} s, loopback`,
  `requests/s   ${result.requests.average.toFixed(0)} (mean), ${result.requests.p50} (p50)`,
  `latency      p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  `answers      ${ok} 2xx, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
  `rows stored  ${rows.length}: all ${acknowledged.size} acknowledged leads ${lost === 0 ? "present" : `except ${lost} LOST`}` +
    (inFlight > 0 ? `, plus ${inFlight} still in flight when the clock stopped` : ""),
];
console.log(lines.join("\n"));
const goal =
  result.requests.average >= 1000 &&
  result.latency.p99 < 100 &&
  result.non2xx === 0 &&
  result.errors === 0 &&
  lost === 0;
console.log(goal ? "goal met: >= 1,000 inserts/s, p99 < 100 ms, no errors, no rows lost" : "goal NOT met");
process.exit(lost === 0 && result.errors === 0 ? 0 : 1);

// What both insert benches (bench-api.ts, webhooks.ts) put on the local server and read back:
// distinct contact messages POSTed over loopback from many connections, one request in flight
// on each, and the rows the server then holds.
import { readFileSync } from "node:fs";
import { join } from "node:path";

import autocannon from "autocannon";

import { LOCAL_ANON_KEY } from "#shared/leads.ts";
import type { LocalServer } from "#scripts/local-server.ts";

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** A contact message numbered `n`: its name and, unless given another, its e-mail carry the number. */
export const contactMessage = (n: number, email = `bench.${n}@load.example`) => ({
  first_name: "Bench",
  last_name: `Lead ${n}`,
  full_name: `Bench Lead ${n}`,
  email,
  company: "Loopback Bank",
  phone: "+91 98765 43210",
  question: "Product Demo Request",
  message: "A lead sent by a benchmark.",
  referer: "/contact",
  form_source: "contact-us-form",
});

let sent = 0;

interface Load {
  connections: number;
  /** The row of the request numbered `n`; no two requests of a process share a number. */
  row: (n: number) => object;
  /** Each answer, with the number of the request it answers. */
  onResponse: (status: number, body: string, n: number) => void;
}

/** POSTs to `url` as anon from `connections` for DURATION_S seconds. */
export function insertLoad(url: string, { connections, row, onResponse }: Load) {
  const numbers = new WeakMap<object, number>();
  return autocannon({
    url,
    connections,
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
          sent += 1;
          numbers.set(context, sent);
          return { ...request, body: JSON.stringify(row(sent)) };
        },
        onResponse: (status, body, context) => onResponse(status, body, numbers.get(context) ?? 0),
      },
    ],
  });
}

/** The e-mail of every contact message the server holds, read with its service key. */
export async function storedEmails(server: LocalServer): Promise<string[]> {
  const key = readFileSync(join(server.dataDir, "service-role-key"), "utf8").trim();
  const response = await fetch(`${server.base}/rest/v1/contact_messages?select=email`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  return ((await response.json()) as { email: string }[]).map((row) => row.email);
}

/** A count as the benches print it: whole, with thousands separated. */
export const number = (value: number) => Math.round(value).toLocaleString("en");

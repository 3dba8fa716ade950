// The benchmark's receiver, on a thread of its own so that the load generator beside it does
// not delay its clock: it answers 204 at once, verifies each event's signature and notes when
// it arrived. Messages: "reset" clears what it noted, "report" posts it back.
import { createServer } from "node:http";
import { parentPort, workerData } from "node:worker_threads";

import { Webhook } from "standardwebhooks";

export interface ReceiverReport {
  /** First arrival of each event: when it happened (its timestamp) and when it arrived, in ms. */
  first: [id: string, occurredAt: number, receivedAt: number][];
  requests: number;
  unverified: number;
}

const port = parentPort;
if (!port) throw new Error("webhook-receiver.ts runs as a worker thread");
const verifier = new Webhook((workerData as { secret: string }).secret);
let first = new Map<string, [number, number]>();
let requests = 0;
let unverified = 0;

const server = createServer((request, response) => {
  let body = "";
  request.setEncoding("utf8");
  request.on("data", (chunk: string) => (body += chunk));
  request.on("end", () => {
    const receivedAt = Date.now();
    requests += 1;
    response.writeHead(204).end();
    try {
      const event = verifier.verify(body, request.headers as Record<string, string>) as { timestamp: string };
      const id = String(request.headers["webhook-id"]);
      if (!first.has(id)) first.set(id, [Date.parse(event.timestamp), receivedAt]);
    } catch {
      unverified += 1;
    }
  });
});

port.on("message", (message: string) => {
  if (message === "reset") {
    first = new Map();
    requests = 0;
    unverified = 0;
  } else if (message === "report") {
    const report: ReceiverReport = {
      first: [...first].map(([id, [occurredAt, receivedAt]]) => [id, occurredAt, receivedAt]),
      requests,
      unverified,
    };
    port.postMessage(report);
  } else if (message === "close") {
    server.close();
    server.closeAllConnections();
    port.close();
  }
});

server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  port.postMessage({
    url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/hooks/leads`,
  });
});

// A real HTTP receiver on loopback for the webhook tests: it keeps every request it gets and
// answers with the status the test sets, or holds the requests unanswered until released.
// A GET lists what it has received, as JSON.
import { type IncomingHttpHeaders, type ServerResponse, createServer } from "node:http";

/** The key the end-to-end run's server signs lead events with (playwright.config.ts). */
export const E2E_WEBHOOK_SECRET = `whsec_${Buffer.from("sentinel end-to-end webhook key!").toString("base64")}`;

/** A loopback port nothing listens on: a receiver that is down, until one starts there. */
export { freePort } from "#scripts/free-port.ts";

export interface Receipt {
  /** The webhook-id header. */
  id: string;
  headers: Record<string, string>;
  body: string;
  /** Date.now() when the whole body had arrived. */
  receivedAt: number;
}

export interface WebhookReceiver {
  url: string;
  received: Receipt[];
  /** Answers every request from now on with `status`. */
  answer(status: number): void;
  /** Holds every request from now on unanswered, until release(). */
  hold(): void;
  /** Answers the held requests, and those to come, with the last status set. */
  release(): void;
  close(): Promise<void>;
}

const flat = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)]));

/** Listens on 127.0.0.1:`port` (any free one by default) and answers 204 until told otherwise. */
export async function startWebhookReceiver({ port = 0, status = 204 } = {}): Promise<WebhookReceiver> {
  let answerWith = status;
  let holding = false;
  const held: ServerResponse[] = [];
  const received: Receipt[] = [];
  const server = createServer((request, response) => {
    // A look at what has arrived, for a test in another process.
    if (request.method === "GET") {
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(received));
      return;
    }
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const headers = flat(request.headers);
      received.push({
        id: headers["webhook-id"] ?? "",
        headers,
        body: Buffer.concat(chunks).toString("utf8"),
        receivedAt: Date.now(),
      });
      if (holding) held.push(response);
      else response.writeHead(answerWith).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const address = server.address();
  const bound = typeof address === "object" && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${bound}/hooks/leads`,
    received,
    answer(next) {
      answerWith = next;
    },
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const response of held.splice(0)) if (!response.destroyed) response.writeHead(answerWith).end();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// A slow network in front of the site, as a phone on a weak signal sees it: each page's HTML
// arrives in two parts with a pause between them, the first ending where `splitAt` says, and
// everything else passes through as it is.
import { type IncomingHttpHeaders, createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

export interface SplitHtmlProxy {
  base: string;
  stop(): Promise<void>;
}

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "content-length"]);

const passedOn = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

export async function startSplitHtmlProxy(
  upstream: string,
  splitAt: (html: string) => number,
  pauseMs: number,
): Promise<SplitHtmlProxy> {
  const target = new URL(upstream);
  const server = createServer((incoming, outgoing) => {
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        // Uncompressed, so the split falls where it is meant to in the page's text.
        headers: { ...incoming.headers, host: target.host, "accept-encoding": "identity" },
      },
      (answer) => {
        const html = /^text\/html/.test(answer.headers["content-type"] ?? "");
        outgoing.writeHead(answer.statusCode ?? 502, passedOn(answer.headers));
        if (!html) {
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const body = Buffer.concat(chunks).toString("utf8");
          const at = splitAt(body);
          outgoing.write(body.slice(0, at));
          setTimeout(() => outgoing.end(body.slice(at)), pauseMs);
        });
      },
    );
    forward.on("error", () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

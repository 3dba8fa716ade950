// A stand-in for the part of Cloudflare's API that `wrangler deploy` calls to publish a new
// Worker (wrangler reads CLOUDFLARE_API_BASE_URL): it keeps each request and answers as the API
// does for an account where the Worker does not exist yet.
import { type IncomingMessage, createServer } from "node:http";

export interface ApiRequest {
  method: string;
  path: string;
  contentType: string;
  body: string;
}

export interface CloudflareApi {
  /** For CLOUDFLARE_API_BASE_URL. */
  baseUrl: string;
  requests: ApiRequest[];
  close(): Promise<void>;
}

const envelope = (result: unknown, success = true, errors: unknown[] = []) =>
  JSON.stringify({ success, errors, messages: [], result });

/** The answer to one call, by the routes wrangler 4 takes to publish a Worker with a cron trigger. */
function answer({ method, path, body }: ApiRequest): { status: number; body: string } {
  const worker = "/accounts/[^/]+/workers";
  const route = (pattern: string) => new RegExp(`^/client/v4${worker}${pattern}$`).test(path);
  if (method === "GET" && route("/services/[^/]+"))
    return {
      status: 404,
      body: envelope(null, false, [{ code: 10090, message: "workers.api.error.service_not_found" }]),
    };
  if (method === "GET" && route("/scripts/[^/]+/deployments"))
    return { status: 200, body: envelope({ deployments: [] }) };
  if (method === "GET" && route("/workers/[^/]+"))
    return { status: 200, body: envelope({ subdomain: { enabled: false, previews_enabled: false } }) };
  if (method === "PUT" && route("/scripts/[^/]+/schedules"))
    return { status: 200, body: envelope({ schedules: JSON.parse(body) as unknown }) };
  if (method === "PUT" && route("/scripts/[^/]+"))
    return { status: 200, body: envelope({ id: "worker", etag: "etag", startup_time_ms: 10 }) };
  return { status: 200, body: envelope({}) };
}

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });

export async function startCloudflareApi(): Promise<CloudflareApi> {
  const requests: ApiRequest[] = [];
  const server = createServer((request, response) => {
    void read(request).then((body) => {
      const kept = {
        method: request.method ?? "",
        path: new URL(request.url ?? "/", "http://api").pathname,
        contentType: request.headers["content-type"] ?? "",
        body,
      };
      requests.push(kept);
      const { status, body: answered } = answer(kept);
      response.writeHead(status, { "content-type": "application/json" }).end(answered);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}/client/v4`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// A stand-in for the part of Cloudflare's API that `wrangler deploy` calls to publish a Worker
// (wrangler reads CLOUDFLARE_API_BASE_URL), and that the deploy reads to learn which version is
// published. It keeps each request, and each Worker's versions with the annotations (its tag)
// wrangler sent, as the API keeps them: a new Worker's upload serves at once; an existing
// Worker's new version serves once a deployment names it, as wrangler's deploy then asks.
import { randomUUID } from "node:crypto";
import { type IncomingMessage, createServer } from "node:http";

export interface ApiRequest {
  method: string;
  path: string;
  contentType: string;
  body: string;
}

interface Version {
  id: string;
  annotations: Record<string, string>;
}

interface Script {
  /** Newest last. */
  versions: Version[];
  /** The version serving all the traffic. */
  serving?: string;
  /** Its custom domains. */
  domains?: string[];
}

export interface CloudflareApi {
  /** For CLOUDFLARE_API_BASE_URL. */
  baseUrl: string;
  requests: ApiRequest[];
  /** Each Worker by name. */
  scripts: Map<string, Script>;
  close(): Promise<void>;
}

const envelope = (result: unknown, success = true, errors: unknown[] = []) =>
  JSON.stringify({ success, errors, messages: [], result });

const notFound = {
  status: 404,
  body: envelope(null, false, [{ code: 10007, message: "This Worker does not exist on your account." }]),
};

/** What wrangler sends with a Worker's upload: its bindings (secrets among them) and annotations (its tag). */
export interface UploadMetadata {
  bindings?: { name: string; type: string; text?: string }[];
  annotations?: Record<string, string>;
}

/** The metadata part of wrangler's multipart upload. */
export function uploadMetadata(body: string): UploadMetadata {
  return JSON.parse(/name="metadata"\r\n(?:.*\r\n)*?\r\n(.*)\r\n/.exec(body)?.[1] ?? "{}") as UploadMetadata;
}

/** The answer to one call, by the routes wrangler 4 takes to publish a Worker with assets, a domain or a cron trigger. */
function answer(scripts: Map<string, Script>, { method, path, body }: ApiRequest): { status: number; body: string } {
  const match = (pattern: string) => new RegExp(`^/client/v4/accounts/[^/]+/workers${pattern}$`).exec(path);
  const named = (pattern: string) => {
    const found = match(pattern);
    return found ? decodeURIComponent(found[1] ?? "") : undefined;
  };
  const service = named("/services/([^/]+)");
  if (method === "GET" && service !== undefined) {
    if (!scripts.has(service))
      return {
        status: 404,
        body: envelope(null, false, [{ code: 10090, message: "workers.api.error.service_not_found" }]),
      };
    return {
      status: 200,
      body: envelope({ default_environment: { environment: "production", script: { tag: "tag", tags: [] } } }),
    };
  }
  const deployed = named("/scripts/([^/]+)/deployments");
  if (method === "GET" && deployed !== undefined) {
    const serving = scripts.get(deployed)?.serving;
    if (!serving) return notFound;
    return {
      status: 200,
      body: envelope({ deployments: [{ id: randomUUID(), versions: [{ version_id: serving, percentage: 100 }] }] }),
    };
  }
  if (method === "POST" && deployed !== undefined) {
    const script = scripts.get(deployed);
    const [traffic] = (JSON.parse(body) as { versions: { version_id: string; percentage: number }[] }).versions;
    if (!script || !traffic) return notFound;
    script.serving = traffic.version_id;
    return { status: 200, body: envelope({ id: randomUUID(), versions: [traffic] }) };
  }
  const version = match("/scripts/([^/]+)/versions/([^/]+)");
  if (method === "GET" && version) {
    const found = scripts.get(decodeURIComponent(version[1] ?? ""))?.versions.find(({ id }) => id === version[2]);
    return found ? { status: 200, body: envelope({ ...found, number: 1, metadata: {} }) } : notFound;
  }
  const versioned = named("/scripts/([^/]+)/versions");
  if (method === "POST" && versioned !== undefined) {
    const script = scripts.get(versioned);
    if (!script) return notFound;
    const id = randomUUID();
    script.versions.push({ id, annotations: uploadMetadata(body).annotations ?? {} });
    return {
      status: 200,
      body: envelope({
        id,
        number: script.versions.length,
        metadata: { has_preview: false },
        resources: { script: { etag: "etag" } },
        startup_time_ms: 10,
      }),
    };
  }
  if (method === "POST" && named("/scripts/([^/]+)/assets-upload-session") !== undefined)
    return { status: 200, body: envelope({ jwt: "assets-completed", buckets: [] }) };
  if (method === "GET" && named("/workers/([^/]+)") !== undefined)
    return { status: 200, body: envelope({ subdomain: { enabled: false, previews_enabled: false } }) };
  if (method === "PUT" && named("/scripts/([^/]+)/schedules") !== undefined)
    return { status: 200, body: envelope({ schedules: JSON.parse(body) as unknown }) };
  if (method === "POST" && named("/scripts/([^/]+)/domains/changeset") !== undefined)
    return {
      status: 200,
      body: envelope({ added: JSON.parse(body) as unknown, removed: [], updated: [], conflicting: [] }),
    };
  const routed = named("/scripts/([^/]+)/domains/records");
  if (method === "PUT" && routed !== undefined) {
    const script = scripts.get(routed);
    if (!script) return notFound;
    script.domains = (JSON.parse(body) as { origins: { hostname: string }[] }).origins.map(({ hostname }) => hostname);
    return { status: 200, body: envelope([]) };
  }
  const uploaded = named("/scripts/([^/]+)");
  if (method === "PUT" && uploaded !== undefined) {
    const id = randomUUID();
    const script = scripts.get(uploaded) ?? { versions: [] };
    script.versions.push({ id, annotations: uploadMetadata(body).annotations ?? {} });
    script.serving = id;
    scripts.set(uploaded, script);
    return { status: 200, body: envelope({ id: uploaded, etag: "etag", deployment_id: id, startup_time_ms: 10 }) };
  }
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
  const scripts = new Map<string, Script>();
  const server = createServer((request, response) => {
    void read(request).then((body) => {
      const kept = {
        method: request.method ?? "",
        path: new URL(request.url ?? "/", "http://api").pathname,
        contentType: request.headers["content-type"] ?? "",
        body,
      };
      requests.push(kept);
      const { status, body: answered } = answer(scripts, kept);
      response.writeHead(status, { "content-type": "application/json" }).end(answered);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}/client/v4`,
    requests,
    scripts,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

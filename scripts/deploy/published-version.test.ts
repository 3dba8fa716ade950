// Which version serves a Worker, read from (a stand-in for) Cloudflare's API: none for a Worker
// not published yet, the serving version's tag once it is, and a refusal named.
import { type Server, createServer } from "node:http";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type CloudflareApi, startCloudflareApi } from "#tests/support/cloudflare-api.ts";

import { publishedVersion } from "./published-version.ts";
import type { Settings } from "./settings.ts";
import { DeployStop } from "./step.ts";

const settings: Settings = {
  CLOUDFLARE_API_TOKEN: "cf-token",
  CLOUDFLARE_ACCOUNT_ID: "0123456789abcdef0123456789abcdef",
};

describe("publishedVersion", () => {
  let api: CloudflareApi;
  beforeAll(async () => {
    api = await startCloudflareApi();
    process.env.CLOUDFLARE_API_BASE_URL = api.baseUrl;
  });
  afterAll(async () => {
    delete process.env.CLOUDFLARE_API_BASE_URL;
    await api.close();
  });

  it("finds none for a Worker that does not exist yet", async () => {
    expect(await publishedVersion("sentinel-ai-website", settings)).toBeUndefined();
  });

  it("gives the version serving all the traffic and its tag, with the token as a bearer", async () => {
    api.scripts.set("sentinel-ai-website", {
      versions: [
        { id: "v1", annotations: { "workers/tag": "aaaaaaaaaaaaaaaaaaaaaaaa" } },
        { id: "v2", annotations: {} },
      ],
      serving: "v1",
    });
    expect(await publishedVersion("sentinel-ai-website", settings)).toEqual({
      id: "v1",
      tag: "aaaaaaaaaaaaaaaaaaaaaaaa",
    });
    api.scripts.set("sentinel-ai-website", { versions: [{ id: "v2", annotations: {} }], serving: "v2" });
    expect(await publishedVersion("sentinel-ai-website", settings)).toEqual({ id: "v2", tag: undefined });
  });

  it("names the API's refusal, and an API it cannot reach", async () => {
    const refusing: Server = createServer((request, response) => {
      const authorised = request.headers.authorization === "Bearer cf-token";
      response
        .writeHead(authorised ? 500 : 401, { "content-type": "application/json" })
        .end(
          JSON.stringify({ success: false, errors: [{ code: 10000, message: "Authentication error" }], result: null }),
        );
    });
    await new Promise<void>((resolve) => refusing.listen(0, "127.0.0.1", resolve));
    const address = refusing.address();
    process.env.CLOUDFLARE_API_BASE_URL = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    try {
      const refused = publishedVersion("sentinel-ai-website", { ...settings, CLOUDFLARE_API_TOKEN: "wrong" });
      await expect(refused).rejects.toThrow(DeployStop);
      await expect(refused).rejects.toThrow(
        "Cloudflare's API refused to give sentinel-ai-website's deployments: HTTP 401, Authentication error (10000)",
      );
    } finally {
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
    await expect(publishedVersion("sentinel-ai-website", settings)).rejects.toThrow(
      /^Cloudflare's API could not be reached to read sentinel-ai-website's deployments: /,
    );
    process.env.CLOUDFLARE_API_BASE_URL = api.baseUrl;
  });
});

import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";

import { DATA_RIGHTS_PAGES } from "#shared/data-rights-requests.ts";
import { ONE_CLICK_MAX_BYTES } from "#shared/one-click-withdrawal.ts";

import type { Database } from "./db/database.ts";
import { type ApiKeys, redactKeys } from "./keys.ts";
import { oneClickWithdrawal } from "./one-click-withdrawal.ts";
import { writeRateLimit } from "./rate-limit.ts";
import { restError } from "./rest/errors.ts";
import { restApi, restCors } from "./rest/handler.ts";
import { securityHeaders } from "./security-headers.ts";
import type { SchemaCache } from "./rest/schema.ts";
import { canonicalPages, hideHostFiles, notFoundPage, readOnlySite, staticSite } from "./static-site.ts";

export interface AppOptions {
  /** The prerendered site: build/client. */
  clientDir: string;
  db: Database;
  schema: SchemaCache;
  keys: ApiKeys;
  rateLimitPerMinute: number;
  /** Reverse proxies in front whose X-Forwarded-For is believed (TRUST_PROXY). */
  trustProxy: number;
}

/** The whole local server as a fetch-style handler; only the entry file touches the network. */
export function createApp({ clientDir, db, schema, keys, rateLimitPerMinute, trustProxy }: AppOptions): Hono {
  const app = new Hono();
  app.use("*", securityHeaders(clientDir));
  // CORS outside the rate limit, so a browser on another origin can read a 429 too.
  app.use("/rest/v1/*", restCors);
  // One allowance per client for the API and the one-click withdrawal, which writes as much.
  const rateLimit = writeRateLimit(rateLimitPerMinute, trustProxy);
  app.use("/rest/v1/*", rateLimit);
  app.route("/rest/v1", restApi({ db, schema, keys }));
  app.post(
    DATA_RIGHTS_PAGES.withdraw,
    rateLimit,
    bodyLimit({ maxSize: ONE_CLICK_MAX_BYTES, onError: (c) => c.text("Payload too large", 413) }),
    oneClickWithdrawal(db),
  );
  app.use("*", readOnlySite());
  app.use("*", hideHostFiles());
  app.use("*", canonicalPages());
  app.use("*", staticSite(clientDir));
  app.notFound(notFoundPage(clientDir));
  app.onError((error, c) => {
    console.error(redactKeys(error instanceof Error ? (error.stack ?? error.message) : String(error), keys));
    if (c.req.path.startsWith("/rest/")) {
      return restError(500, { code: "PGRST000", message: "Internal server error" });
    }
    return c.text("Internal Server Error", 500);
  });
  return app;
}

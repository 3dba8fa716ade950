import { Hono } from "hono";

import type { Database } from "./db/database.ts";
import type { ApiKeys } from "./keys.ts";
import { writeRateLimit } from "./rate-limit.ts";
import { restError } from "./rest/errors.ts";
import { restApi } from "./rest/handler.ts";
import { securityHeaders } from "./security-headers.ts";
import type { SchemaCache } from "./rest/schema.ts";
import { notFoundPage, staticSite } from "./static-site.ts";

export interface AppOptions {
  /** The prerendered site: build/client. */
  clientDir: string;
  db: Database;
  schema: SchemaCache;
  keys: ApiKeys;
  rateLimitPerMinute: number;
}

/** The whole local server as a fetch-style handler; only the entry file touches the network. */
export function createApp({ clientDir, db, schema, keys, rateLimitPerMinute }: AppOptions): Hono {
  const app = new Hono();
  app.use("*", securityHeaders(clientDir));
  app.use("/rest/v1/*", writeRateLimit(rateLimitPerMinute));
  app.route("/rest/v1", restApi({ db, schema, keys }));
  app.use("*", staticSite(clientDir));
  app.notFound(notFoundPage(clientDir));
  app.onError((error, c) => {
    console.error(error);
    if (c.req.path.startsWith("/rest/")) {
      return restError(500, { code: "PGRST000", message: "Internal server error" });
    }
    return c.text("Internal Server Error", 500);
  });
  return app;
}

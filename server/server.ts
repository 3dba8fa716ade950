import { join } from "node:path";

import { type ServerType, serve } from "@hono/node-server";

import { createApp } from "./app.ts";
import type { ServerConfig } from "./config.ts";
import type { Database } from "./db/database.ts";
import { migrate } from "./db/migrations.ts";
import { openPglite } from "./db/pglite.ts";
import { type ApiKeys, loadKeys } from "./keys.ts";
import { loadSchema } from "./rest/schema.ts";

export interface RunningServer {
  url: string;
  keys: ApiKeys;
  db: Database;
  close(): Promise<void>;
}

/**
 * Opens the database (PGlite in DATA_DIR unless one is given), applies pending migrations,
 * and serves the site and the API.
 */
export async function startServer(config: ServerConfig, { db }: { db?: Database } = {}): Promise<RunningServer> {
  const database = db ?? (await openPglite(join(config.dataDir, "pglite")));
  const applied = await migrate(database);
  if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);
  const keys = loadKeys(config.dataDir);
  const app = createApp({
    clientDir: config.clientDir,
    db: database,
    schema: await loadSchema(database),
    keys,
    rateLimitPerMinute: config.rateLimitPerMinute,
  });
  const server: ServerType = await new Promise((resolve, reject) => {
    const instance = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, () => resolve(instance));
    instance.once("error", reject);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const host = config.host.includes(":") ? `[${config.host}]` : config.host;
  return {
    url: `http://${host}:${port}`,
    keys,
    db: database,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}

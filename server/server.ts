import { join } from "node:path";

import { type ServerType, serve } from "@hono/node-server";

import { createApp } from "./app.ts";
import type { ServerConfig } from "./config.ts";
import { keepDataDirPrivate } from "./data-dir.ts";
import type { Database } from "./db/database.ts";
import { migrate } from "./db/migrations.ts";
import { openPglite } from "./db/pglite.ts";
import { deliveryConfig } from "./delivery/config.ts";
import { createMailer } from "./delivery/mailer.ts";
import { type Worker, createWorker } from "./delivery/worker.ts";
import { type ApiKeys, loadKeys } from "./keys.ts";
import { loadSchema } from "./rest/schema.ts";

export interface RunningServer {
  url: string;
  keys: ApiKeys;
  db: Database;
  worker?: Worker;
  close(): Promise<void>;
}

/**
 * Opens the database (PGlite in DATA_DIR unless one is given), applies pending migrations,
 * serves the site and the API, and (unless told not to) runs the delivery worker in-process.
 */
export async function startServer(
  config: ServerConfig,
  { db, env = process.env, delivery = true }: { db?: Database; env?: NodeJS.ProcessEnv; delivery?: boolean } = {},
): Promise<RunningServer> {
  keepDataDirPrivate(config.dataDir);
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
    trustProxy: config.trustProxy,
  });
  const server: ServerType = await new Promise((resolve, reject) => {
    const instance = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, () => resolve(instance));
    instance.once("error", reject);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const host = config.host.includes(":") ? `[${config.host}]` : config.host;
  const url = `http://${host}:${port}`;
  let worker: Worker | undefined;
  let mailer: ReturnType<typeof createMailer> | undefined;
  if (delivery) {
    const settings = deliveryConfig(env, { siteUrl: url, dataDir: config.dataDir });
    mailer = createMailer(env, settings.outboxDir);
    worker = createWorker({ db: database, mailer, ...settings });
    worker.start();
  }
  return {
    url,
    keys,
    db: database,
    worker,
    async close() {
      await worker?.stop();
      mailer?.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}

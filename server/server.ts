import { type ServerType, serve } from "@hono/node-server";

import { createApp } from "./app.ts";
import type { ServerConfig } from "./config.ts";
import { keepDataDirPrivate } from "./data-dir.ts";
import { drainable } from "./drain.ts";
import type { Database } from "./db/database.ts";
import { migrate } from "./db/migrations.ts";
import { openDataDirDatabase } from "./db/pglite.ts";
import { deliveryConfig, mailSiteUrl, webhookConfig, webhookStatus } from "./delivery/config.ts";
import { dkimConfig, dkimStatus } from "./delivery/dkim.ts";
import { createMailer } from "./delivery/mailer.ts";
import { endOrphanedLeases } from "./delivery/lease.ts";
import { logRedacted } from "./delivery/redact.ts";
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

/** How long a stopping server waits for answers in flight and the e-mails being sent. */
const DRAIN_MS = 8000;

/** `promise`, or nothing once `deadline` (a Date.now() time) has passed. */
function within(promise: Promise<unknown> | undefined, deadline: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()))));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Opens the database (PGlite in DATA_DIR, which this process then holds alone, unless one
 * is given), applies pending migrations, serves the site and the API, and (unless told not
 * to) runs the delivery worker in-process.
 */
export async function startServer(
  config: ServerConfig,
  { db, env = process.env, delivery = true }: { db?: Database; env?: NodeJS.ProcessEnv; delivery?: boolean } = {},
): Promise<RunningServer> {
  // Before anything opens: a bad webhook, site or DKIM setting stops the start with one line.
  const webhooks = delivery ? webhookConfig(env) : undefined;
  const siteUrl = delivery ? mailSiteUrl(env) : undefined;
  const dkim = delivery ? dkimConfig(env) : undefined;
  keepDataDirPrivate(config.dataDir);
  const database = db ?? (await openDataDirDatabase(config.dataDir));
  let keys: ApiKeys;
  let requests: ReturnType<typeof drainable>;
  let server: ServerType;
  try {
    const applied = await migrate(database);
    if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);
    // Opened under DATA_DIR's lock: a lease left in it is a killed process's, over now.
    if (!db) await endOrphanedLeases(database);
    // A key appended to DATA_DIR/address-hash.key since the last start: every stored hash gains its layer.
    if (!db) {
      const { rows } = await database.query<{ added: number }>("select private.apply_hash_keys() as added");
      const added = Number(rows[0]?.added ?? 0);
      if (added) console.log(`Address hashes re-keyed with ${added} new key${added === 1 ? "" : "s"}`);
    }
    keys = loadKeys(config.dataDir);
    const app = createApp({
      clientDir: config.clientDir,
      db: database,
      schema: await loadSchema(database),
      keys,
      rateLimitPerMinute: config.rateLimitPerMinute,
      trustProxy: config.trustProxy,
    });
    requests = drainable(app.fetch);
    server = await new Promise((resolve, reject) => {
      const instance = serve({ fetch: requests.fetch, hostname: config.host, port: config.port }, () =>
        resolve(instance),
      );
      instance.once("error", reject);
    });
  } catch (error) {
    // A database this call opened is closed again, which frees DATA_DIR for the next try.
    if (!db) await database.close();
    throw error;
  }
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const host = config.host.includes(":") ? `[${config.host}]` : config.host;
  const url = `http://${host}:${port}`;
  let worker: Worker | undefined;
  let mailer: ReturnType<typeof createMailer> | undefined;
  if (delivery) {
    // Report links point at the public site when SITE_URL says where it is, else (no real mail) at this server.
    const settings = deliveryConfig(env, { siteUrl: siteUrl ?? url, dataDir: config.dataDir });
    mailer = createMailer(env, settings.outboxDir, dkim);
    worker = createWorker({ db: database, mailer, ...settings, webhooks, log: logRedacted });
    await worker.start();
    console.log(webhookStatus(webhooks));
    if (env.SMTP_URL) console.log(dkimStatus(dkim));
  }
  return {
    url,
    keys,
    db: database,
    worker,
    async close() {
      const deadline = Date.now() + DRAIN_MS;
      const delivered = worker?.stop();
      const answered = requests.drain();
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => "closeAllConnections" in server && server.closeAllConnections(), DRAIN_MS);
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        if ("closeIdleConnections" in server) server.closeIdleConnections();
      });
      await Promise.all([within(answered, deadline), within(delivered, deadline)]);
      mailer?.close();
      await database.close();
    },
  };
}

// `npm run worker`: the delivery worker as its own process, against PostgreSQL
// (Supabase in production) through DATABASE_URL.
import { brand } from "#shared/brand.ts";
import { serverConfig } from "#server/config.ts";
import { openPostgres } from "#server/db/postgres.ts";

import { deliveryConfig, webhookConfig, webhookStatus } from "./config.ts";
import { createMailer } from "./mailer.ts";
import { createWorker } from "./worker.ts";

function stop(line: string): never {
  console.error(line);
  process.exit(1);
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  stop(
    "DATABASE_URL is not set: the worker needs the PostgreSQL connection string (Supabase: Project Settings > Database).",
  );
}
// Without a mail server the rows would be marked sent while the e-mails sit in a local folder.
if (!process.env.SMTP_URL) {
  stop("SMTP_URL is not set: the worker needs a mail server, e.g. smtp://user:pass@host:587.");
}

let settings: ReturnType<typeof deliveryConfig> & { webhooks: ReturnType<typeof webhookConfig> };
try {
  const { dataDir } = serverConfig();
  settings = {
    ...deliveryConfig(process.env, { siteUrl: process.env.SITE_URL || brand.url, dataDir }),
    webhooks: webhookConfig(process.env),
  };
} catch (error) {
  stop(error instanceof Error ? error.message : String(error));
}
const db = openPostgres(databaseUrl, { max: 2 });
const mailer = createMailer(process.env, settings.outboxDir);
const worker = createWorker({ db, mailer, ...settings });
worker.start();
console.log(
  `Delivery worker polling every ${settings.pollMs} ms; report link ${settings.reportUrl}; retention sweep hourly`,
);
console.log(webhookStatus(settings.webhooks));

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log("Stopping after the e-mails and webhook requests in flight…");
    void worker.stop().then(async () => {
      mailer.close();
      await db.close();
      process.exit(0);
    });
  });
}

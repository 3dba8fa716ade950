// `npm run worker`: the delivery worker as its own process, against PostgreSQL
// (Supabase in production) through DATABASE_URL.
import { brand } from "#shared/brand.ts";
import { serverConfig } from "#server/config.ts";
import { openPostgres } from "#server/db/postgres.ts";

import { deliveryConfig } from "./config.ts";
import { createMailer } from "./mailer.ts";
import { createWorker } from "./worker.ts";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    "DATABASE_URL is not set: the worker needs the PostgreSQL connection string (Supabase: Project Settings > Database).",
  );
  process.exit(1);
}
// Without a mail server the rows would be marked sent while the e-mails sit in a local folder.
if (!process.env.SMTP_URL) {
  console.error("SMTP_URL is not set: the worker needs a mail server, e.g. smtp://user:pass@host:587.");
  process.exit(1);
}

const { dataDir } = serverConfig();
const config = deliveryConfig(process.env, { siteUrl: process.env.SITE_URL || brand.url, dataDir });
const db = openPostgres(databaseUrl, { max: 2 });
const mailer = createMailer(process.env, config.outboxDir);
const worker = createWorker({ db, mailer, ...config });
worker.start();
console.log(`Delivery worker polling every ${config.pollMs} ms; report link ${config.reportUrl}`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log("Stopping after the e-mail in flight…");
    void worker.stop().then(async () => {
      mailer.close();
      await db.close();
      process.exit(0);
    });
  });
}

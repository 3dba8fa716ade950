// `npm run worker`: the delivery worker as its own process, against PostgreSQL
// (Supabase in production) through DATABASE_URL.
import { brand } from "#shared/brand.ts";
import { serverConfig } from "#server/config.ts";
import { openPostgres } from "#server/db/postgres.ts";

import { deliveryConfig, mailSiteUrl, webhookConfig, webhookStatus } from "./config.ts";
import { type DkimSigning, dkimConfig, dkimStatus } from "./dkim.ts";
import { createMailer } from "./mailer.ts";
import { logRedacted } from "./redact.ts";
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
let dkim: DkimSigning | undefined;
try {
  const { dataDir } = serverConfig();
  settings = {
    // SMTP_URL is set, so mailSiteUrl refuses a missing SITE_URL: the brand's URL is a placeholder.
    ...deliveryConfig(process.env, { siteUrl: mailSiteUrl(process.env) ?? brand.url, dataDir }),
    webhooks: webhookConfig(process.env),
  };
  dkim = dkimConfig(process.env);
} catch (error) {
  stop(error instanceof Error ? error.message : String(error));
}
const db = openPostgres(databaseUrl, { max: 2 });
const mailer = createMailer(process.env, settings.outboxDir, dkim);
const worker = createWorker({ db, mailer, ...settings, log: logRedacted });
await worker.start();
console.log(
  `Delivery worker polling every ${settings.pollMs} ms; report link ${settings.reportUrl}; retention sweep hourly`,
);
console.log(webhookStatus(settings.webhooks));
console.log(dkimStatus(dkim));

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

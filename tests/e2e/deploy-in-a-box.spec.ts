// The whole deploy against a production in a box. `npm run deploy -- database` migrates a
// PostgreSQL shaped like Supabase's; the local server's Data API, PostgREST's stand-in, serves
// that database; the site is built by the deploy and served by workerd as wrangler.jsonc has it;
// a person asks for the report there; the delivery Worker's cron trigger fires on workerd and
// mails the report and signs the lead event; and `verify` passes against it all, the delivery
// heartbeat included. Only Cloudflare's API is not called: the site step runs as a dry run.
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { type ServerType, serve } from "@hono/node-server";
import { Webhook } from "standardwebhooks";

import { PRODUCTION_BUILD_DIR } from "#scripts/deploy/site.ts";
import { createApp } from "#server/app.ts";
import { openPostgres } from "#server/db/postgres.ts";
import { loadSchema } from "#server/rest/schema.ts";
import { REPORT_PATH } from "#shared/build.ts";
import { REPORT_TITLE } from "#shared/free-report.ts";
import { LOCAL_ANON_KEY } from "#shared/leads.ts";
import { holdDeployBuild } from "#tests/support/deploy-build-lock.ts";
import { runDeploy } from "#tests/support/deploy-process.ts";
import { forms } from "#tests/support/forms.ts";
import { type MailServer, startMailServer } from "#tests/support/mail-server.ts";
import { type PagesDev, startScheduledDev, startWorkerDev } from "#tests/support/pages-dev.ts";
import { type PostgresCluster, postgresForTests, startPostgres } from "#tests/support/postgres-cluster.ts";
import { createSupabaseRoles, shapedDatabase } from "#tests/support/supabase-shape.ts";
import { E2E_WEBHOOK_SECRET, type WebhookReceiver, startWebhookReceiver } from "#tests/support/webhook-receiver.ts";

import { expect, test, uniqueEmail } from "./fixtures.ts";

const { bin, skip } = postgresForTests("the deploy in a box");
const root = join(import.meta.dirname, "..", "..");

/** The Data API as Supabase serves it, over `databaseUrl`: the local server's PostgREST, without its site or its migrations. */
async function startDataApi(databaseUrl: string, folder: string): Promise<{ origin: string; stop(): Promise<void> }> {
  const db = openPostgres(databaseUrl);
  const app = createApp({
    clientDir: folder,
    db,
    schema: await loadSchema(db),
    keys: { anon: LOCAL_ANON_KEY, service: "service-key-of-the-box" },
    rateLimitPerMinute: 0,
    trustProxy: 0,
  });
  const server = await new Promise<ServerType>((resolve) => {
    const instance = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, () => resolve(instance));
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}

test.describe("the deploy, in a box", () => {
  test.skip(skip, "no PostgreSQL server binaries on this machine");

  let cluster: PostgresCluster | undefined;
  let folder: string;
  let smtp: MailServer | undefined;
  let receiver: WebhookReceiver | undefined;
  const stops: (() => Promise<void>)[] = [];

  test.beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), "sentinel-deploy-box-"));
    [smtp, receiver] = await Promise.all([startMailServer(), startWebhookReceiver()]);
  });

  test.afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
    await Promise.all([smtp?.close(), receiver?.close()]);
    cluster?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  test("migrates the database, serves the site on workerd, delivers a report request on the cron trigger, and verify passes", async ({
    page,
  }) => {
    test.setTimeout(600_000);
    cluster = await startPostgres(bin);
    await createSupabaseRoles(cluster.url);
    const databaseUrl = await shapedDatabase(cluster.url, "production");
    const migrated = await runDeploy(["database"], { SUPABASE_DB_URL: databaseUrl }, folder);
    expect(migrated.code, migrated.output).toBe(0);

    const api = await startDataApi(databaseUrl, folder);
    stops.push(api.stop);
    const supabase = { SUPABASE_URL: api.origin, SUPABASE_ANON_KEY: LOCAL_ANON_KEY };
    stops.push(await holdDeployBuild());
    const built = await runDeploy(["site", "--dry-run"], { ...supabase, SITE_URL: "https://www.example.in" }, folder);
    expect(built.code, built.output).toBe(0);
    const site: PagesDev = await startWorkerDev(supabase);
    stops.push(site.stop);

    // A person asks for the report on the site as the host serves it.
    const email = uniqueEmail("box");
    await page.goto(`${site.base}/#report`);
    await page.getByRole("button", { name: "Download Free Report" }).click();
    const card = page.locator("#report");
    await card.getByLabel("First Name *").fill("Ananya");
    await card.getByLabel("Last Name *").fill("Rao");
    await card.getByLabel("Work Email *").fill(email);
    await card.getByLabel("Designation *").fill("Chief Risk Officer");
    await card.getByLabel("Company Name *").fill("Kaveri Bank");
    await card.getByLabel("Country *").selectOption("India");
    await page.getByRole("button", { name: forms.reportOffer.form.submit }).click();
    await expect(page.getByText(forms.reportOffer.thankYou.description)).toBeVisible();

    // The platform's schedule: one delivery pass on the Worker's own runtime.
    const worker = await startScheduledDev(join(root, "wrangler.delivery.jsonc"), {
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp?.url ?? "",
      SITE_URL: site.base,
      NOTIFY_TO: "sales@example.in",
      LEAD_WEBHOOK_URL: receiver?.url ?? "",
      LEAD_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
    });
    try {
      const fired = await fetch(`${worker.base}/__scheduled?cron=*+*+*+*+*`);
      expect(fired.status, worker.output()).toBe(200);
    } finally {
      await worker.stop();
    }

    const report = smtp?.received.find((mail) => JSON.stringify(mail.to).includes(email));
    expect(report?.subject).toContain(REPORT_TITLE);
    const link = report?.text?.match(/https?:\/\/\S+\.pdf/)?.[0] ?? "";
    expect(link).toBe(`${site.base}${REPORT_PATH}`);
    const pdf = await fetch(link);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const event = receiver?.received.find((receipt) => receipt.body.includes(email));
    expect(event, JSON.stringify(receiver?.received)).toBeDefined();
    expect(new Webhook(E2E_WEBHOOK_SECRET).verify(event?.body ?? "", event?.headers ?? {})).toMatchObject({
      type: "lead.report_request.created",
    });

    // The smoke test of the live site, with the database: every check passes, the heartbeat's too.
    const verified = await runDeploy(
      ["verify", "--url", site.base],
      { ...supabase, SUPABASE_DB_URL: databaseUrl, BUILD_DIR: PRODUCTION_BUILD_DIR },
      folder,
    );
    expect(verified.output).toMatch(/verify: (\d+) of \1 checks passed/);
    expect(verified.output).toMatch(
      /the delivery heartbeat \(the last pass [\d.]+ min ago: 1 e-mails and 1 lead events\)/,
    );
    expect(verified.code, verified.output).toBe(0);
    // Its insert probe stored nothing: no careers alert, and no lead event for the team's tools.
    const db = openPostgres(databaseUrl);
    try {
      const { rows } = await db.query<{ alerts: number; events: number }>(
        `select (select count(*)::int from public.career_alerts) as alerts,
           (select count(*)::int from private.lead_events where type = 'lead.career_alert.created') as events`,
      );
      expect(rows[0]).toEqual({ alerts: 0, events: 0 });
    } finally {
      await db.close();
    }
  });
});

// The delivery step: its dry run bundles the delivery Worker offline and names its schedule and
// secrets; publishing without Cloudflare's credentials stops, naming them, and with them uploads
// the Worker, its secrets and its cron trigger to a stand-in for Cloudflare's API. And the scheduled
// pass as Cloudflare runs it: the delivery Worker (wrangler.delivery.jsonc) on workerd, its cron
// trigger fired by hand, against PostgreSQL shaped like a Supabase project and migrated by the
// deploy's database step. It delivers a report e-mail to a local SMTP server and a signed lead
// event to a local receiver, and writes the heartbeat.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import pg from "pg";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startCloudflareApi, uploadMetadata } from "#tests/support/cloudflare-api.ts";
import { runDeploy } from "#tests/support/deploy-process.ts";
import { type MailServer, startMailServer } from "#tests/support/mail-server.ts";
import { type PagesDev, startScheduledDev } from "#tests/support/pages-dev.ts";
import { type PostgresCluster, postgresForTests, startPostgres } from "#tests/support/postgres-cluster.ts";
import { createSupabaseRoles, shapedDatabase } from "#tests/support/supabase-shape.ts";
import { E2E_WEBHOOK_SECRET, type WebhookReceiver, startWebhookReceiver } from "#tests/support/webhook-receiver.ts";
import { CURRENT_NOTICE_VERSION } from "#shared/data-rights.ts";

import { heartbeatCheck } from "./verify.ts";
import { REPORT_TITLE } from "#shared/free-report.ts";

const root = join(import.meta.dirname, "..", "..");
const { bin, skip } = postgresForTests("the scheduled delivery pass");

async function query<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

const settings = {
  SUPABASE_DB_URL: "postgresql://postgres.ref:db-password@pooler.example.net:5432/postgres",
  SMTP_URL: "smtp://mailer:smtp-password@smtp.example.net:587",
  SITE_URL: "https://www.example.in",
};

describe("npm run deploy -- delivery", () => {
  const folder = mkdtempSync(join(tmpdir(), "sentinel-deploy-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("bundles the delivery Worker offline in a dry run, and names its schedule and the secrets it would set", async () => {
    const { code, output } = await runDeploy(["delivery", "--dry-run"], settings, folder);
    expect(output).toMatch(/delivery: wrangler: Total Upload: [\d.]+ KiB/);
    expect(output).toContain("delivery: wrangler: --dry-run: exiting now.");
    expect(output).toContain("delivery: would publish the delivery Worker with wrangler.delivery.jsonc");
    expect(output).toContain("delivery: its cron trigger: * * * * * (UTC)");
    expect(output).toContain(
      "would set the delivery Worker's secrets DATABASE_URL, LEAD_WEBHOOK_SECRET, LEAD_WEBHOOK_URL, MAIL_FROM, NOTIFY_TO, SITE_URL, SMTP_URL",
    );
    expect(output).not.toContain("password");
    expect(code, output).toBe(0);
  }, 120_000);

  it("stops before publishing without Cloudflare's credentials, naming them", async () => {
    const { code, output } = await runDeploy(["delivery"], settings, folder);
    expect(output).toContain("CLOUDFLARE_API_TOKEN is missing");
    expect(output).toContain("CLOUDFLARE_ACCOUNT_ID is missing");
    expect(output).toContain("nothing was changed");
    expect(code).toBe(2);
  });

  it("publishes the Worker with its secrets, its tag and its cron trigger through Cloudflare's API; a second run changes nothing and says so", async () => {
    const api = await startCloudflareApi();
    try {
      const cloudflare = {
        CLOUDFLARE_API_BASE_URL: api.baseUrl,
        CLOUDFLARE_API_TOKEN: "deploy-check-token",
        CLOUDFLARE_ACCOUNT_ID: "0123456789abcdef0123456789abcdef",
      };
      const { code, output } = await runDeploy(["delivery"], { ...settings, ...cloudflare }, folder);
      expect(output).toContain(
        "delivery: published the delivery Worker with its secrets DATABASE_URL, LEAD_WEBHOOK_SECRET, LEAD_WEBHOOK_URL, MAIL_FROM, NOTIFY_TO, SITE_URL, SMTP_URL",
      );
      expect(output).toContain("delivery: the delivery Worker runs * * * * * (UTC)");
      expect(output).not.toContain("password");
      expect(code, output).toBe(0);

      const uploads = () =>
        api.requests.filter(
          ({ method, path }) =>
            (method === "PUT" && path.endsWith("/workers/scripts/sentinel-ai-delivery")) ||
            (method === "POST" && path.endsWith("/workers/scripts/sentinel-ai-delivery/versions")),
        );
      const [upload] = uploads();
      expect(upload?.contentType).toMatch(/^multipart\/form-data/);
      const metadata = uploadMetadata(upload?.body ?? "");
      expect(metadata.bindings).toEqual(
        expect.arrayContaining([
          { name: "DATABASE_URL", type: "secret_text", text: settings.SUPABASE_DB_URL },
          { name: "SMTP_URL", type: "secret_text", text: settings.SMTP_URL },
          { name: "SITE_URL", type: "secret_text", text: settings.SITE_URL },
          { name: "LEAD_WEBHOOK_URL", type: "secret_text", text: "" },
        ]),
      );
      const tag = metadata.annotations?.["workers/tag"] ?? "";
      expect(tag).toMatch(/^[0-9a-f]{24}$/);
      expect(output).toContain(`(tag ${tag})`);
      const schedules = api.requests.find(({ path }) => path.endsWith("/schedules"));
      expect(JSON.parse(schedules?.body ?? "null")).toEqual([{ cron: "* * * * *" }]);
      const subdomain = api.requests.find(({ method, path }) => method === "POST" && path.endsWith("/subdomain"));
      expect(JSON.parse(subdomain?.body ?? "null")).toEqual({ enabled: false, previews_enabled: false });

      const delivery = () => api.scripts.get("sentinel-ai-delivery");
      const [published] = delivery()?.versions ?? [];
      const again = await runDeploy(["delivery"], { ...settings, ...cloudflare }, folder);
      expect(again.output).toContain(
        `delivery: nothing changed for the delivery Worker: version ${published?.id} has this build and these settings (tag ${tag})`,
      );
      expect(again.code, again.output).toBe(0);
      expect(uploads()).toHaveLength(1);
      const planned = await runDeploy(["delivery", "--dry-run"], { ...settings, ...cloudflare }, folder);
      expect(planned.output).toContain(
        `delivery: would change nothing for the delivery Worker: version ${published?.id}`,
      );
      expect(planned.code, planned.output).toBe(0);

      // A new mail server's login is a new version, though the code is the same.
      const moved = { ...settings, ...cloudflare, SMTP_URL: "smtp://mailer:new-password@smtp.example.net:587" };
      const changed = await runDeploy(["delivery"], moved, folder);
      expect(changed.output).toContain("delivery: publishing the delivery Worker with wrangler.delivery.jsonc (tag ");
      expect(changed.code, changed.output).toBe(0);
      expect(uploads()).toHaveLength(2);
      const serving = delivery()?.versions.find(({ id }) => id === delivery()?.serving);
      expect(serving?.annotations["workers/tag"]).toMatch(/^[0-9a-f]{24}$/);
      expect(serving?.annotations["workers/tag"]).not.toBe(tag);
    } finally {
      await api.close();
    }
  }, 240_000);

  it("stops on a setting the delivery pass would refuse, naming it", async () => {
    const { code, output } = await runDeploy(
      ["delivery", "--dry-run"],
      { ...settings, LEAD_WEBHOOK_URL: "https://hooks.example.net/leads" },
      folder,
    );
    expect(output).toContain("delivery: stopped: LEAD_WEBHOOK_SECRET is not set");
    expect(code).toBe(1);
  });
});

describe.skipIf(skip)("the scheduled delivery pass on workerd", () => {
  let cluster: PostgresCluster;
  let folder: string;
  let databaseUrl: string;
  let smtp: MailServer;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    cluster = await startPostgres(bin);
    await createSupabaseRoles(cluster.url);
    databaseUrl = await shapedDatabase(cluster.url, "delivery");
    folder = mkdtempSync(join(tmpdir(), "sentinel-deploy-"));
    const migrated = await runDeploy(["database"], { SUPABASE_DB_URL: databaseUrl }, folder);
    expect(migrated.code, migrated.output).toBe(0);
    [smtp, receiver] = await Promise.all([startMailServer(), startWebhookReceiver()]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([smtp?.close(), receiver?.close()]);
    cluster?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it("leaves verify's heartbeat check skipped before the first pass, and when the database cannot be reached", async () => {
    expect(await heartbeatCheck(databaseUrl)).toEqual({ skipped: "no delivery pass has run yet" });
    expect(await heartbeatCheck("postgresql://postgres@127.0.0.1:1/postgres")).toMatchObject({
      skipped: expect.stringContaining("SUPABASE_DB_URL cannot be reached") as unknown,
    });
  });

  it("delivers a report e-mail and a signed lead event when its cron trigger fires, and writes the heartbeat", async () => {
    const address = `reader${Date.now()}@bank.example`;
    const [lead] = await query<{ id: number }>(
      databaseUrl,
      `insert into public.download_report (first_name, last_name, email, company, designation, country, notice_version, notice_language)
       values ('Ananya', 'Rao', $1, 'Kaveri Bank', 'CRO', 'India', $2, 'en') returning id`,
      [address, CURRENT_NOTICE_VERSION],
    );
    let worker: PagesDev | undefined;
    try {
      worker = await startScheduledDev(join(root, "wrangler.delivery.jsonc"), {
        DATABASE_URL: databaseUrl,
        SMTP_URL: smtp.url,
        SITE_URL: "http://127.0.0.1:5090",
        NOTIFY_TO: "sales@example.in",
        LEAD_WEBHOOK_URL: receiver.url,
        LEAD_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
      });
      const fired = await fetch(`${worker.base}/__scheduled?cron=*+*+*+*+*`);
      expect(fired.status, `${await fired.text()}\n${worker.output()}`).toBe(200);
    } finally {
      await worker?.stop();
    }

    const report = smtp.received.find((mail) => JSON.stringify(mail.to).includes(address));
    expect(report?.subject).toContain(REPORT_TITLE);
    expect(report?.text).toContain("http://127.0.0.1:5090/");
    const event = receiver.received.find((receipt) => receipt.body.includes(address));
    expect(event, JSON.stringify(receiver.received)).toBeDefined();
    const verified = new Webhook(E2E_WEBHOOK_SECRET).verify(event?.body ?? "", event?.headers ?? {}) as {
      type: string;
      data: { id: number };
    };
    expect(verified).toMatchObject({ type: "lead.report_request.created", data: { id: Number(lead?.id) } });

    const [heartbeat] = await query<{ recent: boolean; emails: number; webhooks: number; finished: boolean }>(
      databaseUrl,
      "select passed_at > now() - interval '1 minute' as recent, emails, webhooks, finished from private.delivery_heartbeat",
    );
    expect(heartbeat).toEqual({ recent: true, emails: 1, webhooks: 1, finished: true });
  }, 240_000);

  it("passes verify's heartbeat check after the pass, and fails it once the heartbeat is stale", async () => {
    expect(await heartbeatCheck(databaseUrl)).toMatchObject({
      name: expect.stringMatching(
        /^the delivery heartbeat \(the last pass 0\.\d min ago: 1 e-mails and 1 lead events\)$/,
      ) as unknown,
      problem: undefined,
    });
    await query(databaseUrl, "update private.delivery_heartbeat set passed_at = now() - interval '10 minutes'");
    expect(await heartbeatCheck(databaseUrl)).toMatchObject({
      problem: "is 10.0 min old, over 5: the delivery Worker's passes have stopped",
    });
  });
});

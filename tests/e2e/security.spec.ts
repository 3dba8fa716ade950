import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { APIRequestContext } from "@playwright/test";
import { simpleParser } from "mailparser";

import { LOCAL_ANON_KEY } from "#shared/leads.ts";
import { careerAlert, consentRecord } from "#tests/support/lead-rows.ts";
import { type ServerProcess, startServerProcess } from "#tests/support/server-process.ts";
import { stopUnderLoad } from "#tests/support/stop-under-load.ts";

import {
  EVERY_PAGE_TIMEOUT,
  expect,
  outboxMail,
  pages,
  readRows,
  scrollToY,
  scrollY,
  test,
  uniqueEmail,
} from "./fixtures.ts";

// Each test below repeats one probe an attacker or an operator ran against the real server,
// named first in its title; together they keep the defects those probes found fixed.

const dataDir = process.env.E2E_DATA_DIR ?? "data/e2e";
const serviceKey = () => readFileSync(join(dataDir, "service-role-key"), "utf8").trim();
const anonHeaders = { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` };
const json = { ...anonHeaders, "content-type": "application/json" };

const report = (email: string, overrides: Record<string, string> = {}) => ({
  first_name: "Ananya",
  last_name: "Rao",
  email,
  company: "Kaveri Bank",
  designation: "Chief Risk Officer",
  country: "India",
  status: "Requested",
  ...consentRecord,
  ...overrides,
});

const contact = (email: string, overrides: Record<string, string> = {}) => ({
  first_name: "Rohit",
  last_name: "Malhotra",
  full_name: "Rohit Malhotra",
  email,
  company: "Aravalli Capital",
  phone: "+91 98765 43210",
  question: "Pricing Information",
  message: "Please call us.",
  referer: "/contact",
  form_source: "contact-us-form",
  ...consentRecord,
  ...overrides,
});

/** An address at a domain of its own, so the per-domain report cap never meets other tests. */
let sequence = 0;
const addressAt = (domain: string) => `probe.${Date.now()}.${(sequence += 1)}@${domain}`;

const post = (request: APIRequestContext, table: string, data: unknown) =>
  request.post(`/rest/v1/${table}`, { headers: json, data });

test.describe("security headers", () => {
  test("every page loads under its enforced CSP without a violation, and its scripts run", async ({ page }) => {
    // The scroll-to-top button then jumps, rather than animating, to the top.
    await page.emulateMedia({ reducedMotion: "reduce" });
    test.setTimeout(EVERY_PAGE_TIMEOUT);
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    for (const path of [...pages, "/no-such-page"]) {
      const response = await page.goto(path);
      const csp = response?.headers()["content-security-policy"] ?? "";
      expect(csp, path).toContain("script-src 'self' 'sha256-");
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      for (const directive of [
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        "connect-src 'self'",
      ]) {
        expect(csp, path).toContain(directive);
      }
      // Only the page's script shows the scroll-to-top button and makes it work.
      await scrollToY(page, 400);
      await page.getByRole("button", { name: "Scroll to top" }).click();
      await expect.poll(() => scrollY(page), { message: path }).toBe(0);
    }
    expect(violations).toEqual([]);
  });

  test("sends the hardening headers with every response", async ({ request }) => {
    for (const path of ["/", "/assets/../robots.txt", "/sitemap-index.xml", "/no-such-page"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["strict-transport-security"], path).toContain("max-age=");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], path).toContain("camera=()");
    }
  });

  test("*/index.html: redirected (301) to the page's canonical URL, so no HTML answer lacks its CSP", async ({
    request,
  }) => {
    for (const [path, canonical] of [
      ["/index.html", "/"],
      ["/about/index.html", "/about"],
      ["/solutions/index.html", "/solutions"],
    ] as const) {
      const redirect = await request.get(path, { maxRedirects: 0 });
      expect([redirect.status(), redirect.headers()["location"]], path).toEqual([301, canonical]);
      const page = await request.get(path);
      expect(page.headers()["content-security-policy"], path).toContain("script-src 'self' 'sha256-");
    }
  });
});

test.describe("probes of the site's own defences", () => {
  test("SQL injection: hostile values are stored as text and filters never run them", async ({ request }) => {
    const email = addressAt("sqli.example");
    const hostile = { full_name: "Robert'); DROP TABLE contact_messages; --", company: "' OR 1=1 -- $$" };
    expect((await post(request, "contact_messages", contact(email, hostile))).status()).toBe(201);
    expect(await readRows("contact_messages", email)).toMatchObject([hostile]);
    const service = { apikey: serviceKey(), Authorization: `Bearer ${serviceKey()}` };
    const injected = await request.get(`/rest/v1/contact_messages?select=id&email=eq.x'%20or%20'1'='1`, {
      headers: service,
    });
    expect([injected.status(), await injected.json()]).toEqual([200, []]);
  });

  test("auth bypass: the anon key may only insert, and a wrong or mismatched key is refused", async ({ request }) => {
    for (const table of ["contact_messages", "download_report", "career_alerts"]) {
      const read = await request.get(`/rest/v1/${table}?select=*`, { headers: anonHeaders });
      const update = await request.patch(`/rest/v1/${table}?id=gt.0`, { headers: json, data: { email: "x@y.co" } });
      const remove = await request.delete(`/rest/v1/${table}?id=gt.0`, { headers: anonHeaders });
      for (const answer of [read, update, remove]) {
        expect([answer.status(), (await answer.json()).code], table).toEqual([401, "42501"]);
      }
    }
    const wrong = await request.get("/rest/v1/contact_messages", { headers: { apikey: "sentinel-service-guess" } });
    const mismatched = await request.get("/rest/v1/contact_messages", {
      headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${serviceKey()}` },
    });
    expect([wrong.status(), mismatched.status()]).toEqual([401, 401]);
  });

  test("path traversal: an encoded ../ never reaches a file outside the site", async ({ request }) => {
    for (const path of [
      "/..%2f..%2fpackage.json",
      "/assets/..%2f..%2f..%2fserver%2fstart.ts",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/assets/%2e%2e%2f%2e%2e%2fdata%2fe2e%2fservice-role-key",
    ]) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(404);
      expect(await answer.text(), path).not.toMatch(/"name": "sentinel-ai-website"|root:x:0|sentinel-service-/);
    }
  });
});

test.describe("probes of the lead pipeline", () => {
  test("data at rest: after a form submit no file under DATA_DIR is open to other local users", async ({ page }) => {
    const email = uniqueEmail("at-rest");
    await page.goto("/careers");
    await page.getByRole("button", { name: "Notify Me When Roles Open" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Full Name *").fill("Neha Kulkarni");
    await dialog.getByLabel("Email Address *").fill(email);
    await dialog.getByRole("button", { name: "Notify Me" }).click();
    await expect(page.getByText("Thank you for your message!")).toBeVisible();
    expect(await readRows("career_alerts", email)).toHaveLength(1);
    const entries = [dataDir, ...readdirSync(dataDir, { recursive: true }).map((name) => join(dataDir, String(name)))];
    const open = entries
      .map((path) => ({ path, mode: statSync(path).mode & 0o777 }))
      .filter(({ mode }) => (mode & 0o077) !== 0)
      .map(({ path, mode }) => `${path} ${mode.toString(8)}`);
    expect(open).toEqual([]);
  });

  test("row flood: a request under 64 KiB with 520 report rows is refused (413) and stores nothing", async ({
    request,
  }) => {
    const stamp = Date.now() % 100_000;
    const rows = Array.from({ length: 520 }, (_, i) => ({
      first_name: "A",
      last_name: "B",
      email: `r${i}.${stamp}@f${i % 52}.in`,
      company: "C",
      designation: "D",
      country: "India",
    }));
    expect(JSON.stringify(rows).length).toBeLessThan(64 * 1024);
    const answer = await post(request, "download_report", rows);
    expect([answer.status(), await answer.json()]).toEqual([
      413,
      expect.objectContaining({ code: "PT413", message: "Too many rows in one request" }),
    ]);
    expect(await readRows("download_report", rows[0]?.email ?? "")).toEqual([]);
  });

  // At a provider that delivers name+tag@ to name@; elsewhere a +tag is another person's address.
  test("plus-addressing: victim+N@gmail.com variants count as one address for its five an hour", async ({
    request,
  }) => {
    const victim = addressAt("gmail.com");
    const [local, domain] = victim.split("@");
    const statuses = [];
    for (let i = 1; i <= 6; i++)
      statuses.push(
        (await post(request, "career_alerts", careerAlert(`${local}+${i}@${domain}`, { full_name: "N" }))).status(),
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  test("report flood to one domain: requests past ten an hour are held for review and never mailed", async ({
    request,
  }) => {
    test.setTimeout(60_000);
    const flood = Array.from({ length: 12 }, () => addressAt("one-target.example"));
    for (const email of flood) expect((await post(request, "download_report", report(email))).status()).toBe(201);
    const genuine = addressAt("kaveri-bank.example");
    expect((await post(request, "download_report", report(genuine))).status()).toBe(201);
    await expect
      .poll(async () => (await readRows("download_report", genuine))[0]?.status, { timeout: 30_000 })
      .toBe("Sent");
    for (const email of flood.slice(0, 10)) {
      await expect
        .poll(async () => (await readRows("download_report", email))[0]?.status, { timeout: 30_000 })
        .toBe("Sent");
    }
    for (const email of flood.slice(10)) {
      expect(await readRows("download_report", email)).toMatchObject([
        { status: "Requested", attempts: 0, review_reason: expect.stringContaining("Held") },
      ]);
      await expect(outboxMail(email)).rejects.toThrow("no e-mail");
    }
  });

  test("visitor text in e-mails: a phishing line typed as a name never reaches the requester", async ({ request }) => {
    const email = addressAt("phish-target.example");
    const name = "Your account is locked: verify at https://kyc-verify.example/login\u202e";
    expect((await post(request, "download_report", report(email, { first_name: name }))).status()).toBe(201);
    await expect
      .poll(async () => (await readRows("download_report", email))[0]?.status, { timeout: 30_000 })
      .toBe("Sent");
    const mail = await outboxMail(email);
    for (const fragment of ["kyc-verify.example", "locked", "verify at", "\u202e"])
      expect(mail).not.toContain(fragment);
    expect(mail.split("\n")[0]).toBe("Hello,");
  });

  test("leads CLI: list shows escape sequences escaped, export neutralises formulas, JSON stays verbatim", async ({
    request,
  }) => {
    const email = addressAt("cli.example");
    const hostile = { company: "\u001b]0;owned\u0007Evil", full_name: '=HYPERLINK("https://evil.example","Open")' };
    expect((await post(request, "contact_messages", contact(email, hostile))).status()).toBe(201);
    const env = { ...process.env, HOST: "127.0.0.1", PORT: process.env.E2E_PORT ?? "4173", DATA_DIR: dataDir };
    const leads = (...args: string[]) =>
      execFileSync(process.execPath, ["scripts/leads.ts", ...args], { env, encoding: "utf8" });
    const listed = leads("list", "contact_messages");
    expect(listed).toContain("\\x1b]0;owned\\x07Evil");
    expect(listed).not.toContain("\u001b");
    const csvLine =
      leads("export", "contact_messages")
        .split("\n")
        .find((line) => line.includes(email)) ?? "";
    expect(csvLine).toContain(`"'=HYPERLINK(""https://evil.example"",""Open"")`);
    const exported = JSON.parse(leads("export", "contact_messages", "--format", "json")) as {
      email: string;
      company: string;
      full_name: string;
    }[];
    expect(exported.find((row) => row.email === email)).toMatchObject(hostile);
  });

  test("invalid UTF-8 in a body: 400 PGRST102 and nothing stored", async ({ request }) => {
    const email = addressAt("utf8.example");
    // Two bytes that begin no UTF-8 character, where the company name is.
    const invalid = Buffer.from(
      JSON.stringify(contact(email, { company: "Kaveri XX" })).replace("XX", "\xff\xfe"),
      "latin1",
    );
    const answer = await request.post("/rest/v1/contact_messages", { headers: json, data: invalid });
    expect([answer.status(), (await answer.json()).code]).toEqual([400, "PGRST102"]);
    expect(await readRows("contact_messages", email)).toEqual([]);
  });

  test("JSON nested 5,000 deep: 400, and the server keeps serving", async ({ request }) => {
    const deep = `{"first_name": ${"[".repeat(5000)}${"]".repeat(5000)}}`;
    const answer = await request.post("/rest/v1/contact_messages", { headers: json, data: deep });
    expect(answer.status()).toBe(400);
    expect((await post(request, "contact_messages", contact(addressAt("deep.example")))).status()).toBe(201);
  });

  test("?apikey= on GET, PATCH and DELETE: never a filter, and no answer repeats the key", async ({ request }) => {
    const key = serviceKey();
    const read = await request.get(`/rest/v1/contact_messages?select=id&limit=1&apikey=${key}`);
    expect(read.status()).toBe(200);
    const update = await request.patch(`/rest/v1/career_alerts?id=eq.0&apikey=${LOCAL_ANON_KEY}`, {
      headers: { "content-type": "application/json" },
      data: { email: "x@y.co" },
    });
    const remove = await request.delete(`/rest/v1/career_alerts?id=eq.0&apikey=${LOCAL_ANON_KEY}`);
    expect([update.status(), remove.status()]).toEqual([401, 401]);
    for (const query of [`id=eq.${key}`, `${key}=eq.1`, `x=${key}`]) {
      const failed = await request.get(`/rest/v1/contact_messages?${query}&apikey=${key}`);
      expect(failed.status(), query).toBeGreaterThanOrEqual(400);
      expect(await failed.text(), query).not.toContain(key);
    }
  });
});

test.describe("probes of npm start's settings and shutdown", () => {
  // One server with its own settings for the whole group, started once, in one worker.
  test.describe.configure({ mode: "default" });

  let limited: ServerProcess;
  const limitedData = mkdtempSync(join(tmpdir(), "sentinel-e2e-limited-"));

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    limited = await startServerProcess({
      DATA_DIR: limitedData,
      RATE_LIMIT_PER_MINUTE: "3",
      TRUST_PROXY: "1",
      SITE_URL: "https://www.sentinel-ai.example",
      WORKER_POLL_MS: "100",
    });
  });
  test.afterAll(async () => {
    limited?.child.kill("SIGTERM");
    await limited?.exited;
    rmSync(limitedData, { recursive: true, force: true });
  });

  test("429 from another origin: the browser reads the 429, its Retry-After and RateLimit headers", async ({
    page,
  }) => {
    // A fresh page is about:blank: an origin of its own ("null"), with no CSP of the site's.
    const answers = await page.evaluate(
      async ({ url, key, alert }) => {
        const seen = [];
        for (let i = 0; i < 4; i++) {
          const response = await fetch(url, {
            method: "POST",
            headers: { apikey: key, "content-type": "application/json", "x-forwarded-for": "198.51.100.20" },
            body: JSON.stringify({ ...alert, email: `cors${i}.${Date.now()}@cors.example` }),
          });
          seen.push({
            status: response.status,
            retryAfter: response.headers.get("retry-after"),
            remaining: response.headers.get("ratelimit-remaining"),
          });
        }
        return seen;
      },
      { url: `${limited.base}/rest/v1/career_alerts`, key: LOCAL_ANON_KEY, alert: careerAlert("", { full_name: "N" }) },
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 429]);
    expect(answers[3]?.remaining).toBe("0");
    expect(Number(answers[3]?.retryAfter)).toBeGreaterThan(0);
  });

  test("behind a proxy: with TRUST_PROXY=1 each forwarded client has its own write limit", async ({ request }) => {
    const write = (client: string) =>
      request.post(`${limited.base}/rest/v1/career_alerts`, {
        headers: { ...json, "x-forwarded-for": client },
        data: careerAlert(addressAt("proxy.example"), { full_name: "N" }),
      });
    const first = [];
    for (let i = 0; i < 4; i++) first.push((await write("203.0.113.5")).status());
    expect(first).toEqual([201, 201, 201, 429]);
    expect((await write("203.0.113.6")).status()).toBe(201);
  });

  test("report links under npm start: with SITE_URL set the e-mail links to the public site", async ({ request }) => {
    const email = addressAt("site-url.example");
    const answer = await request.post(`${limited.base}/rest/v1/download_report`, {
      headers: { ...json, "x-forwarded-for": "203.0.113.77" },
      data: report(email),
    });
    expect(answer.status()).toBe(201);
    const outbox = join(limitedData, "outbox");
    await expect
      .poll(() => (existsSync(outbox) ? readdirSync(outbox).length : 0), { timeout: 30_000 })
      .toBeGreaterThan(0);
    const mails = await Promise.all(readdirSync(outbox).map((name) => simpleParser(readFileSync(join(outbox, name)))));
    const text = mails.find((mail) => JSON.stringify(mail.to).includes(email))?.text ?? "";
    expect(text).toContain("https://www.sentinel-ai.example/reports/global-cyber-fraud-trends-2025.pdf");
    expect(text).not.toContain(limited.base);
  });

  test("SIGTERM under load: stops answering, finishes the e-mail in flight, exits 0, loses no acknowledged row", async () => {
    test.setTimeout(300_000);
    const data = mkdtempSync(join(tmpdir(), "sentinel-e2e-stop-"));
    try {
      const stop = await stopUnderLoad({ DATA_DIR: data });
      expect(stop.stoppedAnsweringFirst, stop.output).toBe(true);
      expect(stop.exitCode, stop.output).toBe(0);
      expect(stop.lost).toEqual([]);
      expect(stop.heldMailRecorded).toBe(true);
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  });
});

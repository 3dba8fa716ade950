// The published build on the static host's own runtime: `wrangler pages dev build/client` serves
// it as Cloudflare Pages does (workerd, `_headers`, `_routes.json`, `_worker.js`), its one-click
// function pointed at a local server that stands in for Supabase. That server's worker mails a
// real SMTP sink, so the List-Unsubscribe URL used is the one a mail client would read.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { ParsedMail } from "mailparser";

import { clientDir } from "#shared/build.ts";
import { DATA_RIGHTS_PAGES } from "#shared/data-rights-requests.ts";
import { parseHeaders } from "#shared/headers-file.ts";
import { LOCAL_ANON_KEY } from "#shared/leads.ts";
import { reportRequest } from "#tests/support/lead-rows.ts";
import { type MailServer, startMailServer } from "#tests/support/mail-server.ts";
import { type PagesDev, startPagesDev } from "#tests/support/pages-dev.ts";
import { dataRights } from "#tests/support/pages.ts";
import { type ServerProcess, startServerProcess } from "#tests/support/server-process.ts";

import { expect, test, uniqueEmail } from "./fixtures.ts";

const MAIL_TIMEOUT = 60_000;
const ONE_CLICK_BODY = "List-Unsubscribe=One-Click";
const FORM = "application/x-www-form-urlencoded";

// One local server, mail sink and host for the whole file, started once, its tests in order.
test.describe.configure({ mode: "default" });

let server: ServerProcess;
let mail: MailServer;
let host: PagesDev;
let dataDir: string;
const site = clientDir();
const headerRules = () => parseHeaders(readFileSync(join(site, "_headers"), "utf8"));

test.beforeAll(async () => {
  test.setTimeout(360_000);
  // Made here, not on import: every Playwright process imports the file, one runs its tests.
  dataDir = mkdtempSync(join(tmpdir(), "sentinel-e2e-static-host-"));
  mail = await startMailServer();
  server = await startServerProcess({
    DATA_DIR: dataDir,
    SMTP_URL: mail.url,
    RATE_LIMIT_PER_MINUTE: "0",
    WORKER_POLL_MS: "100",
  });
  host = await startPagesDev(site, { SUPABASE_URL: server.base, SUPABASE_ANON_KEY: LOCAL_ANON_KEY });
});

test.afterAll(async () => {
  await host?.stop();
  if (server) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  await mail?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const serviceKey = () => readFileSync(join(dataDir, "service-role-key"), "utf8").trim();

/** Asks for the report as the form does, as anon; the server's worker then mails it. */
async function requestReport(email: string) {
  const response = await fetch(`${server.base}/rest/v1/download_report`, {
    method: "POST",
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}`, "content-type": "application/json" },
    body: JSON.stringify(reportRequest(email)),
  });
  expect(response.status, await response.text()).toBe(201);
}

/** The address's report requests, read with the service key as the business would. */
async function reportRows(email: string): Promise<unknown[]> {
  const key = serviceKey();
  const response = await fetch(
    `${server.base}/rest/v1/download_report?select=id&email=eq.${encodeURIComponent(email)}`,
    {
      headers: { apikey: key, Authorization: `Bearer ${key}` },
    },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as unknown[];
}

/**
 * The List-Unsubscribe URL of the report e-mail to `email`, once it has arrived, on the host:
 * the path and token the e-mail names, at the wrangler server's origin.
 */
async function unsubscribeUrl(email: string): Promise<string> {
  const received = () => mail.received.find((parsed) => JSON.stringify(parsed.to ?? "").includes(email));
  await expect.poll(() => received() !== undefined, { timeout: MAIL_TIMEOUT }).toBe(true);
  const header = (name: string) => (received() as ParsedMail).headerLines.find((line) => line.key === name)?.line ?? "";
  expect(header("list-unsubscribe-post")).toMatch(/List-Unsubscribe=One-Click/);
  const url = new URL(/<(https?:[^>]+)>/.exec(header("list-unsubscribe"))?.[1] ?? "");
  expect(url.pathname).toBe(DATA_RIGHTS_PAGES.withdraw);
  return `${host.base}${url.pathname}${url.search}`;
}

/** A signed-up person: their address and the List-Unsubscribe URL of their e-mail, on the host. */
async function subscriber(name: string) {
  const email = uniqueEmail(name);
  await requestReport(email);
  const url = await unsubscribeUrl(email);
  expect(await reportRows(email)).toHaveLength(1);
  return { email, url };
}

/** What `_headers` gives a path on Pages: every matching rule's headers, a name given twice joined with ", ". */
function headersFor(path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of headerRules()) {
    const matches = rule.path.endsWith("*") ? path.startsWith(rule.path.slice(0, -1)) : rule.path === path;
    if (!matches) continue;
    for (const [name, value] of Object.entries(rule.headers)) {
      const key = name.toLowerCase();
      headers[key] = headers[key] ? `${headers[key]}, ${value}` : value;
    }
  }
  return headers;
}

const oneClickForm = (value = "One-Click") => {
  const form = new FormData();
  form.set("List-Unsubscribe", value);
  return form;
};

test.describe("the one-click withdrawal on the static host", () => {
  test("a GET of the List-Unsubscribe URL serves the page, with its headers, and changes nothing", async () => {
    const { email, url } = await subscriber("static-host-get");
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(dataRights.withdraw.hero.title);
    const { pathname } = new URL(response.url);
    const expected = headersFor(pathname);
    expect(expected["content-security-policy"]).toBeTruthy();
    expect(response.headers.get("content-security-policy")).toBe(expected["content-security-policy"]);
    expect(response.headers.get("referrer-policy")).toMatch(/(^|, )no-referrer$/);
    expect(await reportRows(email)).toHaveLength(1);
  });

  test("a mail client's multipart/form-data POST erases the person's rows, and a retry answers the same", async () => {
    const { email, url } = await subscriber("static-host-multipart");
    const response = await fetch(url, { method: "POST", body: oneClickForm() });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.text()).toMatch(/withdrawn/i);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    for (const [name, value] of Object.entries(headersFor("/"))) {
      if (name !== "content-security-policy") expect(response.headers.get(name), name).toBe(value);
    }
    expect(await reportRows(email)).toEqual([]);
    const retry = await fetch(url, { method: "POST", body: oneClickForm() });
    expect(retry.status).toBe(200);
  });

  test("a mail client's application/x-www-form-urlencoded POST erases the person's rows", async () => {
    const { email, url } = await subscriber("static-host-urlencoded");
    const response = await fetch(url, { method: "POST", headers: { "content-type": FORM }, body: ONE_CLICK_BODY });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await reportRows(email)).toEqual([]);
  });

  test("a POST without the one-click body, without a token or with a bad token answers 400 and changes nothing", async () => {
    const { email, url } = await subscriber("static-host-refused");
    const withoutToken = `${host.base}${DATA_RIGHTS_PAGES.withdraw}`;
    const badToken = `${withoutToken}?token=${"0".repeat(64)}`;
    const refusals = [
      await fetch(url, { method: "POST" }),
      await fetch(url, { method: "POST", headers: { "content-type": FORM }, body: "" }),
      await fetch(url, { method: "POST", headers: { "content-type": FORM }, body: "List-Unsubscribe=Unsubscribe" }),
      await fetch(url, { method: "POST", body: oneClickForm("Unsubscribe") }),
      await fetch(url, { method: "POST", headers: { "content-type": "text/plain" }, body: ONE_CLICK_BODY }),
      await fetch(withoutToken, { method: "POST", body: oneClickForm() }),
      await fetch(badToken, { method: "POST", body: oneClickForm() }),
    ];
    expect(refusals.map((response) => response.status)).toEqual(refusals.map(() => 400));
    expect(await refusals.at(-1)?.text()).toMatch(/not valid/i);
    expect(await reportRows(email)).toHaveLength(1);
  });
});

test.describe("the static files on the host", () => {
  test("carry each page's Content-Security-Policy from _headers, and the common headers", async () => {
    for (const path of ["/", "/about", DATA_RIGHTS_PAGES.request, DATA_RIGHTS_PAGES.confirm]) {
      const response = await fetch(`${host.base}${path}`);
      expect(response.status, path).toBe(200);
      const served = new URL(response.url).pathname;
      const expected = headersFor(served);
      expect(expected["content-security-policy"], served).toBeTruthy();
      for (const [name, value] of Object.entries(expected))
        expect(response.headers.get(name), `${served}: ${name}`).toBe(value);
    }
  });

  test("cache a page until it changes and an /assets/ file for a year", async () => {
    const page = await fetch(`${host.base}/`);
    expect(page.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const asset = readdirSync(join(site, "assets")).find((file) => /\.(js|css|woff2)$/.test(file));
    expect(asset).toBeTruthy();
    const response = await fetch(`${host.base}/assets/${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(headersFor(`/assets/${asset}`)["cache-control"]);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});

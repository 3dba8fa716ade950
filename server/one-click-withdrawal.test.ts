// The one-click withdrawal (RFC 8058) through the whole app's app.fetch, on a migrated database:
// what a mail client's unsubscribe button sends erases, and nothing else changes anything.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CURRENT_NOTICE_VERSION } from "#shared/data-rights.ts";
import { DATA_RIGHTS_PAGES } from "#shared/data-rights-requests.ts";
import { LOCAL_ANON_KEY } from "#shared/leads.ts";
import { ONE_CLICK_MAX_BYTES } from "#shared/one-click-withdrawal.ts";
import { testDatabases, withMigratedDatabase } from "#tests/support/databases.ts";

import { createApp } from "./app.ts";
import type { Database } from "./db/database.ts";
import type { ApiKeys } from "./keys.ts";
import { loadSchema } from "./rest/schema.ts";

const keys: ApiKeys = { anon: LOCAL_ANON_KEY, service: "service-key-of-the-one-click-tests" };
const ONE_CLICK_BODY = "List-Unsubscribe=One-Click";
const FORM = "application/x-www-form-urlencoded";
const PAGE = "<!doctype html><title>Withdraw consent</title><h1>Withdraw consent and erase your data</h1>";

let sequence = 0;
const uniqueEmail = () => `one-click.${Date.now()}.${(sequence += 1)}@bank.example`;

describe.each(testDatabases("one-click withdrawal"))("one-click withdrawal on $name", ({ skip, openMigrated }) => {
  let db: Database;
  let clientDir: string;
  let app: (perMinute?: number) => ReturnType<typeof createApp>;

  withMigratedDatabase({ skip, openMigrated }, (clients) => {
    db = clients.db;
  });
  beforeAll(async () => {
    if (skip) return;
    clientDir = mkdtempSync(join(tmpdir(), "sentinel-one-click-"));
    mkdirSync(join(clientDir, DATA_RIGHTS_PAGES.withdraw), { recursive: true });
    writeFileSync(join(clientDir, DATA_RIGHTS_PAGES.withdraw, "index.html"), PAGE);
    const schema = await loadSchema(db);
    app = (perMinute = 0) => createApp({ clientDir, db, schema, keys, rateLimitPerMinute: perMinute, trustProxy: 0 });
  });
  afterAll(() => {
    if (clientDir) rmSync(clientDir, { recursive: true, force: true });
  });

  /** A careers sign-up for `email`, and the withdrawal link the worker would put in its e-mails. */
  async function signedUp(email: string): Promise<string> {
    await db.query(
      "insert into public.career_alerts (full_name, email, notice_version, notice_language) values ('Neha K', $1, $2, 'en')",
      [email, CURRENT_NOTICE_VERSION],
    );
    const { rows } = await db.query<{ token: string }>("select private.issue_withdrawal_link($1) as token", [email]);
    return rows[0]?.token ?? "";
  }

  const rowsFor = async (email: string) =>
    (await db.query("select id from public.career_alerts where email = $1", [email])).rows.length;

  /** A request to the withdraw page; a FormData body is sent as multipart/form-data, with its boundary. */
  const send = (
    server: ReturnType<typeof createApp>,
    query: string,
    {
      method = "POST",
      type = FORM,
      body = ONE_CLICK_BODY,
    }: { method?: string; type?: string; body?: string | FormData | ReadableStream<Uint8Array> } = {},
  ) => {
    // Node sends a stream body only half-duplex, which the DOM's RequestInit type does not name.
    const init: RequestInit & { duplex: "half" } = {
      method,
      headers: body instanceof FormData ? {} : { "content-type": type },
      body: method === "POST" ? body : undefined,
      duplex: "half",
    };
    return server.fetch(new Request(`http://localhost${DATA_RIGHTS_PAGES.withdraw}${query}`, init));
  };

  const oneClickForm = (value = "One-Click") => {
    const form = new FormData();
    form.set("List-Unsubscribe", value);
    return form;
  };

  /** `bytes` of a body sent in chunks, without a Content-Length. */
  const chunked = (bytes: number) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let sent = 0; sent < bytes; sent += 500) controller.enqueue(new Uint8Array(Math.min(500, bytes - sent)));
        controller.close();
      },
    });

  it.skipIf(skip)("erases the person's rows on the RFC 8058 POST, and answers a retry the same", async () => {
    const email = uniqueEmail();
    const token = await signedUp(email);
    const server = app();
    const first = await send(server, `?token=${token}`);
    expect(first.status).toBe(200);
    expect(await first.text()).toMatch(/withdrawn/i);
    expect(await rowsFor(email)).toBe(0);
    const retry = await send(server, `?token=${token}`);
    expect(retry.status).toBe(200);
  });

  it.skipIf(skip)("erases on a multipart/form-data POST, the body RFC 8058 says a client should send", async () => {
    const email = uniqueEmail();
    const token = await signedUp(email);
    const response = await send(app(), `?token=${token}`, { body: oneClickForm() });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await rowsFor(email)).toBe(0);
  });

  it.skipIf(skip)("serves the page on GET and changes nothing", async () => {
    const email = uniqueEmail();
    const token = await signedUp(email);
    const response = await send(app(), `?token=${token}`, { method: "GET" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Withdraw consent and erase your data");
    expect(await rowsFor(email)).toBe(1);
  });

  it.skipIf(skip)("refuses a wrong body, a wrong type or a missing token with 400, and erases nothing", async () => {
    const email = uniqueEmail();
    const token = await signedUp(email);
    const server = app();
    const refusals = [
      await send(server, `?token=${token}`, { body: "List-Unsubscribe=Unsubscribe" }),
      await send(server, `?token=${token}`, { body: "" }),
      await send(server, `?token=${token}`, { type: "application/json", body: '{"List-Unsubscribe":"One-Click"}' }),
      await send(server, `?token=${token}`, { type: "text/plain" }),
      await send(server, `?token=${token}`, { body: oneClickForm("Unsubscribe") }),
      await send(server, `?token=${token}`, { type: "multipart/form-data", body: "List-Unsubscribe=One-Click" }),
      await send(server, ""),
      await send(server, "?token="),
    ];
    expect(refusals.map((response) => response.status)).toEqual(refusals.map(() => 400));
    expect(await rowsFor(email)).toBe(1);
  });

  it.skipIf(skip)(
    "refuses a body over the limit with 413, with or without a Content-Length, and erases nothing",
    async () => {
      const email = uniqueEmail();
      const token = await signedUp(email);
      const server = app();
      const padded = `${ONE_CLICK_BODY}&pad=${"a".repeat(ONE_CLICK_MAX_BYTES)}`;
      // A Request built in Node carries no Content-Length of its own; a client's does.
      const declared = await server.fetch(
        new Request(`http://localhost${DATA_RIGHTS_PAGES.withdraw}?token=${token}`, {
          method: "POST",
          headers: { "content-type": FORM, "content-length": String(padded.length) },
          body: padded,
        }),
      );
      const undeclared = await send(server, `?token=${token}`, { body: chunked(ONE_CLICK_MAX_BYTES + 1) });
      expect([declared.status, undeclared.status]).toEqual([413, 413]);
      expect(await rowsFor(email)).toBe(1);
    },
  );

  it.skipIf(skip)("refuses a forged token with 400", async () => {
    const response = await send(app(), `?token=${"0".repeat(64)}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/not valid/i);
  });

  it.skipIf(skip)("counts against the client's allowance, as the API does", async () => {
    const server = app(2);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await send(server, `?token=${"f".repeat(64)}`)).status);
    expect(statuses).toEqual([400, 400, 429]);
  });
});

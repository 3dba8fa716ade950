// One scheduled delivery pass (pass.ts): the worker's own claims, round after round until
// nothing is due, or until its time budget is spent, leaving the rest to the next pass; and
// the heartbeat each pass writes, which no API role can read.
import { afterEach, describe, expect, it } from "vitest";

import { type MailServer, startMailServer } from "#tests/support/mail-server.ts";
import { testDatabases, withMigratedDatabase } from "#tests/support/databases.ts";
import type { Database } from "#server/db/database.ts";
import { CURRENT_NOTICE_VERSION } from "#shared/data-rights.ts";

import { readHeartbeat } from "./heartbeat.ts";
import { createMailer } from "./mailer.ts";
import { runDeliveryPass } from "./pass.ts";
import { createWorker } from "./worker.ts";

const quiet = () => {};

let sequence = 0;
async function requestReports(db: Database, count: number): Promise<string[]> {
  const addresses = Array.from({ length: count }, () => `pass${Date.now()}.${(sequence += 1)}@bank.example`);
  for (const address of addresses)
    await db.query(
      `insert into public.download_report (first_name, last_name, email, company, designation, country, notice_version, notice_language)
       values ('Ananya', 'Rao', $1, 'Kaveri Bank', 'CRO', 'India', $2, 'en')`,
      [address, CURRENT_NOTICE_VERSION],
    );
  return addresses;
}

const delivered = (smtp: MailServer, addresses: string[]) =>
  addresses.filter((address) => smtp.received.some((mail) => JSON.stringify(mail.to).includes(address)));

describe.each(testDatabases("the scheduled delivery pass"))("a delivery pass on $name", ({ skip, openMigrated }) => {
  let db: Database;
  let smtp: MailServer | undefined;
  withMigratedDatabase({ skip, openMigrated }, (clients) => {
    db = clients.db;
  });
  afterEach(async () => {
    await smtp?.close();
  });

  const worker = (server: MailServer) =>
    createWorker({
      db,
      mailer: createMailer({ SMTP_URL: server.url }, ""),
      reportUrl: "https://www.example.in/report.pdf",
      notifyTo: "sales@example.in",
      batchSize: 1,
      log: quiet,
    });

  it.skipIf(skip)(
    "stops when its budget is spent, leaves the rest to the next pass, and says so in the heartbeat",
    async () => {
      smtp = await startMailServer();
      const addresses = await requestReports(db, 3);
      // The clock moves 1 ms at each reading: a budget of 2 ms lasts one round.
      let clock = 0;
      const first = await runDeliveryPass({ db, worker: worker(smtp), budgetMs: 2, now: () => (clock += 1) });
      expect(first).toMatchObject({ emails: 1, finished: false });
      expect(delivered(smtp, addresses)).toHaveLength(1);
      expect(await readHeartbeat(db)).toMatchObject({ emails: 1, finished: false });

      const before = Date.now();
      const next = await runDeliveryPass({ db, worker: worker(smtp), budgetMs: 60_000 });
      expect(next).toMatchObject({ emails: 2, finished: true, swept: false });
      expect(delivered(smtp, addresses)).toEqual(addresses);
      const heartbeat = await readHeartbeat(db);
      expect(heartbeat).toMatchObject({ emails: 2, webhooks: 0, finished: true });
      expect(heartbeat?.passedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(heartbeat?.sweptAt).toBeInstanceOf(Date);
    },
  );

  it.skipIf(skip)("keeps the heartbeat from the API's roles", async () => {
    for (const role of ["anon", "authenticated", "service_role"]) {
      const { rows } = await db.query<{ can: boolean }>(
        `select has_table_privilege($1, 'private.delivery_heartbeat', 'select')
             or has_table_privilege($1, 'private.delivery_heartbeat', 'insert')
             or has_function_privilege($1, 'private.record_delivery_pass(integer, integer, integer, boolean, boolean)', 'execute') as can`,
        [role],
      );
      expect(rows[0]?.can, role).toBe(false);
    }
  });
});

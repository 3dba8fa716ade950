import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import type { Sql } from "#server/db/database.ts";
import { RETENTION } from "#shared/data-rights.ts";

import { OUTBOX_RETENTION_MS, createRetentionSweeper } from "./retention-sweep.ts";

/** A database whose retention_sweep() answers `rows`, or fails with `error`. */
const database = (answer: { rows?: Record<string, unknown>[]; error?: string }): Sql => ({
  query: async <Row>() => {
    if (answer.error) throw new Error(answer.error);
    return { rows: (answer.rows ?? []) as Row[] };
  },
  exec: async () => {},
});

describe("the retention sweep of the local outbox", () => {
  const root = mkdtempSync(join(tmpdir(), "sentinel-sweep-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** An outbox with one e-mail just past the mail rows' period and one just within it. */
  function outbox(name: string) {
    const dir = join(root, name);
    mkdirSync(dir);
    const at = (ms: number) => new Date(Date.now() - ms);
    const old = join(dir, "old.eml");
    const recent = join(dir, "recent.eml");
    writeFileSync(old, "To: a@example.in\n\nHello\n");
    writeFileSync(recent, "To: b@example.in\n\nHello\n");
    utimesSync(old, at(OUTBOX_RETENTION_MS + 60_000), at(OUTBOX_RETENTION_MS + 60_000));
    utimesSync(recent, at(OUTBOX_RETENTION_MS - 60_000), at(OUTBOX_RETENTION_MS - 60_000));
    return { dir, old, recent };
  }

  it("keeps the e-mails as long as the mail rows, 30 days", () => {
    expect(RETENTION.deliveryRecords).toEqual({ days: 30 });
    expect(OUTBOX_RETENTION_MS).toBe(30 * 24 * 60 * 60_000);
  });

  it("deletes the outbox's e-mails past the period beside the database's records, and logs both", async () => {
    const { dir, old, recent } = outbox("both");
    const logged: string[] = [];
    const sweeper = createRetentionSweeper({
      db: database({ rows: [{ kind: "sent e-mail records", due: 2, deleted: "2" }] }),
      outboxDir: dir,
      log: (line) => logged.push(line),
    });
    await sweeper.sweep();
    expect([existsSync(old), existsSync(recent)]).toEqual([false, true]);
    expect(logged).toEqual([
      "Retention sweep: deleted 2 sent e-mail records past their retention period",
      "Retention sweep: deleted 1 outbox e-mails past their retention period",
    ]);
  });

  it("sweeps the outbox when the database's sweep fails, and logs the failure without addresses", async () => {
    const { dir, old } = outbox("failed");
    const logged: string[] = [];
    const sweeper = createRetentionSweeper({
      db: database({ error: "no row for ananya@kaveri-bank.example" }),
      everyMs: 60_000,
      outboxDir: dir,
      log: (line) => logged.push(line),
    });
    await sweeper.sweep();
    expect(existsSync(old)).toBe(false);
    expect(logged).toEqual([
      "Retention sweep failed (no row for [address]); the next runs in 1 min",
      "Retention sweep: deleted 1 outbox e-mails past their retention period",
    ]);
  });

  it("leaves the outbox alone without `outboxDir`", async () => {
    const { old } = outbox("none");
    await createRetentionSweeper({ db: database({}), log: () => {} }).sweep();
    expect(existsSync(old)).toBe(true);
  });
});

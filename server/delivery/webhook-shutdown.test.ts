// `npm start` as a real process, stopped with SIGTERM or killed while its webhook requests hang.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";

import { afterAll, describe, expect, it, vi } from "vitest";

import { LOCAL_ANON_KEY } from "#shared/leads.ts";
import { seededDataDir } from "#tests/support/databases.ts";
import { careerAlert } from "#tests/support/lead-rows.ts";
import { onePageSite, startServerProcess } from "#tests/support/server-process.ts";
import { startWebhookReceiver } from "#tests/support/webhook-receiver.ts";

const SECRET = `whsec_${randomBytes(32).toString("base64")}`;

const alert = (i: number) => careerAlert(`reader${i}.${Date.now()}@stop.example`, { full_name: `Reader ${i}` });

interface Event {
  webhook_id: string;
  status: string;
}

describe("npm start with lead webhooks", () => {
  const site = onePageSite();
  const dataDirs: string[] = [];
  afterAll(() => {
    site.remove();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  });

  // After SIGKILL the restart ends the killed server's leases (5 minutes) at once: the test
  // waits a minute at most.
  it.each([
    { signal: "SIGTERM", exit: 0, stopped: "abandons the requests a receiver holds and exits 0" },
    { signal: "SIGKILL", exit: null, stopped: "is killed while a receiver holds its requests" },
  ] as const)(
    "$stopped on $signal, and sends every event after the restart",
    async ({ signal, exit }) => {
      const dataDir = seededDataDir("sentinel-webhook-stop-");
      dataDirs.push(dataDir);
      const receiver = await startWebhookReceiver();
      receiver.hold();
      const env = {
        ...site.env,
        DATA_DIR: dataDir,
        RATE_LIMIT_PER_MINUTE: "0",
        LEAD_WEBHOOK_URL: receiver.url,
        LEAD_WEBHOOK_SECRET: SECRET,
        // A killed server's lock is taken over after this long without a refresh (30 s otherwise).
        DATA_DIR_LOCK_STALE_MS: "5000",
      };
      try {
        const first = await startServerProcess(env);
        for (let i = 0; i < 20; i++) {
          const response = await fetch(`${first.base}/rest/v1/career_alerts`, {
            method: "POST",
            headers: { apikey: LOCAL_ANON_KEY, "content-type": "application/json" },
            body: JSON.stringify(alert(i)),
          });
          expect(response.status).toBe(201);
        }
        // All 20 in flight at once (the sender keeps 32 going), held unanswered when it stops.
        await vi.waitFor(() => expect(receiver.received).toHaveLength(20), { timeout: 60_000, interval: 20 });
        const held = receiver.received.map((receipt) => receipt.id);
        first.child.kill(signal);
        expect(await first.exited, first.output()).toBe(exit);
        expect(first.output()).toContain("Lead events are sent to http://127.0.0.1:");
        expect(first.output()).not.toContain(SECRET.slice("whsec_".length));

        receiver.answer(204);
        receiver.release();
        // After SIGKILL the lock stays until it has gone the stale period without a refresh.
        const lock = join(dataDir, "lock");
        if (existsSync(lock))
          await new Promise((resolve) => setTimeout(resolve, statSync(lock).mtimeMs + 5000 - Date.now()));
        const second = await startServerProcess(env);
        const key = readFileSync(join(dataDir, "service-role-key"), "utf8").trim();
        const listEvents = async () =>
          (await (
            await fetch(`${second.base}/rest/v1/rpc/lead_events`, {
              method: "POST",
              headers: { apikey: key, Authorization: `Bearer ${key}`, "content-type": "application/json" },
              body: "{}",
            })
          ).json()) as Event[];
        let events: Event[] = [];
        try {
          await vi.waitFor(
            async () => {
              events = await listEvents();
              expect(events.map((event) => event.status)).toEqual(Array(20).fill("delivered"));
            },
            { timeout: 60_000, interval: 100 },
          );
        } finally {
          second.child.kill("SIGTERM");
          await second.exited;
        }
        // Each event once after the restart, those held at the stop under the ids they had then.
        const resent = receiver.received.slice(held.length).map((receipt) => receipt.id);
        expect(resent.toSorted()).toEqual(events.map((event) => event.webhook_id).toSorted());
        expect(held.every((id) => resent.includes(id))).toBe(true);
      } finally {
        await receiver.close();
      }
    },
    300_000,
  );
});

// The shutdown probe: `npm start` under a load of form posts on keep-alive connections,
// its delivery worker in the middle of an e-mail (held by the mail server), gets SIGTERM.
// What a clean stop means: the server stops answering while the e-mail is still being sent,
// waits for it, exits 0, and after a restart every acknowledged lead is there and the held
// e-mail is recorded as sent.
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { LOCAL_ANON_KEY } from "#shared/leads.ts";

import { consentRecord } from "./lead-rows.ts";
import { startMailServer } from "./mail-server.ts";
import { startServerProcess } from "./server-process.ts";

const lead = (email: string) => ({
  first_name: "Load",
  last_name: "Test",
  full_name: "Load Test",
  email,
  company: "Loopback Bank",
  phone: "+91 98765 43210",
  question: "Product Demo Request",
  message: "Sent while the server is told to stop.",
  referer: "/contact",
  form_source: "contact-us-form",
  ...consentRecord,
});

export interface StopUnderLoad {
  /** Whether the server had stopped answering before it exited (it was still sending the e-mail). */
  stoppedAnsweringFirst: boolean;
  exitCode: number | null;
  output: string;
  acknowledged: number;
  /** Acknowledged leads not in the database after the restart. */
  lost: string[];
  /** Whether the e-mail in flight at the signal is recorded as sent after the restart. */
  heldMailRecorded: boolean;
}

export async function stopUnderLoad(
  env: NodeJS.ProcessEnv,
  { clients = 20, before = 200 } = {},
): Promise<StopUnderLoad> {
  const mail = await startMailServer({ holdFirst: true });
  const settings = { ...env, SMTP_URL: mail.url, RATE_LIMIT_PER_MINUTE: "0", WORKER_POLL_MS: "50" };
  try {
    const first = await startServerProcess(settings);
    const acknowledged: string[] = [];
    let sequence = 0;
    let onEnough: () => void = () => {};
    const enough = new Promise<void>((resolve) => (onEnough = resolve));
    const client = async () => {
      for (;;) {
        const email = `load.${process.pid}.${(sequence += 1)}@load.example`;
        try {
          const response = await fetch(`${first.base}/rest/v1/contact_messages`, {
            method: "POST",
            headers: { apikey: LOCAL_ANON_KEY, "content-type": "application/json" },
            body: JSON.stringify(lead(email)),
          });
          await response.arrayBuffer();
          if (response.status === 201) acknowledged.push(email);
          if (acknowledged.length >= before) onEnough();
        } catch {
          return;
        }
      }
    };
    const load = Promise.all(Array.from({ length: clients }, client));
    const [heldMail] = await Promise.all([mail.first, enough]);
    first.child.kill("SIGTERM");
    // Every client ends once the server no longer answers; the exit comes after the e-mail.
    const ended = await Promise.race([load.then(() => "load" as const), first.exited.then(() => "exit" as const)]);
    const stoppedAnsweringFirst = ended === "load" && first.child.exitCode === null;
    mail.release();
    const exitCode = await first.exited;
    await load;

    const second = await startServerProcess(settings);
    const key = readFileSync(join(env.DATA_DIR ?? "", "service-role-key"), "utf8").trim();
    const rows = (await (
      await fetch(`${second.base}/rest/v1/contact_messages?select=email,notified_at`, {
        headers: { apikey: key, Authorization: `Bearer ${key}` },
      })
    ).json()) as { email: string; notified_at: string | null }[];
    second.child.kill("SIGTERM");
    await second.exited;
    const stored = new Map(rows.map((row) => [row.email, row.notified_at]));
    const heldAddress = heldMail.replyTo?.value[0]?.address ?? "";
    return {
      stoppedAnsweringFirst,
      exitCode,
      output: first.output(),
      acknowledged: acknowledged.length,
      lost: acknowledged.filter((email) => !stored.has(email)),
      heldMailRecorded: Boolean(stored.get(heldAddress)),
    };
  } finally {
    mail.release();
    await mail.close();
  }
}

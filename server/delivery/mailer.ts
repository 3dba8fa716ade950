import nodemailer from "nodemailer";

import { brand } from "#shared/brand.ts";

import { type DkimSigning, dkimConfig } from "./dkim.ts";
import type { Email } from "./messages.ts";
import { forgetInOutbox, writeToOutbox } from "./outbox.ts";

export interface Mailer {
  send(email: Email): Promise<void>;
  /**
   * Deletes the copies this mailer kept of the e-mails that name `address`'s mailbox (any
   * case, `+tag`, Gmail's dots) as recipient, in Reply-To or in their text; resolves with how
   * many. Mail sent over SMTP leaves none here.
   */
  forget(address: string): Promise<number>;
  close(): void;
}

const from = (env: NodeJS.ProcessEnv) => env.MAIL_FROM || `"${brand.name}" <${brand.email}>`;

/**
 * SMTP when SMTP_URL is set (e.g. smtp://user:pass@host:587); otherwise .eml files in
 * `outboxDir` (outbox.ts). With `dkim` (DKIM_* settings) every message is signed.
 */
export function createMailer(
  env: NodeJS.ProcessEnv,
  outboxDir: string,
  dkim: DkimSigning | undefined = dkimConfig(env),
): Mailer {
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport({ url: env.SMTP_URL, dkim });
    return {
      async send(email) {
        await transport.sendMail({ from: from(env), ...email });
      },
      forget: async () => 0,
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix", dkim });
  return {
    async send(email) {
      const info = await transport.sendMail({ from: from(env), ...email });
      // The file's name, not the recipient: logs outlive an erasure.
      console.log(`E-mail written to ${await writeToOutbox(outboxDir, info.message as Buffer)}`);
    },
    forget: (address) => forgetInOutbox(outboxDir, address),
    close: () => transport.close(),
  };
}

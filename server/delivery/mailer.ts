import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import nodemailer from "nodemailer";

import { brand } from "#shared/brand.ts";

import type { Email } from "./messages.ts";

export interface Mailer {
  send(email: Email): Promise<void>;
  close(): void;
}

const from = (env: NodeJS.ProcessEnv) => env.MAIL_FROM || `"${brand.name}" <${brand.email}>`;

/** SMTP when SMTP_URL is set (e.g. smtp://user:pass@host:587); otherwise .eml files in `outboxDir`. */
export function createMailer(env: NodeJS.ProcessEnv, outboxDir: string): Mailer {
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL);
    return {
      async send(email) {
        await transport.sendMail({ from: from(env), ...email });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let count = 0;
  return {
    async send(email) {
      const info = await transport.sendMail({ from: from(env), ...email });
      mkdirSync(outboxDir, { recursive: true });
      count += 1;
      const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${process.pid}-${count}.eml`);
      writeFileSync(file, info.message as Buffer);
      console.log(`Mail to ${email.to.address} written to ${file}`);
    },
    close: () => transport.close(),
  };
}

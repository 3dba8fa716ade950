import { BlockList, isIP } from "node:net";
import { join } from "node:path";

import { Webhook } from "standardwebhooks";

import { brand } from "#shared/brand.ts";
import { isPlainAddress } from "#shared/leads.ts";
import { REPORT_PATH } from "#shared/build.ts";

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return parsed;
}

/** `value`, when it is one plain address (name@example.com); a list or a display name is refused at start. */
function plainAddress(name: string, value: string): string {
  if (!isPlainAddress(value)) throw new Error(`${name} must be one plain e-mail address, such as sales@example.com`);
  return value;
}

/** Settings of the delivery worker; `siteUrl` is the public site, where the report PDF is served from. */
export function deliveryConfig(env: NodeJS.ProcessEnv, { siteUrl, dataDir }: { siteUrl: string; dataDir: string }) {
  return {
    reportUrl: env.REPORT_URL || new URL(REPORT_PATH, siteUrl).href,
    siteUrl,
    notifyTo: plainAddress("NOTIFY_TO", env.NOTIFY_TO || brand.email),
    pollMs: positive("WORKER_POLL_MS", env.WORKER_POLL_MS, 5000),
    batchSize: positive("WORKER_BATCH_SIZE", env.WORKER_BATCH_SIZE, 10),
    outboxDir: join(dataDir, "outbox"),
  };
}

/** Webhook sends an hour at most, unless LEAD_WEBHOOK_MAX_PER_HOUR says otherwise. */
export const DEFAULT_WEBHOOKS_PER_HOUR = 300;

/** Where lead events go, the key that signs them, and how many may go in an hour. */
export interface WebhookTarget {
  url: string;
  /** `whsec_` and the key in base64, as Standard Webhooks writes it. */
  secret: string;
  /** Sends an hour at most (LEAD_WEBHOOK_MAX_PER_HOUR): a flood waits rather than fill the CRM. */
  maxPerHour?: number;
}

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** Whether a URL's host name is this machine: localhost, 127.0.0.0/8 or ::1. */
export function isLoopback(hostname: string): boolean {
  if (hostname === "localhost") return true;
  const address = hostname.replace(/^\[(.*)\]$/, "$1");
  const family = isIP(address);
  return family !== 0 && loopback.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** The host name of an SMTP_URL, or undefined when it is not a URL. */
const smtpHost = (smtpUrl: string) => (URL.canParse(smtpUrl) ? new URL(smtpUrl).hostname : undefined);

/**
 * SITE_URL, checked against what the e-mails will carry, or undefined when it is not set and
 * no mail is sent (the outbox's links may then point at the local server). Real mail (SMTP_URL)
 * must link to an https:// site; plain http:// only when SITE_URL is set to this machine and
 * the mail server is on it too, a machine mailing itself. An error names SITE_URL and what it
 * must be, and repeats neither value: SMTP_URL holds a password.
 */
export function mailSiteUrl(env: NodeJS.ProcessEnv): string | undefined {
  const site = env.SITE_URL || undefined;
  if (!env.SMTP_URL) return site;
  const must = "SITE_URL must be the public site's https:// origin, such as https://www.example.in";
  if (!site) throw new Error(`SITE_URL is not set: with SMTP_URL the e-mails link to the site, so ${must}`);
  if (!URL.canParse(site)) throw new Error(`SITE_URL is not an absolute URL: ${must}`);
  const { protocol, hostname } = new URL(site);
  if (protocol === "https:") return site;
  const mailHost = smtpHost(env.SMTP_URL);
  if (protocol === "http:" && isLoopback(hostname) && mailHost !== undefined && isLoopback(mailHost)) return site;
  throw new Error(
    `${must}; plain http:// is allowed only when SITE_URL and SMTP_URL are both on this machine (localhost, 127.0.0.0/8, ::1)`,
  );
}

/** The Standard Webhooks specification's key sizes. */
const SECRET_BYTES = { min: 24, max: 64 };

const SECRET_FORM = `whsec_ followed by ${SECRET_BYTES.min} to ${SECRET_BYTES.max} random bytes in base64, as printed by: node -e 'console.log("whsec_" + crypto.randomBytes(32).toString("base64"))'`;

/** What is wrong with a LEAD_WEBHOOK_SECRET, without repeating it; undefined when it signs. */
export function webhookSecretProblem(secret: string): string | undefined {
  const key = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(secret)?.[1];
  const bytes = key && key.length % 4 === 0 ? Buffer.from(key, "base64").length : 0;
  let signs = bytes >= SECRET_BYTES.min && bytes <= SECRET_BYTES.max;
  try {
    new Webhook(secret);
  } catch {
    signs = false;
  }
  return signs ? undefined : `must be ${SECRET_FORM}`;
}

function checkSecret(secret: string | undefined): string {
  if (!secret) throw new Error(`LEAD_WEBHOOK_SECRET is not set: it must be ${SECRET_FORM}`);
  const problem = webhookSecretProblem(secret);
  if (problem) throw new Error(`LEAD_WEBHOOK_SECRET ${problem}`);
  return secret;
}

/**
 * LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET, checked, or undefined when no URL is set (events
 * are then recorded and not sent). An error names the variable and what it must be, and
 * never repeats a value: the URL of an automation tool is often a secret of its own.
 */
export function webhookConfig(env: NodeJS.ProcessEnv): WebhookTarget | undefined {
  const url = env.LEAD_WEBHOOK_URL;
  if (!url) return undefined;
  if (!URL.canParse(url)) throw new Error("LEAD_WEBHOOK_URL is not an absolute URL (https://…)");
  const parsed = new URL(url);
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:")
    throw new Error("LEAD_WEBHOOK_URL must be an https:// URL");
  if (parsed.protocol === "http:" && !isLoopback(parsed.hostname))
    throw new Error(
      "LEAD_WEBHOOK_URL must be an https:// URL; plain http:// is allowed only to this machine (localhost, 127.0.0.0/8, ::1)",
    );
  if (parsed.username || parsed.password)
    throw new Error("LEAD_WEBHOOK_URL must not hold a user name or password: receivers check the signature instead");
  return {
    url: parsed.href,
    secret: checkSecret(env.LEAD_WEBHOOK_SECRET),
    maxPerHour: positive("LEAD_WEBHOOK_MAX_PER_HOUR", env.LEAD_WEBHOOK_MAX_PER_HOUR, DEFAULT_WEBHOOKS_PER_HOUR),
  };
}

/** One line on where lead events go; the URL's path and the secret stay out of logs. */
export function webhookStatus(target: WebhookTarget | undefined): string {
  return target
    ? `Lead events are sent to ${new URL(target.url).origin} (LEAD_WEBHOOK_URL)`
    : "LEAD_WEBHOOK_URL is not set: lead events are recorded, not sent (npm run leads -- events)";
}

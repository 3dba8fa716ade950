import { createPrivateKey } from "node:crypto";
import { readFileSync } from "node:fs";

/** What nodemailer's `dkim` option takes. */
export interface DkimSigning {
  domainName: string;
  keySelector: string;
  /** PEM. */
  privateKey: string;
  headerFieldNames: string;
}

/**
 * The header fields a signature covers when the message has them: nodemailer's default list
 * (RFC 4871 §5.5), which lacks List-Unsubscribe-Post. RFC 8058 §4 wants both List-Unsubscribe
 * fields signed, else a mail client may not offer its one-click button.
 */
export const DKIM_SIGNED_FIELDS = [
  "From",
  "Sender",
  "Reply-To",
  "Subject",
  "Date",
  "Message-ID",
  "To",
  "Cc",
  "MIME-Version",
  "Content-Type",
  "Content-Transfer-Encoding",
  "Content-ID",
  "Content-Description",
  "Resent-Date",
  "Resent-From",
  "Resent-Sender",
  "Resent-To",
  "Resent-Cc",
  "Resent-Message-ID",
  "In-Reply-To",
  "References",
  "List-Id",
  "List-Help",
  "List-Unsubscribe",
  "List-Unsubscribe-Post",
  "List-Subscribe",
  "List-Post",
  "List-Owner",
  "List-Archive",
];

/** RFC 8301 §3.2: shorter RSA keys are refused by verifiers. */
const MIN_KEY_BITS = 1024;

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;
const SELECTOR = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** The key's PEM and the variable it came from; an env file holds one line, so `\n` stands for a newline. */
function readKey(env: NodeJS.ProcessEnv): { pem: string; source: string } {
  if (env.DKIM_PRIVATE_KEY && env.DKIM_PRIVATE_KEY_FILE)
    throw new Error("DKIM_PRIVATE_KEY and DKIM_PRIVATE_KEY_FILE are both set: set one of them");
  if (env.DKIM_PRIVATE_KEY) return { pem: env.DKIM_PRIVATE_KEY.replaceAll("\\n", "\n"), source: "DKIM_PRIVATE_KEY" };
  try {
    return { pem: readFileSync(env.DKIM_PRIVATE_KEY_FILE ?? "", "utf8"), source: "DKIM_PRIVATE_KEY_FILE" };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "unreadable";
    throw new Error(`DKIM_PRIVATE_KEY_FILE cannot be read (${code}): it must name a PEM file this user may read`, {
      cause: error,
    });
  }
}

/** Refuses a key nodemailer could not sign with; the message names the variable and never holds the key. */
function checkKey(pem: string, source: string): string {
  const form = `${source} must be an unencrypted RSA private key of ${MIN_KEY_BITS} bits or more (2048 advised), in PEM form (-----BEGIN PRIVATE KEY-----)`;
  let bits: number | undefined;
  try {
    const key = createPrivateKey(pem);
    if (key.asymmetricKeyType === "rsa") bits = key.asymmetricKeyDetails?.modulusLength;
  } catch {
    throw new Error(form);
  }
  if (bits === undefined || bits < MIN_KEY_BITS) throw new Error(form);
  return pem;
}

/**
 * DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (or DKIM_PRIVATE_KEY_FILE), checked, as
 * nodemailer's `dkim` option; undefined when none is set, and the mail provider must sign.
 */
export function dkimConfig(env: NodeJS.ProcessEnv): DkimSigning | undefined {
  const hasKey = Boolean(env.DKIM_PRIVATE_KEY || env.DKIM_PRIVATE_KEY_FILE);
  if (!hasKey && !env.DKIM_DOMAIN && !env.DKIM_SELECTOR) return undefined;
  if (!hasKey)
    throw new Error("DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE is not set: DKIM_DOMAIN and DKIM_SELECTOR need the key");
  const domain = env.DKIM_DOMAIN ?? "";
  if (!HOST_NAME.test(domain))
    throw new Error("DKIM_DOMAIN must be the domain the e-mails are signed for (d=), such as example.in");
  const selector = env.DKIM_SELECTOR ?? "";
  if (!SELECTOR.test(selector))
    throw new Error(
      "DKIM_SELECTOR must be the selector of the key's DNS record (<selector>._domainkey.<DKIM_DOMAIN>), such as mail2026",
    );
  const { pem, source } = readKey(env);
  return {
    domainName: domain.toLowerCase(),
    keySelector: selector,
    privateKey: checkKey(pem, source),
    headerFieldNames: DKIM_SIGNED_FIELDS.join(":"),
  };
}

/** One line on who signs the e-mails, for the start of a process that sends real mail. */
export function dkimStatus(dkim: DkimSigning | undefined): string {
  return dkim
    ? `E-mails are DKIM-signed for ${dkim.domainName} (selector ${dkim.keySelector}), List-Unsubscribe and List-Unsubscribe-Post included`
    : "DKIM_PRIVATE_KEY is not set: the mail provider must DKIM-sign every e-mail, its List-Unsubscribe and List-Unsubscribe-Post headers included (RFC 8058), or mail clients may not offer one-click withdrawal";
}

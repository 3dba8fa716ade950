// Which addresses reach one mailbox. The database states the same rule in SQL, so each step
// below is written to be repeated there exactly.

/** Gmail ignores dots in the local part, and googlemail.com is the same mail system. */
const GMAIL = "gmail.com";
const GMAIL_ALIAS = "googlemail.com";

/**
 * Providers known to deliver `name+tag@` to `name@`. Elsewhere a +tag may be another person's
 * mailbox, so folding it would let one person see or erase another's data.
 */
export const PLUS_ADDRESSING_DOMAINS: readonly string[] = [
  GMAIL,
  GMAIL_ALIAS,
  "outlook.com",
  "hotmail.com",
  "live.com",
  "fastmail.com",
  "fastmail.fm",
  "proton.me",
  "protonmail.com",
  "pm.me",
  "icloud.com",
  "me.com",
  "mac.com",
];

/**
 * The key every variant of an address shares: `Ananya.Rao+news@GoogleMail.com` and
 * `ananyarao@gmail.com` give the same. In order: lower-case and trim white space; split at the
 * last "@" (without one, the text so far is the key); at a provider of PLUS_ADDRESSING_DOMAINS,
 * drop everything from the first "+" of the local part; for gmail.com and googlemail.com, drop
 * every "." of the local part and use gmail.com. Addresses are ASCII (EMAIL_ADDRESS_PATTERN in
 * leads.ts), so lower-casing is ASCII's.
 */
export function mailboxKey(address: string): string {
  const text = address.toLowerCase().trim();
  const at = text.lastIndexOf("@");
  if (at < 0) return text;
  let local = text.slice(0, at);
  let domain = text.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus >= 0 && PLUS_ADDRESSING_DOMAINS.includes(domain)) local = local.slice(0, plus);
  if (domain === GMAIL || domain === GMAIL_ALIAS) {
    local = local.replaceAll(".", "");
    domain = GMAIL;
  }
  return `${local}@${domain}`;
}

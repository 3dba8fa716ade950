// Mail servers name the recipient in their refusals ("550 5.1.1 <a@b.in>: Recipient address
// rejected"): what the worker stores or logs must not keep a visitor's address for that.

const LOCAL = String.raw`(?:[\p{L}\p{M}\p{N}!#$%&'*+/=?^_\x60{|}~.-]+|"[^"\r\n]*")`;
const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?`;
const DOMAIN = String.raw`(?:${LABEL}(?:\.${LABEL})*|\[[^\]\s]+\])`;
const ADDRESS = new RegExp(`${LOCAL}@${DOMAIN}`, "gu");

/** What stands for an address removed. */
export const REDACTED_ADDRESS = "[address]";

/** `text` with every e-mail address in it replaced by `[address]`. */
export function redactAddresses(text: string): string {
  return text.replace(ADDRESS, REDACTED_ADDRESS);
}

/** console.log for the worker's lines: an address the worker itself writes is kept out too. */
export const logRedacted = (line: string): void => console.log(redactAddresses(line));

// What a visitor typed reaches e-mails in two ways only. To the address the visitor gave, a
// first name that reads as a personal name, or nothing: a form must not let anyone make the
// company send a stranger their words. To the business inbox, every field, under a heading
// that says it is unverified, with invisible characters shown as codes so none can act.

/**
 * Letters and combining marks of any script (Hindi and Tamil names need the marks), spaces,
 * hyphens, apostrophes and periods; no digits. A period ends a word, as in "Dr. A. Sharma",
 * so nothing in a name reads as a domain.
 */
const PERSONAL_NAME = /^(?=.*\p{L})(?:[\p{L}\p{M}'’-]|\.(?= |$)| )+$/u;
export const PERSONAL_NAME_LENGTH = 40;

/**
 * `value` as a greeting may use it, or undefined when it does not read as a personal name.
 * Control and formatting characters (line breaks, bidi overrides) fail the test rather than
 * being removed, so what is left of a crafted value never reaches anyone.
 */
export function personalName(value: string): string | undefined {
  const name = value.normalize("NFC").trim().replace(/ {2,}/g, " ");
  if (Array.from(name).length > PERSONAL_NAME_LENGTH) return undefined;
  return PERSONAL_NAME.test(name) ? name : undefined;
}

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

const code = (char: string) => {
  const point = char.codePointAt(0) ?? 0;
  if (point <= 0xff) return `\\x${point.toString(16).padStart(2, "0")}`;
  return point <= 0xffff ? `\\u${point.toString(16).padStart(4, "0")}` : `\\u{${point.toString(16)}}`;
};

/**
 * `value` with every control, formatting and separator character shown as its code (\x1b,
 * \u202e) instead of acting on the reader's screen. A multi-line field keeps its line breaks
 * and tabs.
 */
export function inert(value: string, { multiline = false } = {}): string {
  const text = multiline ? value.replace(/\r\n/g, "\n") : value;
  return text.replace(INVISIBLE, (char) => (multiline && (char === "\n" || char === "\t") ? char : code(char)));
}

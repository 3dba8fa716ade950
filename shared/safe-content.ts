// What content may not carry into a page, for the content schemas, the Markdown the build
// renders, the build's check of the content files and the editor's save: an address a link
// opens that is not a web page, an e-mail, a phone number or a place on this site, and HTML
// written into copy.

/** The schemes a link or an image may use; an address without one stays on this site. */
const SAFE_SCHEMES = ["http:", "https:", "mailto:", "tel:"];

/** What a person writes instead of an address the site refuses, as the messages say it. */
export const SAFE_LINKS = "https://, http://, mailto:, tel:, / or #";

/** Controls (C0, DEL, C1) and invisible format marks (zero-width spaces, bidi marks): a browser may drop them from an address. */
const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

/**
 * Why a link to `address` is refused, or undefined when the site takes it. The address is read
 * as a browser reads it (WHATWG URL: spaces and tabs around and inside a scheme dropped, case
 * ignored), so `JaVa\tScript:` is `javascript:`; Markdown has already decoded its entities.
 */
export function unsafeAddress(address: string): string | undefined {
  if (CONTROL.test(address)) return "has an invisible control character";
  let protocol: string;
  try {
    // Relative to a page of this site, as the browser resolves it: "/contact", "#top", "./x".
    protocol = new URL(address, "https://site.invalid/page").protocol;
  } catch {
    return "is not an address a browser can open";
  }
  return SAFE_SCHEMES.includes(protocol) ? undefined : `opens ${protocol}, which is not allowed`;
}

/**
 * An HTML tag, comment or declaration in text: `<` then a tag's name and its `>`, `</name>`,
 * `<!--`, `<!...>` or `<?...>`. Text that only uses the sign, such as "<5 min" or "a < b",
 * is not one: a browser reads neither as a tag.
 */
const TAG = /<(?:[a-z][a-z0-9-]*(?:[\s/][^<>]*)?>|\/[a-z][a-z0-9-]*\s*>|!--|![a-z][^<>]*>|\?[^<>]*>)/i;

/** The first HTML tag in `text`, shortened to its name ("<img …>", "<!-- …"), or undefined. */
export function htmlTagIn(text: string): string | undefined {
  const tag = TAG.exec(text)?.[0];
  return tag && shortTag(tag);
}

/** HTML as a message quotes it: its first tag's name, with "…" for what the tag holds. */
export function shortTag(html: string): string {
  const text = html.trim();
  if (text.startsWith("<!--")) return "<!-- … -->";
  const tag = /^<[^>]*>?/.exec(text)?.[0] ?? text;
  const name = /^<\/?[!?]?[a-z][a-z0-9-]*/i.exec(tag)?.[0] ?? tag.slice(0, 12);
  return tag === `${name}>` ? tag : `${name} …>`;
}

/** The message for HTML in content: `fix` says what to write instead. */
export const rawHtmlProblem = (tag: string, fix: string) => `raw HTML (${tag}) is not allowed: ${fix}`;

/** The message for a refused address: `what` is "the link" or "the image". */
export const unsafeAddressProblem = (what: string, address: string, why: string) =>
  `${what} ${JSON.stringify(address.length > 60 ? `${address.slice(0, 57)}...` : address)} ${why}: use an address starting with ${SAFE_LINKS}`;

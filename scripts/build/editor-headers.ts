// The content editor's headers in team mode. Its page is Keystatic's interface, which reads and
// commits through GitHub's API from the browser: a policy of its own, not the site's, and kept
// out of search results. Its API (the Pages function) answers with headers of its own too, since
// `_headers` rules do not reach a function's responses.
import type { HeaderRules } from "#shared/headers-file.ts";

import { commonHeaders, scriptHash } from "./security-headers.ts";

/** Where the editor's page answers: /keystatic, and Keystatic's own addresses under it. */
export const EDITOR_PAGE = "/keystatic";
/** Keystatic's API: GitHub sign-in, token refresh, sign-out. */
export const EDITOR_API = "/api/keystatic";

/**
 * The editor page's policy. Its scripts are the bundle's files, none inline. Keystatic's UI
 * (emotion) writes its styles at run time. The browser talks to GitHub's REST and GraphQL API,
 * reads a public repository's files from raw.githubusercontent.com and shows the signed-in
 * account's avatar. Google's stylesheet for Inter is refused: the page carries the face itself.
 */
export const editorPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self'",
  "connect-src 'self' https://api.github.com https://raw.githubusercontent.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** The page's own headers, at /keystatic and every address under it; the HTML is asked for again on every visit. */
export const editorPageHeaders: Readonly<Record<string, string>> = {
  "Content-Security-Policy": editorPolicy,
  "X-Robots-Tag": "noindex",
  "Cache-Control": "no-cache",
};

/**
 * What the editor's host adds to every static file it serves. The host serves the site's files
 * too (Pages publishes one folder for all its domains); as a sandbox a page of the site there has
 * no origin and runs no script, so it can neither read the editor's cookies nor act as the editor.
 * The editor's page, answered by the function, carries its own policy in place of this one.
 */
export const editorHostHeaders: Readonly<Record<string, string>> = {
  "Content-Security-Policy": "sandbox",
  "X-Robots-Tag": "noindex",
};

/**
 * `_headers` rules for the page: both the address and its subpaths, which `/keystatic/*` alone
 * does not match; and for every file on the editor's host (`origin`), which a rule names by
 * its host.
 */
export const editorHeaderRules = (origin: string): HeaderRules => [
  { path: EDITOR_PAGE, headers: { ...editorPageHeaders } },
  { path: `${EDITOR_PAGE}/*`, headers: { ...editorPageHeaders } },
  { path: `https://${new URL(origin).hostname}/*`, headers: { ...editorHostHeaders } },
];

/**
 * The one page Keystatic's API answers with: installing the GitHub App in a second window ends
 * at the sign-in callback, whose page tells the editor and closes. Its script as
 * @keystatic/core writes it (editor-headers.test.ts checks that it still does).
 */
export const INSTALLED_SCRIPT = "localStorage.setItem('ks-refetch-installations', 'true');window.close();";

/** The API's answers: redirects, plain text, that page and the sign-in's own (a form that signs out), never stored, never framed. */
export const editorApiHeaders: Readonly<Record<string, string>> = {
  ...commonHeaders,
  "Content-Security-Policy": `default-src 'none'; script-src '${scriptHash(INSTALLED_SCRIPT)}'; form-action 'self'; frame-ancestors 'none'`,
  "X-Robots-Tag": "noindex",
  "Cache-Control": "no-store",
};

// The cookies of the editor's sign-in, as the editor's origin sets them. Keystatic writes its own
// attributes; every cookie its API sets passes through here, so none can reach a public page.
import { parseCookie, parseSetCookie, stringifySetCookie } from "cookie";

/**
 * Keystatic's GitHub token. Its interface reads it with `document.cookie` before every call to
 * GitHub, so it cannot be HttpOnly: it is kept to the editor's own host instead.
 */
export const ACCESS_TOKEN_COOKIE = "keystatic-gh-access-token";

/** Byte for byte: Keystatic's values are already encoded (its refresh token, the address it returns to). */
const exactly = { decode: (value: string) => value, encode: (value: string) => value };

/**
 * `setCookie` host-only (no Domain, so no other host of the domain receives it), Secure,
 * SameSite=Lax, and HttpOnly unless the browser's code must read it.
 */
export function editorCookie(setCookie: string): string {
  const cookie = parseSetCookie(setCookie, exactly);
  const httpOnly = cookie.name !== ACCESS_TOKEN_COOKIE;
  return stringifySetCookie({ ...cookie, domain: undefined, secure: true, sameSite: "lax", httpOnly }, exactly);
}

/** The cookies a request carries, by name. */
export function requestCookies(request: Request): Record<string, string | undefined> {
  return parseCookie(request.headers.get("cookie") ?? "", exactly);
}

/** A cookie set to expire at once, so the browser drops it. */
export function expiredCookie(name: string): string {
  return stringifySetCookie({ name, value: "", path: "/", maxAge: 0, secure: true, sameSite: "lax", httpOnly: true });
}

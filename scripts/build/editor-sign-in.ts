// The editor's GitHub sign-in and sign-out, around Keystatic's own. Keystatic sends GitHub a state
// only when it has a page to return to, and never checks it at the callback; it signs out on a GET.
// Here every sign-in carries a state that only the browser which began it holds, the callback
// refuses any other, and signing out takes a POST from the editor's own page.
import { stringifySetCookie } from "cookie";

import { expiredCookie, requestCookies } from "./editor-cookies.ts";

/** The state of the sign-in under way. `__Host-`: no other host of the domain can set it. */
export const STATE_COOKIE = "__Host-keystatic-state";
/** Long enough to sign in at GitHub, a second factor included. */
const STATE_LIFETIME_S = 600;
const AUTHORIZE = "https://github.com/login/oauth/authorize";
export const SIGN_OUT = "/api/keystatic/github/logout";

/** Keystatic's API, answered as a Response. */
export type KeystaticApi = (request: Request) => Promise<Response>;

function randomState(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A small page of the API's own: no script, no style, as its policy allows. */
function page(status: number, title: string, body: string, headers: Record<string, string> = {}): Response {
  const html = `<!doctype html>\n<html lang="en">\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${title}</title>\n<h1>${title}</h1>\n${body}\n</html>\n`;
  return new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });
}

/** A redirect to GitHub's sign-in, with a state and the cookie that holds it; any other answer as it is. */
function withState(answer: Response): Response {
  const location = answer.headers.get("location");
  if (!location?.startsWith(AUTHORIZE)) return answer;
  const url = new URL(location);
  // Keystatic's own, when it made one: its cookie ks-<state> holds the page to return to.
  const state = url.searchParams.get("state") ?? randomState();
  url.searchParams.set("state", state);
  const headers = new Headers(answer.headers);
  headers.set("Location", url.toString());
  const cookie = { name: STATE_COOKIE, value: state, path: "/", maxAge: STATE_LIFETIME_S };
  headers.append("Set-Cookie", stringifySetCookie({ ...cookie, secure: true, httpOnly: true, sameSite: "lax" }));
  return new Response(null, { status: answer.status, headers });
}

/** GitHub's callback, when its state is the one this browser's sign-in began with; then the state is spent. */
async function callback(request: Request, keystatic: KeystaticApi): Promise<Response> {
  const state = new URL(request.url).searchParams.get("state");
  const expected = requestCookies(request)[STATE_COOKIE];
  if (!state || !expected || state !== expected) {
    return page(
      400,
      "Sign-in not completed",
      '<p>This sign-in did not begin in this browser, or it took too long. Nobody was signed in.</p>\n<p><a href="/keystatic">Open the editor</a> and log in again.</p>',
      { "Set-Cookie": expiredCookie(STATE_COOKIE) },
    );
  }
  const answer = await keystatic(request);
  const headers = new Headers(answer.headers);
  headers.append("Set-Cookie", expiredCookie(STATE_COOKIE));
  headers.append("Set-Cookie", expiredCookie(`ks-${state}`));
  return new Response(answer.body, { status: answer.status, headers });
}

/**
 * Signing out: a POST from the editor's own origin. Keystatic's menu links here, so a GET
 * answers 405 with a page whose button sends the POST.
 */
async function signOut(request: Request, keystatic: KeystaticApi): Promise<Response> {
  if (request.method !== "POST") {
    return page(
      405,
      "Log out of the content editor?",
      `<form method="post" action="${SIGN_OUT}"><button type="submit">Log out</button></form>\n<p><a href="/keystatic">Back to the editor</a></p>`,
      { Allow: "POST" },
    );
  }
  if (request.headers.get("origin") !== new URL(request.url).origin) {
    return new Response("Log out from the editor's own page.", { status: 403 });
  }
  const answer = await keystatic(request);
  // Keystatic's 307 would repeat the POST at /keystatic: the page is asked for with a GET.
  return new Response(answer.body, { status: answer.status === 307 ? 303 : answer.status, headers: answer.headers });
}

/** Keystatic's API at `route` (the path after /api/keystatic/), with the sign-in's checks. */
export async function signInApi(route: string, request: Request, keystatic: KeystaticApi): Promise<Response> {
  if (route === "github/oauth/callback") return callback(request, keystatic);
  if (route === "github/logout") return signOut(request, keystatic);
  // The sign-in, and the repository-not-found page, which sends one who is signed out to it.
  return withState(await keystatic(request));
}

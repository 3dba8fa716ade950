// The content editor's part of the static host's function, in team mode only: on the editor's own
// host, Keystatic's API, which holds the GitHub App's secret for sign-in, and the editor's page at
// every address of Keystatic's interface; on every other host, the site's not-found page at those
// addresses. The build bundles it around pages-worker.ts (pages-function.ts); a build without the
// editor leaves it out, so its function is byte for byte as before.
import type { GitHubConfig } from "@keystatic/core";
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";

import { editorCookie } from "./editor-cookies.ts";
import { signInApi } from "./editor-sign-in.ts";
import type { PagesEnv } from "./pages-worker.ts";

/** What the build gives the editor's part. */
export interface EditorWorkerSettings {
  storage: GitHubConfig["storage"];
  /** The editor's host name (EDITOR_ORIGIN's): the one host that answers its page and API. */
  host: string;
  /** Sent with the page at Keystatic's addresses: `_headers` rules do not apply to a function's responses. */
  pageHeaders: Readonly<Record<string, string>>;
  /** Sent with every answer of the API. */
  apiHeaders: Readonly<Record<string, string>>;
  /** Sent with the site's not-found page, which the public host answers at the editor's addresses. */
  siteHeaders: Readonly<Record<string, string>>;
}

/** The Pages project's secrets for Keystatic's GitHub sign-in. */
export interface EditorEnv extends PagesEnv {
  KEYSTATIC_GITHUB_CLIENT_ID?: string;
  KEYSTATIC_GITHUB_CLIENT_SECRET?: string;
  /** At least 32 characters: it encrypts the refresh token Keystatic keeps in a cookie. */
  KEYSTATIC_SECRET?: string;
}

interface Worker<Env> {
  fetch(request: Request, env: Env): Promise<Response>;
}

const API = "/api/keystatic/";
const PAGE = "/keystatic/";

/** `response` with `headers` in place of its own of the same names, its cookies passed through `cookie`. */
function withHeaders(
  response: Response,
  headers: Readonly<Record<string, string>>,
  cookie: (setCookie: string) => string = (setCookie) => setCookie,
  status = response.status,
) {
  const merged = new Headers(headers);
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie" && !merged.has(name)) merged.set(name, value);
  });
  // Keystatic's sign-in sets two cookies in one answer: each stays a header of its own.
  for (const setCookie of response.headers.getSetCookie()) merged.append("Set-Cookie", cookie(setCookie));
  return new Response(response.body, { status, headers: merged });
}

/**
 * Keystatic's API with the project's secrets. Its handler throws, naming the variables, when one
 * is missing; the host then answers 500 and logs it.
 */
async function keystaticApi(request: Request, env: EditorEnv, settings: EditorWorkerSettings): Promise<Response> {
  const handler = makeGenericAPIRouteHandler({
    config: { storage: settings.storage },
    clientId: env.KEYSTATIC_GITHUB_CLIENT_ID,
    clientSecret: env.KEYSTATIC_GITHUB_CLIENT_SECRET,
    secret: env.KEYSTATIC_SECRET,
  });
  const keystatic = async (call: Request) => {
    const { body, headers, status } = await handler(call);
    // Text in GitHub mode; a copy makes any bytes a body Response takes.
    const payload = body instanceof Uint8Array ? new Uint8Array(body) : body;
    return new Response(payload, { status, headers });
  };
  const route = new URL(request.url).pathname.slice(API.length);
  return withHeaders(await signInApi(route, request, keystatic), settings.apiHeaders, editorCookie);
}

/**
 * Keystatic's interface keeps its place in the address (/keystatic/singleton/home,
 * /keystatic/branch/…): each is the editor's one page, with its headers.
 */
async function editorPage(request: Request, env: PagesEnv, settings: EditorWorkerSettings): Promise<Response> {
  const page = await env.ASSETS.fetch(new Request(new URL(PAGE, request.url), request));
  return withHeaders(page, settings.pageHeaders);
}

/** The site's not-found page, as a static host answers an unknown address; Pages serves 404.html at /404. */
async function siteNotFound(request: Request, env: PagesEnv, settings: EditorWorkerSettings): Promise<Response> {
  const page = await env.ASSETS.fetch(new Request(new URL("/404", request.url)));
  return withHeaders(page, { ...settings.siteHeaders, "Cache-Control": "no-store" }, undefined, 404);
}

/** /keystatic, Keystatic's addresses under it, and its API. */
const isEditorAddress = (pathname: string) =>
  pathname === PAGE.slice(0, -1) || pathname.startsWith(PAGE) || pathname.startsWith(API);

/**
 * The editor's host: its page and API. Nothing of the site through the function: a page of the
 * site here would run its scripts beside the editor's GitHub token (its static files are
 * sandboxed by their `_headers` rule).
 */
function editorHost(request: Request, env: EditorEnv, settings: EditorWorkerSettings): Promise<Response> | Response {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith(API)) return keystaticApi(request, env, settings);
  const read = request.method === "GET" || request.method === "HEAD";
  if (read && isEditorAddress(pathname)) return editorPage(request, env, settings);
  return new Response("Not found", { status: 404, headers: settings.apiHeaders });
}

/** `site`, with Keystatic's API and interface in front of it on the editor's host, and hidden on every other. */
export function withEditor(site: Worker<PagesEnv>, settings: EditorWorkerSettings): Worker<EditorEnv> {
  return {
    async fetch(request, env) {
      const { hostname, pathname } = new URL(request.url);
      if (hostname === settings.host) return editorHost(request, env, settings);
      if (isEditorAddress(pathname)) return siteNotFound(request, env, settings);
      return site.fetch(request, env);
    },
  };
}

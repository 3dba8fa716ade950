// The content editor's part of the static host's function, in team mode only: Keystatic's API,
// which holds the GitHub App's secret for sign-in, and the editor's page at every address of
// Keystatic's interface. The build bundles it around pages-worker.ts (pages-function.ts); a
// build without the editor leaves it out, so its function is byte for byte as before.
import type { GitHubConfig } from "@keystatic/core";
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";

import type { PagesEnv } from "./pages-worker.ts";

/** What the build gives the editor's part. */
export interface EditorWorkerSettings {
  storage: GitHubConfig["storage"];
  /** Sent with the page at Keystatic's addresses: `_headers` rules do not apply to a function's responses. */
  pageHeaders: Readonly<Record<string, string>>;
  /** Sent with every answer of the API. */
  apiHeaders: Readonly<Record<string, string>>;
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

/** `response` with `headers` in place of its own of the same names. */
function withHeaders(response: Response, headers: Readonly<Record<string, string>>) {
  const merged = new Headers(headers);
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie" && !merged.has(name)) merged.set(name, value);
  });
  // Keystatic's sign-in sets two cookies in one answer: each stays a header of its own.
  for (const cookie of response.headers.getSetCookie()) merged.append("Set-Cookie", cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: merged });
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
  const { body, headers, status } = await handler(request);
  // Text in GitHub mode; a copy makes any bytes a body Response takes.
  const payload = body instanceof Uint8Array ? new Uint8Array(body) : body;
  return withHeaders(new Response(payload, { status, headers }), settings.apiHeaders);
}

/**
 * Keystatic's interface keeps its place in the address (/keystatic/singleton/home,
 * /keystatic/branch/…): each is the editor's one page, with its headers.
 */
async function editorPage(request: Request, env: PagesEnv, settings: EditorWorkerSettings): Promise<Response> {
  const page = await env.ASSETS.fetch(new Request(new URL(PAGE, request.url), request));
  return withHeaders(page, settings.pageHeaders);
}

/** `site`, with Keystatic's API and interface in front of it. */
export function withEditor(site: Worker<PagesEnv>, settings: EditorWorkerSettings): Worker<EditorEnv> {
  return {
    async fetch(request, env) {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith(API)) return keystaticApi(request, env, settings);
      if (pathname.startsWith(PAGE) && (request.method === "GET" || request.method === "HEAD")) {
        return editorPage(request, env, settings);
      }
      return site.fetch(request, env);
    },
  };
}

// The static host's one piece of code: Cloudflare Pages runs it (advanced mode, _worker.js) for
// the withdraw page's address only (_routes.json), to answer a mail client's one-click POST.
// The build bundles it with its settings (pages-function.ts); it runs on workerd, so it uses
// web-standard APIs only.
import { DATA_RIGHTS_PAGES } from "#shared/data-rights-requests.ts";
import { type WithdrawConsent, answerOneClick } from "#shared/one-click-withdrawal.ts";

/** Where the function finds public.withdraw_consent, as the build knew it. */
export interface PagesWorkerSettings {
  /** Supabase's project URL; without one, the site's own origin, as the pages' data client does. */
  url?: string | undefined;
  /** The public anon key. */
  key: string;
  /** Sent with every answer: `_headers` rules do not apply to a function's responses. */
  headers: Readonly<Record<string, string>>;
}

/** What Pages hands the worker: its static files, and the project's variables. */
export interface PagesEnv {
  ASSETS: { fetch(request: Request): Promise<Response> };
  /** Both or neither: they replace the built URL and key (another project, or a test's server). */
  SUPABASE_URL?: string;
  SUPABASE_ANON_KEY?: string;
}

/** How long Supabase may take to answer; a mail client gives up not long after. */
const UPSTREAM_TIMEOUT_MS = 10_000;

/**
 * POST {url}/rest/v1/rpc/withdraw_consent as anon; a network failure answers 502. The visitor's
 * address goes with it, as Cloudflare gave it, so the database limits each client on its own
 * rather than every one-click POST under Cloudflare's egress address.
 */
function withdrawThrough(url: string, key: string, client: string | null): WithdrawConsent {
  const forwarded: Record<string, string> = client ? { "X-Forwarded-For": client } : {};
  return async (token) => {
    try {
      return await fetch(`${url}/rest/v1/rpc/withdraw_consent`, {
        method: "POST",
        headers: { apikey: key, Authorization: `Bearer ${key}`, "Content-Type": "application/json", ...forwarded },
        body: JSON.stringify({ token }),
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      });
    } catch (error) {
      console.error(`withdraw_consent could not be reached at ${url}:`, error);
      return new Response(null, { status: 502 });
    }
  };
}

function dataInterface(request: Request, env: PagesEnv, built: PagesWorkerSettings): { url: string; key: string } {
  if (Boolean(env.SUPABASE_URL) !== Boolean(env.SUPABASE_ANON_KEY)) {
    throw new Error("Set both SUPABASE_URL and SUPABASE_ANON_KEY, or neither (the values the build was given).");
  }
  if (env.SUPABASE_URL && env.SUPABASE_ANON_KEY) return { url: env.SUPABASE_URL, key: env.SUPABASE_ANON_KEY };
  return { url: built.url ?? new URL(request.url).origin, key: built.key };
}

/** The module worker: the one-click POST at the withdraw page's address, every other request the static files. */
export function pagesWorker(settings: PagesWorkerSettings) {
  return {
    async fetch(request: Request, env: PagesEnv): Promise<Response> {
      if (request.method !== "POST" || new URL(request.url).pathname !== DATA_RIGHTS_PAGES.withdraw) {
        return env.ASSETS.fetch(request);
      }
      const { url, key } = dataInterface(request, env, settings);
      const answer = await answerOneClick(request, withdrawThrough(url.replace(/\/+$/, ""), key, request.headers.get("CF-Connecting-IP")));
      const headers = new Headers(settings.headers);
      answer.headers.forEach((value, name) => headers.set(name, value));
      return new Response(answer.body, { status: answer.status, headers });
    },
  };
}

// The verify step: a smoke test of a live site at ORIGIN, as a visitor and a mail client reach
// it. Every check runs; the step fails naming each that did not pass.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { sitePages } from "#scripts/build/site-pages.ts";
import { EDITOR_API, EDITOR_PAGE } from "#scripts/build/editor-headers.ts";
import { clientDir } from "#shared/build.ts";
import { CURRENT_NOTICE_VERSION } from "#shared/data-rights.ts";
import { DATA_RIGHTS_PAGES } from "#shared/data-rights-requests.ts";
import { type HeaderRules, parseHeaders } from "#shared/headers-file.ts";
import { type CareerAlertRow, LOCAL_ANON_KEY } from "#shared/leads.ts";
import { isDatabaseError } from "#server/db/database.ts";
import { openPostgres } from "#server/db/postgres.ts";
import { readHeartbeat } from "#server/delivery/heartbeat.ts";
import { LINK_PAGES } from "#src/lib/site-pages.ts";

import type { Settings } from "./settings.ts";
import { DeployStop, type Step, type StepContext } from "./step.ts";

/** One check: its name, and what was wrong, or nothing when it passed. */
interface Check {
  name: string;
  problem?: string;
}

/** The Data API the site's forms write to: Supabase when set, else the site's own origin. */
function dataApi(settings: Settings, origin: string): { url: string; key: string } {
  return settings.SUPABASE_URL && settings.SUPABASE_ANON_KEY
    ? { url: settings.SUPABASE_URL.replace(/\/+$/, ""), key: settings.SUPABASE_ANON_KEY }
    : { url: origin, key: LOCAL_ANON_KEY };
}

/** The build's _headers: what every page should be sent with, as the build wrote it. */
function builtHeaders(): HeaderRules {
  const file = join(clientDir(), "_headers");
  if (!existsSync(file)) throw new DeployStop(`no build to compare the headers with (${file}): run npm run build`);
  return parseHeaders(readFileSync(file, "utf8"));
}

/**
 * Each header the build wrote for a page that `response` lacks or sends otherwise: the "/*"
 * rule's and the page's own. A header in both may come as the page's value, as `npm start`
 * sends it, or both joined with a comma, as Cloudflare joins them (a browser obeys the last).
 */
function headerProblems(response: Response, everywhere: Record<string, string>, own: Record<string, string>): string[] {
  return Object.entries({ ...everywhere, ...own }).flatMap(([name, value]) => {
    const sent = response.headers.get(name);
    if (sent === null) return [`no ${name}`];
    const joined =
      everywhere[name] !== undefined && own[name] !== undefined ? `${everywhere[name]}, ${own[name]}` : value;
    return sent === value || sent === joined ? [] : [`${name} is "${sent}", the build wrote "${value}"`];
  });
}

async function pageChecks(origin: string, rules: HeaderRules): Promise<Check[]> {
  const everywhere = rules.find((rule) => rule.path === "/*")?.headers ?? {};
  const paths = [...sitePages, ...LINK_PAGES];
  return Promise.all(
    paths.map(async (path): Promise<Check> => {
      const name = `GET ${path}`;
      const response = await fetch(new URL(path, origin));
      await response.body?.cancel();
      if (response.status !== 200) return { name, problem: `answered ${response.status}, not 200` };
      const own = rules.find((rule) => rule.path === new URL(response.url).pathname)?.headers;
      if (!own) return { name, problem: `the build wrote no headers for ${new URL(response.url).pathname}` };
      const problems = headerProblems(response, everywhere, own);
      return { name, problem: problems.length ? problems.join("; ") : undefined };
    }),
  );
}

async function statusCheck(name: string, request: Request, expected: number): Promise<Check> {
  const response = await fetch(request, { redirect: "manual" });
  await response.body?.cancel();
  return { name, problem: response.status === expected ? undefined : `answered ${response.status}, not ${expected}` };
}

/** The constraint the insert probe breaks: a careers alert never carries a marketing opt-in. */
const PROBE_CONSTRAINT = "career_alerts_marketing_opt_in_check";

/**
 * Whether the anon key may insert a lead, without storing one: a careers alert valid in all but
 * one CHECK constraint. PostgreSQL checks the grant, runs the BEFORE triggers (the limits, the
 * notice) and the row-level policy before the constraints, so a refusal by that constraint
 * (23514) means a valid row would have been stored; the request's transaction stores nothing,
 * and no lead event reaches the team's tools.
 */
async function anonChecks(api: { url: string; key: string }): Promise<Check[]> {
  const headers = { apikey: api.key, Authorization: `Bearer ${api.key}` };
  const row: CareerAlertRow & { marketing_opt_in: boolean } = {
    full_name: "Deploy Check",
    email: "deploy-check@example.com",
    source: "careers-notify",
    notice_version: CURRENT_NOTICE_VERSION,
    notice_language: "en",
    marketing_opt_in: true,
  };
  const insert = await fetch(`${api.url}/rest/v1/career_alerts`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json", Prefer: "return=minimal" },
    body: JSON.stringify(row),
  });
  const inserted = await insert.text();
  const refusedByCheck =
    insert.status === 400 && /"code"\s*:\s*"23514"/.test(inserted) && inserted.includes(PROBE_CONSTRAINT);
  const read = await fetch(`${api.url}/rest/v1/career_alerts?select=*`, { headers });
  const body = await read.text();
  // Postgres refuses the select itself (42501): an empty list would mean a policy hides rows anon may read.
  const refused = [401, 403].includes(read.status) && body.includes("42501");
  return [
    {
      name: "the anon key can insert a lead (its probe refused only by a check constraint, so nothing is stored)",
      problem: refusedByCheck ? undefined : `answered ${insert.status}: ${inserted.slice(0, 200)}`,
    },
    {
      name: "the anon key cannot read the leads",
      problem: refused ? undefined : `answered ${read.status}: ${body.slice(0, 200)}`,
    },
  ];
}

const oneClick = (origin: string) =>
  new Request(new URL(`${DATA_RIGHTS_PAGES.withdraw}?token=0`, origin), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });

/** Every check of the site at `origin`, each run whatever the others found. */
export async function verifySite(origin: string, settings: Settings): Promise<Check[]> {
  const rules = builtHeaders();
  const attempt = async (name: string, checks: () => Promise<Check[]>): Promise<Check[]> =>
    checks().catch((error: unknown) => [{ name, problem: error instanceof Error ? error.message : String(error) }]);
  const groups = await Promise.all([
    attempt("the pages", () => pageChecks(origin, rules)),
    attempt("an unknown address", async () => [
      await statusCheck(
        "an unknown address is not found",
        new Request(new URL("/deploy-check-no-such-page", origin)),
        404,
      ),
    ]),
    attempt("the Data API", () => anonChecks(dataApi(settings, origin))),
    attempt("the one-click withdrawal", async () => [
      await statusCheck("the one-click withdrawal refuses a junk token", oneClick(origin), 400),
    ]),
    attempt("the editor", async () => [
      await statusCheck("the editor is not on the public origin", new Request(new URL(EDITOR_PAGE, origin)), 404),
      await statusCheck(
        "the editor's API is not on the public origin",
        new Request(new URL(`${EDITOR_API}/github/login`, origin)),
        404,
      ),
    ]),
  ]);
  return groups.flat();
}

/** The heartbeat may be this old: the delivery Worker's cron runs a pass each minute. */
export const HEARTBEAT_MAX_AGE_MS = 5 * 60_000;

/**
 * The delivery heartbeat's check, or why it was skipped: no database, one that cannot be
 * reached, or no pass yet. A heartbeat older than HEARTBEAT_MAX_AGE_MS fails.
 */
export async function heartbeatCheck(databaseUrl: string | undefined): Promise<Check | { skipped: string }> {
  if (!databaseUrl) return { skipped: "no SUPABASE_DB_URL" };
  const db = openPostgres(databaseUrl, { max: 1 });
  try {
    const heartbeat = await readHeartbeat(db);
    if (!heartbeat) return { skipped: "no delivery pass has run yet" };
    const minutes = (heartbeat.ageMs / 60_000).toFixed(1);
    const did = `${heartbeat.emails} e-mails and ${heartbeat.webhooks} lead events${heartbeat.finished ? "" : ", with work left"}`;
    return {
      name: `the delivery heartbeat (the last pass ${minutes} min ago: ${did})`,
      problem:
        heartbeat.ageMs > HEARTBEAT_MAX_AGE_MS
          ? `is ${minutes} min old, over ${HEARTBEAT_MAX_AGE_MS / 60_000}: the delivery Worker's passes have stopped`
          : undefined,
    };
  } catch (error) {
    if (isDatabaseError(error) && error.code === "42P01")
      return { skipped: "no heartbeat table: run the database step" };
    return { skipped: `SUPABASE_DB_URL cannot be reached (${error instanceof Error ? error.message : String(error)})` };
  } finally {
    await db.close();
  }
}

async function run({ settings, url, say }: StepContext): Promise<void> {
  if (!url) throw new DeployStop("no site to verify: give --url ORIGIN or set SITE_URL");
  const [site, heartbeat] = await Promise.all([verifySite(url, settings), heartbeatCheck(settings.SUPABASE_DB_URL)]);
  const checks = "skipped" in heartbeat ? site : [...site, heartbeat];
  const failed = checks.filter((check) => check.problem);
  say(`${checks.length - failed.length} of ${checks.length} checks passed at ${url}`);
  say("skipped" in heartbeat ? `the delivery heartbeat: skipped: ${heartbeat.skipped}` : heartbeat.name);
  if (failed.length)
    throw new DeployStop(`failed:\n${failed.map((check) => `  ${check.name}: ${check.problem}`).join("\n")}`);
}

async function plan({ settings, url, say }: StepContext): Promise<void> {
  const api = dataApi(settings, url ?? "the site's origin");
  say(
    `would check ${url ?? "SITE_URL"}: its ${sitePages.length + LINK_PAGES.length} pages answer 200 with the built headers`,
  );
  say(
    `would check that an unknown address is not found, the one-click withdrawal refuses a junk token, and ${EDITOR_PAGE} is not found`,
  );
  say(
    `would check with the anon key at ${api.url} that a careers alert may be inserted (a probe the database refuses by a check constraint, so nothing is stored) and none read`,
  );
  say(
    settings.SUPABASE_DB_URL
      ? `would check that the delivery heartbeat is under ${HEARTBEAT_MAX_AGE_MS / 60_000} min old`
      : "would skip the delivery heartbeat: no SUPABASE_DB_URL",
  );
}

export const verifyStep: Step = {
  name: "verify",
  needs: { required: [], optional: ["SITE_URL", "SUPABASE_URL", "SUPABASE_ANON_KEY", "SUPABASE_DB_URL"] },
  plan,
  run,
};

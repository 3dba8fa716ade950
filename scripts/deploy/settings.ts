// The deploy's settings: one table, each with what it is, an example and its check. They come
// from the environment, else from .env.production; a missing or malformed one stops the deploy
// before anything changes, naming it.
import { existsSync, readFileSync } from "node:fs";
import { parseEnv } from "node:util";

import { webhookSecretProblem } from "#server/delivery/config.ts";
import { brand } from "#shared/brand.ts";
import { isPlainAddress } from "#shared/leads.ts";

export interface Setting {
  name: string;
  meaning: string;
  example: string;
  /** What is wrong with `value`, or undefined when it will do. */
  check(value: string): string | undefined;
}

function parsedUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

const isLoopback = (url: URL) => ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);

/** An origin: https (http only on loopback, for a local run), no path, query or fragment. */
function checkOrigin(value: string): string | undefined {
  const url = parsedUrl(value);
  if (!url) return "is not a URL";
  if (url.protocol !== "https:" && !(url.protocol === "http:" && isLoopback(url))) return "must be https://";
  if (url.pathname !== "/" || url.search || url.hash || url.username) return "must be an origin, with no path";
  return undefined;
}

/** The JWT payload's role, when the key is a JWT (Supabase's legacy keys). */
function jwtRole(key: string): unknown {
  const [, payload] = key.split(".");
  if (!key.startsWith("eyJ") || !payload) return undefined;
  try {
    return (JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { role?: unknown }).role;
  } catch {
    return undefined;
  }
}

export const SETTINGS = {
  SUPABASE_DB_URL: {
    name: "SUPABASE_DB_URL",
    meaning: "The project's Postgres, as its owner: the database step migrates it",
    example: "postgresql://postgres.<ref>:<password>@<pooler host>:5432/postgres",
    check(value) {
      const url = parsedUrl(value);
      if (!url || !["postgresql:", "postgres:"].includes(url.protocol)) return "must be a postgresql:// URL";
      if (!url.hostname) return "names no host";
      return undefined;
    },
  },
  SUPABASE_URL: {
    name: "SUPABASE_URL",
    meaning: "The Data API the forms write to (the project URL); unset with SUPABASE_ANON_KEY, the site's own origin",
    example: "https://<ref>.supabase.co",
    check: checkOrigin,
  },
  SUPABASE_ANON_KEY: {
    name: "SUPABASE_ANON_KEY",
    meaning: "The public anon or publishable key; never a secret or service_role key",
    example: "sb_publishable_…",
    check(value) {
      if (!value.trim()) return "is empty";
      if (value.startsWith("sb_secret_") || jwtRole(value) === "service_role") {
        return "is a secret key: give the anon or publishable key, which the pages make public";
      }
      return undefined;
    },
  },
  SITE_URL: {
    name: "SITE_URL",
    meaning: "The public origin of the site: verify checks it unless given --url",
    example: "https://www.example.in",
    check: checkOrigin,
  },
  SMTP_URL: {
    name: "SMTP_URL",
    meaning: "The mail server the delivery pass sends through, with its login (Cloudflare blocks port 25)",
    example: "smtp://<user>:<password>@smtp.example.net:587",
    check(value) {
      const url = parsedUrl(value);
      if (!url || !["smtp:", "smtps:"].includes(url.protocol)) return "must be an smtp:// or smtps:// URL";
      if (!url.hostname) return "names no host";
      if (url.port === "25") return "must not use port 25, which Cloudflare's Workers cannot reach: use 587 or 465";
      return undefined;
    },
  },
  NOTIFY_TO: {
    name: "NOTIFY_TO",
    meaning: "Where lead notifications and digests go; unset, the brand's address",
    example: "sales@example.in",
    check: (value) => (isPlainAddress(value) ? undefined : "must be one plain e-mail address"),
  },
  MAIL_FROM: {
    name: "MAIL_FROM",
    meaning: "The e-mails' From; unset, the brand's name and address",
    example: `"${brand.name}" <hello@example.in>`,
    check: (value) => (value.includes("@") ? undefined : "names no address"),
  },
  LEAD_WEBHOOK_URL: {
    name: "LEAD_WEBHOOK_URL",
    meaning: "The CRM's webhook the delivery pass POSTs lead events to; unset, events are recorded, not sent",
    example: "https://hooks.example.net/leads",
    check(value) {
      const url = parsedUrl(value);
      if (!url || url.protocol !== "https:") return "must be an https:// URL";
      if (url.username || url.password) return "must not hold a user name or password";
      return undefined;
    },
  },
  LEAD_WEBHOOK_SECRET: {
    name: "LEAD_WEBHOOK_SECRET",
    meaning: "The key lead events are signed with (Standard Webhooks); set with LEAD_WEBHOOK_URL",
    example: "whsec_…",
    check: webhookSecretProblem,
  },
  CLOUDFLARE_API_TOKEN: {
    name: "CLOUDFLARE_API_TOKEN",
    meaning:
      "A Cloudflare API token that may edit Workers and their custom domains: publishing needs it, a dry run does not",
    example: "a token made from the template Edit Cloudflare Workers",
    check: (value) => (/^\S+$/.test(value) ? undefined : "must be the token alone, with no spaces"),
  },
  CLOUDFLARE_ACCOUNT_ID: {
    name: "CLOUDFLARE_ACCOUNT_ID",
    meaning: "The Cloudflare account the Workers belong to",
    example: "0123456789abcdef0123456789abcdef",
    check: (value) => (/^[0-9a-f]{32}$/.test(value) ? undefined : "must be the account's 32 hexadecimal digits"),
  },
  EDITOR_GITHUB_REPO: {
    name: "EDITOR_GITHUB_REPO",
    meaning: "Team mode: the repository the editor commits to; with it, the site step publishes the editor too",
    example: "sentinel-ai/website",
    check: (value) => (/^[\w.-]+\/[\w.-]+$/.test(value) ? undefined : "must be owner/name"),
  },
  PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: {
    name: "PUBLIC_KEYSTATIC_GITHUB_APP_SLUG",
    meaning: "Team mode: the GitHub App's name as its URL gives it",
    example: "sentinel-ai-content",
    check: (value) => (/^[a-z0-9-]+$/.test(value) ? undefined : "must be the app's slug, such as my-app"),
  },
  EDITOR_ORIGIN: {
    name: "EDITOR_ORIGIN",
    meaning: "Team mode: the editor's own origin, another host than SITE_URL's",
    example: "https://editor.example.in",
    check: checkOrigin,
  },
  EDITOR_PREVIEW_ORIGIN: {
    name: "EDITOR_PREVIEW_ORIGIN",
    meaning: "Team mode, optional: where a content branch's preview is, {branch} standing for its name",
    example: "https://{branch}-sentinel-ai-website.<subdomain>.workers.dev",
    check: (value) => checkOrigin(value.replaceAll("{branch}", "main")),
  },
  KEYSTATIC_GITHUB_CLIENT_ID: {
    name: "KEYSTATIC_GITHUB_CLIENT_ID",
    meaning: "Team mode: the GitHub App's client ID, a secret of the editor's Worker",
    example: "Iv23li…",
    check: (value) => (/^\S+$/.test(value) ? undefined : "must be the client ID alone, with no spaces"),
  },
  KEYSTATIC_GITHUB_CLIENT_SECRET: {
    name: "KEYSTATIC_GITHUB_CLIENT_SECRET",
    meaning: "Team mode: the GitHub App's client secret, a secret of the editor's Worker",
    example: "a secret generated on the app's page",
    check: (value) => (/^\S+$/.test(value) ? undefined : "must be the secret alone, with no spaces"),
  },
  KEYSTATIC_SECRET: {
    name: "KEYSTATIC_SECRET",
    meaning: "Team mode: at least 32 random characters that encrypt the editor's refresh token",
    example: "the output of openssl rand -hex 32",
    check: (value) => (value.length >= 32 ? undefined : "must be at least 32 characters"),
  },
} satisfies Record<string, Setting>;

export type SettingName = keyof typeof SETTINGS;
export type Settings = Partial<Record<SettingName, string>>;

export const ENV_FILE = ".env.production";

/** The settings the environment gives, else `file` (the environment wins); empty counts as unset. */
export function readSettings(env: NodeJS.ProcessEnv, file: string): Settings {
  const fromFile = existsSync(file) ? parseEnv(readFileSync(file, "utf8")) : {};
  const settings: Settings = {};
  for (const name of Object.keys(SETTINGS) as SettingName[]) {
    const value = env[name] || fromFile[name];
    if (value) settings[name] = value;
  }
  return settings;
}

/** What a set of steps needs: the settings each requires, and those it uses when given. */
export interface Needs {
  required: readonly SettingName[];
  optional: readonly SettingName[];
  /** Required too when the step changes something: not in a dry run. */
  toChange?: readonly SettingName[];
  /** Settings that go together: one given, all are required. */
  together?: readonly (readonly SettingName[])[];
}

/**
 * One line per problem: each required setting that is missing and each given one (required or
 * optional) that is malformed. Empty when the settings will do.
 */
export function settingProblems(settings: Settings, needs: Needs): string[] {
  const problems: string[] = [];
  for (const name of needs.required) {
    if (!settings[name]) problems.push(`${name} is missing: ${SETTINGS[name].meaning} (${SETTINGS[name].example})`);
  }
  for (const name of new Set([...needs.required, ...needs.optional])) {
    const value = settings[name];
    const problem = value === undefined ? undefined : SETTINGS[name].check(value);
    if (problem) problems.push(`${name} ${problem} (${SETTINGS[name].example})`);
  }
  const pair: SettingName[] = ["SUPABASE_URL", "SUPABASE_ANON_KEY"];
  const groups = [...(needs.together ?? []), ...(pair.some((name) => needs.optional.includes(name)) ? [pair] : [])];
  for (const group of groups) {
    const given = group.filter((name) => settings[name]);
    if (!given.length) continue;
    for (const missing of group.filter((name) => !settings[name])) {
      problems.push(
        `${missing} is missing: ${given.join(", ")} ${given.length > 1 ? "are" : "is"} set, and they go together`,
      );
    }
  }
  return problems;
}

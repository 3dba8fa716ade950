// Where the editor reads and writes. The local editor (`npm run edit`): the files of this checkout,
// through its own server. Team mode: the repository on GitHub, from the editor's own origin
// (EDITOR_ORIGIN, beside the public site's), each change on a branch of its own; a build is in
// team mode when EDITOR_GITHUB_REPO is set (docs/deploy.md, "The content editor in team mode").
import type { GitHubConfig } from "@keystatic/core";

import type { EditorAppProps } from "./editor-app.tsx";

export const localEditor: EditorAppProps = { storage: { kind: "local" }, previewOrigin: "" };

/**
 * How the editor's branches begin. A branch's preview is a version of the site's Worker aliased
 * by the branch's name (scripts/deploy/content-preview.ts): `content-new-quote` is previewed at
 * content-new-quote-<worker>.<subdomain>.workers.dev, the address EDITOR_PREVIEW_ORIGIN's
 * {branch} makes.
 */
export const BRANCH_PREFIX = "content-";

export interface TeamEditor extends EditorAppProps {
  storage: GitHubConfig["storage"];
  appSlug: string;
  previewOrigin: string;
  /**
   * The editor's own origin: the only host that answers its page and API, so its GitHub token
   * sits in cookies no public page's script can read.
   */
  origin: string;
}

/** The build's settings for team mode, as astro.config.ts reads them. */
export interface TeamEditorEnv {
  EDITOR_GITHUB_REPO?: string | undefined;
  PUBLIC_KEYSTATIC_GITHUB_APP_SLUG?: string | undefined;
  EDITOR_PREVIEW_ORIGIN?: string | undefined;
  EDITOR_ORIGIN?: string | undefined;
}

const REPO = /^([\w.-]+)\/([\w.-]+)$/;

/** The origin a preview address starts with: https, no path; `{branch}` stands for a branch's name. */
function previewOrigin(value: string): string {
  const origin = value.replace(/\/+$/, "");
  let url: URL | undefined;
  try {
    url = new URL(origin.replaceAll("{branch}", "main"));
  } catch {
    url = undefined;
  }
  if (url?.protocol !== "https:" || url.pathname !== "/" || url.search || url.hash) {
    throw new Error(
      `EDITOR_PREVIEW_ORIGIN must be an https origin such as https://{branch}.<project>.pages.dev, got "${value}"`,
    );
  }
  return origin;
}

/** Loopback names a test's host answers at over http; everywhere else the editor's origin is https. */
const LOOPBACK = new Set(["localhost", "127.0.0.1"]);

/** EDITOR_ORIGIN: an origin alone, https (http on loopback only), on another host than the site's. */
function editorOrigin(value: string | undefined, site: string): string {
  const problem = (why: string) =>
    new Error(`EDITOR_ORIGIN must be ${why}, such as https://editor.<domain>, got "${value ?? ""}"`);
  if (!value?.trim()) throw problem("set with EDITOR_GITHUB_REPO: the editor's own origin");
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw problem("an origin");
  }
  const secure = url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK.has(url.hostname));
  if (!secure || url.pathname !== "/" || url.search || url.hash || url.username) throw problem("an https origin");
  if (url.hostname === new URL(site).hostname) throw problem(`on another host than the site's (${site})`);
  return url.origin;
}

/**
 * The editor in team mode, or undefined when the build is not asked for it (no
 * EDITOR_GITHUB_REPO): such a build holds nothing of the editor. `site` is the public origin,
 * where a kind's page is previewed when no preview origin is set.
 */
export function teamEditor(env: TeamEditorEnv, site: string): TeamEditor | undefined {
  const repo = env.EDITOR_GITHUB_REPO?.trim();
  if (!repo) return undefined;
  const [, owner, name] = REPO.exec(repo) ?? [];
  if (!owner || !name) throw new Error(`EDITOR_GITHUB_REPO must be the repository as owner/name, got "${repo}"`);
  // Keystatic names the app where a marketer's account has not yet been given the repository.
  const appSlug = env.PUBLIC_KEYSTATIC_GITHUB_APP_SLUG?.trim();
  if (!appSlug)
    throw new Error("Set PUBLIC_KEYSTATIC_GITHUB_APP_SLUG (the GitHub App's name in its URL) with EDITOR_GITHUB_REPO.");
  return {
    storage: { kind: "github", repo: { owner, name }, branchPrefix: BRANCH_PREFIX },
    appSlug,
    // The editor's origin serves none of the site's pages: a preview opens them on the site's.
    previewOrigin: env.EDITOR_PREVIEW_ORIGIN?.trim()
      ? previewOrigin(env.EDITOR_PREVIEW_ORIGIN.trim())
      : new URL(site).origin,
    origin: editorOrigin(env.EDITOR_ORIGIN, site),
  };
}

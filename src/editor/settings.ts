// Where the editor reads and writes. The local editor (`npm run edit`): the files of this checkout,
// through its own server. Team mode: the repository on GitHub, from the deployed site, each change
// on a branch of its own; a build is in team mode when EDITOR_GITHUB_REPO is set
// (docs/deploy.md, "The content editor in team mode").
import type { GitHubConfig } from "@keystatic/core";

import type { EditorAppProps } from "./editor-app.tsx";

export const localEditor: EditorAppProps = { storage: { kind: "local" }, previewOrigin: "" };

/**
 * How the editor's branches begin. Cloudflare Pages names a branch's preview after the branch,
 * with "/" turned into "-": without a slash, `content-new-quote` is previewed at
 * content-new-quote.<project>.pages.dev, the address EDITOR_PREVIEW_ORIGIN's {branch} makes.
 */
export const BRANCH_PREFIX = "content-";

export interface TeamEditor extends EditorAppProps {
  storage: GitHubConfig["storage"];
  appSlug: string;
  previewOrigin: string;
}

/** The build's settings for team mode, as astro.config.ts reads them. */
export interface TeamEditorEnv {
  EDITOR_GITHUB_REPO?: string | undefined;
  PUBLIC_KEYSTATIC_GITHUB_APP_SLUG?: string | undefined;
  EDITOR_PREVIEW_ORIGIN?: string | undefined;
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

/**
 * The editor in team mode, or undefined when the build is not asked for it (no
 * EDITOR_GITHUB_REPO): such a build holds nothing of the editor.
 */
export function teamEditor(env: TeamEditorEnv): TeamEditor | undefined {
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
    previewOrigin: env.EDITOR_PREVIEW_ORIGIN?.trim() ? previewOrigin(env.EDITOR_PREVIEW_ORIGIN.trim()) : "",
  };
}

// The content editor's team mode as the end-to-end tests build and serve it (scripts/e2e.ts,
// tests/e2e/team-editor.spec.ts): a repository, a GitHub App and secrets that exist nowhere,
// which is all the build and the host's function need until someone signs in.

/** Added to the environment of `npm run build` for the second build, beside build/. */
export const TEAM_EDITOR_BUILD = {
  BUILD_DIR: "build-team-editor",
  EDITOR_GITHUB_REPO: "sentinel-ai/website",
  PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: "sentinel-ai-content-test",
  EDITOR_PREVIEW_ORIGIN: "https://{branch}.sentinel-ai.pages.dev",
  // The editor's own host; the tests reach the public site at localhost, another host on the same
  // port. (Keystatic's interface moves itself from localhost to 127.0.0.1, so the editor is there.)
  EDITOR_ORIGIN: "http://127.0.0.1",
} as const;

/** The Pages project's secrets, as bindings of `wrangler pages dev`. */
export const TEAM_EDITOR_SECRETS = {
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.e2e0client0id00",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "e2e-client-secret",
  KEYSTATIC_SECRET: "e2e-keystatic-secret-of-forty-characters",
} as const;

import { describe, expect, it } from "vitest";

import { teamEditor } from "./settings.ts";

const configured = {
  EDITOR_GITHUB_REPO: "sentinel-ai/website",
  PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: "sentinel-ai-content",
};

describe("team mode's settings", () => {
  it("are off without EDITOR_GITHUB_REPO", () => {
    expect(teamEditor({})).toBeUndefined();
    expect(teamEditor({ EDITOR_GITHUB_REPO: " ", PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: "app" })).toBeUndefined();
  });

  it("store in the repository on branches that begin content-, where a preview alias can follow them", () => {
    expect(teamEditor({ ...configured, EDITOR_PREVIEW_ORIGIN: "https://{branch}.sentinel-ai.pages.dev/" })).toEqual({
      storage: { kind: "github", repo: { owner: "sentinel-ai", name: "website" }, branchPrefix: "content-" },
      appSlug: "sentinel-ai-content",
      previewOrigin: "https://{branch}.sentinel-ai.pages.dev",
    });
    expect(teamEditor(configured)?.previewOrigin).toBe("");
  });

  it("refuse a repository that is not owner/name, a missing app slug and a preview address with a path", () => {
    expect(() => teamEditor({ ...configured, EDITOR_GITHUB_REPO: "https://github.com/sentinel-ai/website" })).toThrow(
      /owner\/name/,
    );
    expect(() => teamEditor({ EDITOR_GITHUB_REPO: "sentinel-ai/website" })).toThrow(/PUBLIC_KEYSTATIC_GITHUB_APP_SLUG/);
    for (const origin of ["http://{branch}.example.dev", "https://{branch}.example.dev/about", "{branch}"]) {
      expect(() => teamEditor({ ...configured, EDITOR_PREVIEW_ORIGIN: origin }), origin).toThrow(
        /EDITOR_PREVIEW_ORIGIN/,
      );
    }
  });
});

import { describe, expect, it } from "vitest";

import { teamEditor } from "./settings.ts";

const configured = {
  EDITOR_GITHUB_REPO: "sentinel-ai/website",
  PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: "sentinel-ai-content",
  EDITOR_ORIGIN: "https://editor.example.in",
};
const SITE = "https://www.example.in";

describe("team mode's settings", () => {
  it("are off without EDITOR_GITHUB_REPO", () => {
    expect(teamEditor({}, SITE)).toBeUndefined();
    expect(teamEditor({ EDITOR_GITHUB_REPO: " ", PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: "app" }, SITE)).toBeUndefined();
  });

  it("store in the repository on branches that begin content-, where a preview alias can follow them", () => {
    expect(
      teamEditor({ ...configured, EDITOR_PREVIEW_ORIGIN: "https://{branch}.sentinel-ai.pages.dev/" }, SITE),
    ).toEqual({
      storage: { kind: "github", repo: { owner: "sentinel-ai", name: "website" }, branchPrefix: "content-" },
      appSlug: "sentinel-ai-content",
      previewOrigin: "https://{branch}.sentinel-ai.pages.dev",
      origin: "https://editor.example.in",
    });
  });

  it("preview on the public site without a preview origin: the editor's origin serves none of its pages", () => {
    expect(teamEditor(configured, `${SITE}/`)?.previewOrigin).toBe(SITE);
  });

  it("refuse a repository that is not owner/name, a missing app slug and a preview address with a path", () => {
    expect(() =>
      teamEditor({ ...configured, EDITOR_GITHUB_REPO: "https://github.com/sentinel-ai/website" }, SITE),
    ).toThrow(/owner\/name/);
    expect(() => teamEditor({ EDITOR_GITHUB_REPO: "sentinel-ai/website" }, SITE)).toThrow(
      /PUBLIC_KEYSTATIC_GITHUB_APP_SLUG/,
    );
    for (const origin of ["http://{branch}.example.dev", "https://{branch}.example.dev/about", "{branch}"]) {
      expect(() => teamEditor({ ...configured, EDITOR_PREVIEW_ORIGIN: origin }, SITE), origin).toThrow(
        /EDITOR_PREVIEW_ORIGIN/,
      );
    }
  });

  it("need the editor's own origin: https, or http on a loopback name, and another host than the site's", () => {
    expect(teamEditor({ ...configured, EDITOR_ORIGIN: "https://editor.example.in/" }, SITE)?.origin).toBe(
      "https://editor.example.in",
    );
    expect(teamEditor({ ...configured, EDITOR_ORIGIN: "http://localhost" }, SITE)?.origin).toBe("http://localhost");
    for (const origin of [
      undefined,
      " ",
      "editor.example.in",
      "http://editor.example.in",
      "https://editor.example.in/keystatic",
      "https://www.example.in",
      "https://www.example.in:8443",
    ]) {
      expect(() => teamEditor({ ...configured, EDITOR_ORIGIN: origin }, SITE), String(origin)).toThrow(/EDITOR_ORIGIN/);
    }
  });
});

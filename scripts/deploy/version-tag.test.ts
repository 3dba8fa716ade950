// A Worker version's tag: the same for the same bundle, assets, config, domain and secrets, and
// different when any of them changes; the secrets cannot be read or tested from it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { type VersionInputs, versionTag } from "./version-tag.ts";

describe("versionTag", () => {
  let folder: string;
  let inputs: VersionInputs;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), "sentinel-tag-"));
    const bundleDir = join(folder, "bundle");
    const assetsDir = join(folder, "assets");
    mkdirSync(join(assetsDir, "about"), { recursive: true });
    mkdirSync(bundleDir);
    writeFileSync(join(bundleDir, "index.js"), "export default {};");
    writeFileSync(join(bundleDir, "README.md"), "generated at 2026-12-08T01:30:35.396Z");
    writeFileSync(join(bundleDir, "index.js.map"), `{"sourceRoot":"${bundleDir}"}`);
    writeFileSync(join(assetsDir, "index.html"), "<h1>Sentinel</h1>");
    writeFileSync(join(assetsDir, "about", "index.html"), "<h1>About</h1>");
    writeFileSync(join(folder, "wrangler.jsonc"), '{ "name": "site" }');
    inputs = {
      bundleDir,
      assetsDir,
      config: join(folder, "wrangler.jsonc"),
      domain: "www.example.in",
      secrets: { SMTP_URL: "smtp://mailer:hunter2@smtp.example.net", SITE_URL: "https://www.example.in" },
      key: "cf-token",
    };
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("is 24 hexadecimal digits, the same for the same inputs, whatever the secrets' order or the bundle's date and maps", () => {
    const tag = versionTag(inputs);
    expect(tag).toMatch(/^[0-9a-f]{24}$/);
    writeFileSync(join(inputs.bundleDir, "README.md"), "generated at 2026-12-09T00:00:00.000Z");
    writeFileSync(join(inputs.bundleDir, "index.js.map"), '{"sourceRoot":"/elsewhere"}');
    const reordered = { SITE_URL: inputs.secrets.SITE_URL ?? "", SMTP_URL: inputs.secrets.SMTP_URL ?? "" };
    expect(versionTag({ ...inputs, secrets: reordered })).toBe(tag);
  });

  it("changes with a byte of the bundle, of an asset, a new asset, the config or the domain", () => {
    const tag = versionTag(inputs);
    const changes: [string, () => VersionInputs][] = [
      ["bundle", () => (writeFileSync(join(inputs.bundleDir, "index.js"), "export default { };"), inputs)],
      ["asset", () => (writeFileSync(join(inputs.assetsDir ?? "", "about", "index.html"), "<h1>about</h1>"), inputs)],
      ["new asset", () => (writeFileSync(join(inputs.assetsDir ?? "", "robots.txt"), ""), inputs)],
      ["config", () => (writeFileSync(inputs.config, '{ "name": "site2" }'), inputs)],
      ["domain", () => ({ ...inputs, domain: "example.in" })],
    ];
    const seen = new Set([tag]);
    for (const [what, change] of changes) {
      const changed = versionTag(change());
      expect(seen.has(changed), what).toBe(false);
      seen.add(changed);
    }
  });

  it("changes with a secret's value, through an HMAC keyed with the API token: a guess cannot be tested without it", () => {
    const tag = versionTag(inputs);
    const moved = { ...inputs, secrets: { ...inputs.secrets, SMTP_URL: "smtp://mailer:hunter3@smtp.example.net" } };
    expect(versionTag(moved)).not.toBe(tag);
    expect(versionTag({ ...inputs, key: "another-token" })).not.toBe(tag);
    expect(versionTag({ ...inputs, secrets: { ...inputs.secrets, NOTIFY_TO: "" } })).not.toBe(tag);
  });
});

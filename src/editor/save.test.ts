// The editor's save on a checkout of its own: what it refuses writes nothing, and says where.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { editorUpdate } from "#tests/support/editor-update.ts";
import { copyOfProject } from "#tests/support/project-copy.ts";

import sharp from "sharp";

import { SaveRefused, saveUpdate } from "./save.ts";

let root = "";

beforeAll(() => {
  root = copyOfProject("sentinel-save-");
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const read = (file: string) => readFileSync(join(root, file), "utf8");

/** An update as the editor sends it: each file's whole new text. */

async function refusal(files: Record<string, string>, now = new Date("2026-12-20T04:30:00Z")): Promise<string> {
  try {
    await saveUpdate(editorUpdate(files), root, { now });
  } catch (error) {
    if (error instanceof SaveRefused) return `${error.status} ${error.message}`;
    throw error;
  }
  return "saved";
}

/** The line of `file`'s text holding `text`, counted from 1. */
const lineOf = (text: string, part: string) => text.slice(0, text.indexOf(part)).split("\n").length;

describe("the editor's save", () => {
  it("refuses raw HTML in a legal page's text, naming the file and line, and writes nothing", async () => {
    const file = "src/content/legal/privacy.md";
    const before = read(file);
    const edited = before.replace(/\n## /, "\n<img src=x onerror=alert(1)>\n\n## ");
    expect(await refusal({ [file]: edited })).toBe(
      `422 Privacy policy: ${file}:${lineOf(edited, "<img")}: raw HTML (<img …>) is not allowed: write Markdown`,
    );
    expect(read(file)).toBe(before);
  });

  it("refuses a javascript: link in a legal page, however it is spelled", async () => {
    const file = "src/content/legal/terms.md";
    const before = read(file);
    for (const address of ["javascript:alert(1)", "&#x6A;avascript:alert(1)", "<JaVaScRiPt:alert(1)>"]) {
      const link = address.startsWith("<") ? address : `[our help](${address})`;
      const edited = before.replace(/\n## /, `\nSee ${link}.\n\n## `);
      expect(await refusal({ [file]: edited })).toMatch(
        new RegExp(
          `^422 Terms of service: ${file}:${lineOf(edited, "See ")}: the link "javascript:alert\\(1\\)" opens javascript:`,
          "i",
        ),
      );
    }
    expect(read(file)).toBe(before);
  });

  it("refuses an HTML tag in a page's copy, naming the file, line and field", async () => {
    const file = "src/content/pages/contact.yaml";
    const before = read(file);
    const edited = before.replace("  title: Contact Us", "  title: <b>Contact Us</b>");
    expect(await refusal({ [file]: edited })).toBe(
      `422 Contact page: ${file}:${lineOf(edited, "<b>")}: seo.title: raw HTML (<b>) is not allowed: write plain text`,
    );
    expect(read(file)).toBe(before);
  });

  it("takes text that only uses the signs", async () => {
    const file = "src/content/pages/contact.yaml";
    const edited = read(file).replace("  title: Contact Us", "  title: Answers in <5 days, as a < b");
    expect(await refusal({ [file]: edited })).toBe("saved");
  });
});

describe("a save and the figures", () => {
  const figures = "src/content/figures.yaml";

  it("checks the copy saved with a figure against the figure as saved", async () => {
    const home = "src/content/pages/home.yaml";
    const renamed = read(figures).replace("  - id: accuracy\n", "  - id: detectionAccuracy\n");
    const homeBefore = read(home);
    const figuresBefore = read(figures);
    expect(
      await refusal({
        [figures]: renamed,
        [home]: homeBefore.replaceAll("{{figure.accuracy}}", "{{figure.detectionAccuracy}}"),
      }),
    ).toMatch(
      // Another file that names it, not the home page saved with the new name.
      /^422 (?!Home page)[^(]+ \(src\/content\/[^)]+\) would no longer build: [^:]+: .*\baccuracy\b/,
    );
    expect(read(figures)).toBe(figuresBefore);
    expect(read(home)).toBe(homeBefore);
  });

  it("refuses to remove a figure a page names, naming the page and the field, and writes nothing", async () => {
    const before = read(figures);
    const renamed = before.replace("  - id: accuracy\n", "  - id: detectionAccuracy\n");
    expect(await refusal({ [figures]: renamed })).toMatch(
      /^422 Home page \(src\/content\/pages\/home\.yaml\) would no longer build: .*unknown value \{\{figure\.accuracy\}\}/,
    );
    expect(read(figures)).toBe(before);
  });

  it("takes a figure's new value, which every page then quotes", async () => {
    const edited = read(figures).replace("value: 99.8%", "value: 97.3%");
    expect(await refusal({ [figures]: edited })).toBe("saved");
    expect(read(figures)).toContain("value: 97.3%");
  });
});

describe("a solution of its own file", () => {
  const risk = "src/content/solutions/risk-assessment.yaml";
  const added = "src/content/solutions/trade-surveillance.yaml";
  const exists = (file: string) => existsSync(join(root, file));

  it("is a new file, named for its address, once it passes the build's check", async () => {
    const text = read(risk)
      .replace(/^order: \d+$/m, "order: 6")
      .replace(/^name: .*$/m, "name: Trade Surveillance")
      .replace(/^ {2}title: .*$/m, "  title: Trade surveillance for Indian brokers and exchanges")
      // A page's search entry is its own, as the save checks across files.
      .replace(
        /^seo:\n(?: .*\n)*/m,
        "seo:\n  title: Trade Surveillance for Brokers\n  description: Spoofing and mule trading flagged as the orders arrive.\n",
      );
    expect(await refusal({ [added]: text })).toBe("saved");
    expect(read(added)).toContain("name: Trade Surveillance");
  });

  it("refuses a name that cannot be an address, writing nothing", async () => {
    const file = "src/content/solutions/Trade Surveillance!.yaml";
    expect(await refusal({ [file]: read(risk) })).toMatch(/^422 Solutions: name: .*cannot be a page's address/);
    expect(exists(file)).toBe(false);
  });

  it("is not removed while an industry's card names it, and the refusal names the industry", async () => {
    let message = "";
    try {
      await saveUpdate(editorUpdate({}, [risk]), root);
    } catch (error) {
      message = error instanceof SaveRefused ? error.message : String(error);
    }
    expect(message).toMatch(
      /removes \/solutions\/risk-assessment, which others still name: the industry ".+" \(src\/content\/industries\/[a-z-]+\.yaml\) has a card for the solution "risk-assessment"/,
    );
    expect(exists(risk)).toBe(true);
  });

  it("is removed when nothing names it", async () => {
    await saveUpdate(editorUpdate({}, [added]), root);
    expect(exists(added)).toBe(false);
  });

  it("is the only kind of file a save removes", async () => {
    const file = "src/content/pages/about.yaml";
    await expect(saveUpdate(editorUpdate({}, [file]), root)).rejects.toThrow(
      "The editor deletes a solution's or an industry's file, or a picture it replaces, only",
    );
    expect(exists(file)).toBe(true);
  });
});

describe("a picture uploaded with a save", () => {
  const solution = "src/content/solutions/vendor-management.yaml";
  const picture = "src/assets/pictures/vendor-management/picture/image.png";
  let original = "";
  beforeAll(() => {
    original = read(solution);
  });
  const withPicture = (path: string, alt = "The vendor register, each vendor with its risk score") =>
    original.replace(/\nseo:/, `\npicture:\n  image: /${path}\n  alt: ${alt}\nseo:`);
  const png = () =>
    sharp({ create: { width: 1400, height: 900, channels: 3, background: "#2d1b69" } })
      .png()
      .toBuffer();
  const save = (files: Record<string, string | Buffer>) => {
    const body = JSON.parse(editorUpdate({})) as { additions: { path: string; contents: string }[]; deletions: [] };
    body.additions = Object.entries(files).map(([path, data]) => ({
      path,
      contents: Buffer.from(data).toString("base64url"),
    }));
    return saveUpdate(JSON.stringify(body), root).then(
      () => "saved",
      (error: unknown) => (error instanceof SaveRefused ? `${error.status} ${error.message}` : Promise.reject(error)),
    );
  };

  it("is written under src/assets/pictures/, beside the entry that names it", async () => {
    expect(await save({ [solution]: withPicture(picture), [picture]: await png() })).toBe("saved");
    expect(existsSync(join(root, picture))).toBe(true);
    expect(read(solution)).toContain(`image: /${picture}`);
  });

  it("refuses a file that is not the picture it says it is, writing nothing", async () => {
    const fake = "src/assets/pictures/vendor-management/picture/fake.png";
    const before = read(solution);
    expect(await save({ [solution]: withPicture(fake), [fake]: "<svg onload=alert(1)>" })).toBe(
      "422 fake.png is not a PNG, JPEG or WebP picture: upload one of those.",
    );
    expect(existsSync(join(root, fake))).toBe(false);
    expect(read(solution)).toBe(before);
  });

  it("refuses an entry naming a picture that is no file, naming the file and the field", async () => {
    const missing = "src/assets/pictures/vendor-management/picture/missing.png";
    expect(await save({ [solution]: withPicture(missing) })).toBe(
      `422 ${solution}: picture.image: /${missing} is no file of the project: upload the picture again.`,
    );
  });

  it("refuses a picture without words for those who cannot see it, unless it is marked decorative", async () => {
    expect(await save({ [solution]: withPicture(picture, "A chart") })).toMatch(
      /^422 .*picture\.alt: Say in a sentence what the picture shows/,
    );
    const decorative = original.replace(/\nseo:/, `\npicture:\n  image: /${picture}\n  decorative: true\nseo:`);
    expect(await save({ [solution]: decorative })).toBe("saved");
  });

  it("writes pictures under src/assets/pictures/ only", async () => {
    expect(await save({ "src/assets/../../package.json": "{}" })).toMatch(/^400 .* is not a file the editor writes/);
    expect(await save({ "public/x.png": await png() })).toMatch(/^400 public\/x\.png is not a file the editor writes/);
  });
});

describe("a legal page's date", () => {
  /** 10:00 on 20 December 2026 in India: 04:30 UTC. */
  const now = new Date("2026-12-20T04:30:00Z");
  const updated = (file: string) => /^updated: (.+)$/m.exec(read(file))?.[1];
  const save = (files: Record<string, string>) => saveUpdate(editorUpdate(files), root, { now });

  it("is today's, in India, once the terms' words change", async () => {
    const file = "src/content/legal/terms.md";
    await save({ [file]: read(file).replace(/\n## /, "\nA new paragraph.\n\n## ") });
    expect(updated(file)).toBe("2026-12-20");
  });

  it("stays as it was when a save changes no words", async () => {
    const file = "src/content/legal/privacy.md";
    const before = read(file);
    await save({ [file]: before });
    expect(read(file)).toBe(before);
  });

  it("waits, for the privacy policy, until its version history has today's entry, saying so", async () => {
    const file = "src/content/legal/privacy.md";
    const history = "src/content/legal/privacy-versions.yaml";
    const before = read(file);
    const edited = before.replace(/\n## /, "\nA new paragraph.\n\n## ");
    expect(await refusal({ [file]: edited })).toBe(
      "422 Privacy policy: its words changed, so its version history needs an entry dated 2026-12-20 saying what changed. " +
        'Add it under "Privacy policy: version history" and save that, then save the policy again.',
    );
    expect(read(file)).toBe(before);
    await save({
      [history]: `${read(history)}  - date: 2026-12-20\n    change: A new paragraph on how we answer requests.\n`,
    });
    await save({ [file]: edited });
    expect(updated(file)).toBe("2026-12-20");
  });
});

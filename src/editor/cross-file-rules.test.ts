// The rules across content files, at the editor's save on a checkout of its own: a breach is
// refused in plain words, naming the place, and nothing is written.
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { editorUpdate } from "#tests/support/editor-update.ts";
import { copyOfProject } from "#tests/support/project-copy.ts";

import { SaveRefused, saveUpdate } from "./save.ts";

let root = "";

beforeAll(() => {
  root = copyOfProject("sentinel-rules-");
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const read = (file: string) => readFileSync(join(root, file), "utf8");

async function outcome(files: Record<string, string>): Promise<string> {
  try {
    await saveUpdate(editorUpdate(files), root);
  } catch (error) {
    if (error instanceof SaveRefused) return `${error.status} ${error.message}`;
    throw error;
  }
  return "saved";
}

/** Saves `file` with `from` replaced by `to`: the refusal, checking nothing was written, or "saved". */
async function saveEdit(file: string, from: string, to: string): Promise<string> {
  const before = read(file);
  expect(before).toContain(from);
  const result = await outcome({ [file]: before.replace(from, to) });
  if (result !== "saved") expect(read(file)).toBe(before);
  return result;
}

const testimonials = "src/content/testimonials.yaml";

describe("one value per claim, at save", () => {
  it("refuses a figure's value typed in a quote, naming the testimonial and the figure to write", async () => {
    expect(await saveEdit(testimonials, "held at\n      {{figure.accuracy}}", "held at\n      99.8%")).toBe(
      '422 Testimonials, item 3 (quote): "99.8%" is the figure "Detection accuracy": ' +
        "write {{figure.accuracy}} so it follows the figure.",
    );
  });

  it("refuses a sentence giving a figure's claim another value", async () => {
    expect(await saveEdit(testimonials, "held at\n      {{figure.accuracy}}", "held at\n      97%")).toBe(
      "422 Testimonials, item 3 (quote): " +
        '"Every alert comes with reason codes our investigators can put directly into an STR, and detection accuracy has held at 97% against confirmed fraud cases." ' +
        'gives 97% for "Detection accuracy", which is 99.8%: write {{figure.accuracy}} so it says the figure.',
    );
  });
});

describe("links, at save", () => {
  it("refuses a link to a page the site does not have, naming the list and the item", async () => {
    expect(await saveEdit("src/content/pages/home.yaml", "link: /roi-calculator", "link: /solutons")).toBe(
      "422 Home page, demo banner, bullets 3 (link): /solutons does not exist: pick a page of the site.",
    );
  });

  it("takes a link to a solution's page", async () => {
    const file = "src/content/pages/home.yaml";
    expect(await saveEdit(file, "link: /roi-calculator", "link: /solutions/risk-assessment")).toBe("saved");
    expect(await saveEdit(file, "link: /solutions/risk-assessment", "link: /roi-calculator")).toBe("saved");
  });
});

describe("page titles, at save", () => {
  it("refuses a page's search title that another page has", async () => {
    expect(await saveEdit("src/content/pages/about.yaml", "  title: About Us", "  title: Careers")).toBe(
      "422 About page (search title) is the same as Careers page (search title): each page needs a search title of its own.",
    );
  });

  it("names a solution by its page's address", async () => {
    expect(
      await saveEdit(
        "src/content/solutions/risk-assessment.yaml",
        "title: Dynamic Customer Risk Assessment",
        "title: About Us",
      ),
    ).toBe(
      "422 Solutions, risk-assessment (search title) is the same as About page (search title): each page needs a search title of its own.",
    );
  });
});

describe("a figure's source, at save", () => {
  it("refuses a figure naming a document the sources do not list", async () => {
    expect(
      await saveEdit("src/content/figures.yaml", "source: mhaLokSabha2025\n", "source: mhaLokSabha2026\n"),
    ).toMatch(/^422 src\/content\/figures\.yaml: figures\.cyberFraudLoss2024\.source: no document "mhaLokSabha2026"/);
  });
});

describe("a clean save", () => {
  it("passes every rule", async () => {
    expect(await outcome({ [testimonials]: read(testimonials) })).toBe("saved");
  });
});

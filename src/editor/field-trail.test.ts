// A refused save names each field at fault as the form shows it, nested ones too, and how to open it.
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { editorUpdate } from "#tests/support/editor-update.ts";
import { copyOfProject } from "#tests/support/project-copy.ts";

import { fieldTrail } from "./field-trail.ts";
import { markedLabel } from "./item-faults.ts";
import { editorConfig } from "./keystatic-config.ts";
import { SaveRefused, saveUpdate } from "./save.ts";

let root = "";

beforeAll(() => {
  root = copyOfProject("sentinel-trail-");
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const FILE = "src/content/testimonials.yaml";
const form = (kind: string) => editorConfig({ kind: "local" }).singletons?.[kind]?.schema ?? {};

async function refusal(text: string): Promise<SaveRefused> {
  try {
    await saveUpdate(editorUpdate({ [FILE]: text }), root);
  } catch (error) {
    if (error instanceof SaveRefused) return error;
    throw error;
  }
  throw new Error("the save was made");
}

describe("a refused save of a list", () => {
  it("names every field at fault in its item, in plain words, and writes nothing", async () => {
    const before = readFileSync(join(root, FILE), "utf8");
    const data = parse(before) as { testimonials: Record<string, string>[] };
    const [first, second] = data.testimonials;
    if (!first || !second) throw new Error("the file has testimonials");
    first.quote = "x".repeat(400);
    second.name = "";
    const refused = await refusal(JSON.stringify(data));

    expect(refused.kind).toBe("testimonials");
    expect(refused.problems).toEqual([
      { path: ["testimonials", 0, "quote"], message: "Keep this within 320 characters: it has 400." },
      { path: ["testimonials", 1, "name"], message: "a first and a last name, each with a capital" },
    ]);
    expect(readFileSync(join(root, FILE), "utf8")).toBe(before);

    const trails = refused.problems.map(({ path }) => fieldTrail(form("testimonials"), path, refused.data));
    expect(trails).toEqual([
      {
        names: ["Testimonials", "Ananya Deshpande", "Quote"],
        steps: [{ list: "Testimonials", index: 0 }, { field: "Quote" }],
      },
      // An item without a name is named by its next field that reads as one.
      {
        names: ["Testimonials", "Head of Fraud Risk", "Name"],
        steps: [{ list: "Testimonials", index: 1 }, { field: "Name" }],
      },
    ]);
  });

  it("names a section's field by its section, on a page without lists", () => {
    expect(fieldTrail(form("home"), ["seo", "title"])).toEqual({
      names: ["Search engines (SEO) title"],
      steps: [{ field: "Search engines (SEO) title" }],
    });
  });
});

describe("an item in its list", () => {
  const quote = form("testimonials").testimonials;
  const field = quote?.kind === "array" && quote.element.kind === "object" ? quote.element.fields.quote : undefined;

  it("is marked with the fields that need a change, and not otherwise", () => {
    const item = (text: string) => ({ schema: { kind: "object" }, fields: { quote: { schema: field, value: text } } });
    expect(markedLabel("Ananya Deshpande", item("x".repeat(400)))).toBe("Ananya Deshpande · needs a change: Quote");
    expect(markedLabel("Ananya Deshpande", item("x".repeat(100)))).toBe("Ananya Deshpande");
  });
});

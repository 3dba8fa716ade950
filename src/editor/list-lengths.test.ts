// Lists a page lays out in a grid take any number from their fewest: today's counts are content,
// not limits. The build's schemas and the editor's save (the kinds' check) accept one more.
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { parseYaml } from "#src/lib/yaml-file.ts";

import { objectFields } from "./fields-from-zod.ts";
import { type EditorKind, editorKinds } from "./editor-kinds.ts";

const kindNamed = (label: string) => editorKinds.find((kind) => kind.label === label) as EditorKind;
const fileOf = (kind: EditorKind) =>
  parseYaml(readFileSync(join(import.meta.dirname, "..", "..", kind.file), "utf8"), kind.file) as Record<
    string,
    unknown
  >;

/** A list with its last item once more, under an id of its own where items have one. */
function oneMore<T>(items: readonly T[]): T[] {
  const last = items.at(-1) as T & { id?: string; title?: string };
  const copy = {
    ...last,
    ...(last.id ? { id: `${last.id}-again` } : {}),
    ...(last.title ? { title: `${last.title} too` } : {}),
  };
  return [...items, copy as T];
}

describe("lists of any length", () => {
  it("take an eighth testimonial, and say so in the editor rather than Exactly 7", () => {
    const kind = kindNamed("Testimonials");
    const file = fileOf(kind) as { testimonials: unknown[] };
    expect(kind.check({ testimonials: oneMore(file.testimonials) })).toEqual([]);
    expect(kind.check({ testimonials: [] })).toEqual([
      { path: ["testimonials"], message: "Add at least 1 item: it has 0." },
    ]);

    const help = (objectFields(kind.fields).testimonials as { description?: string }).description ?? "";
    expect(help).not.toMatch(/Exactly/);
    expect(help).toContain("At least 1.");
  });

  it("take a sixth problem and a fourth solution card on the home page, and a second or fourth stat", () => {
    const kind = kindNamed("Home page");
    const home = fileOf(kind) as {
      hero: { stats: unknown[] };
      problems: { cards: unknown[] };
      solutions: { cards: unknown[] };
    };
    const withOneMore = {
      ...home,
      hero: { ...home.hero, stats: oneMore(home.hero.stats) },
      problems: { ...home.problems, cards: oneMore(home.problems.cards) },
      solutions: { ...home.solutions, cards: oneMore(home.solutions.cards) },
    };
    expect(kind.check(withOneMore)).toEqual([]);
    expect(kind.check({ ...home, hero: { ...home.hero, stats: home.hero.stats.slice(0, 2) } })).toEqual([]);
  });

  it("take a fifth perk and a fifth value on the careers page, and a fifth stat on the about page", () => {
    const careersKind = kindNamed("Careers page");
    const careers = fileOf(careersKind) as {
      perks: { cards: unknown[] };
      culture: { values: unknown[] };
      stats: unknown[];
    };
    expect(
      careersKind.check({
        ...careers,
        perks: { ...careers.perks, cards: oneMore(careers.perks.cards) },
        culture: { ...careers.culture, values: oneMore(careers.culture.values) },
      }),
    ).toEqual([]);
    const aboutKind = kindNamed("About page");
    const about = fileOf(aboutKind) as { stats: unknown[] };
    expect(aboutKind.check({ ...about, stats: oneMore(about.stats) })).toEqual([]);
    expect(careersKind.check({ ...careers, stats: [] })).toEqual([
      { path: ["stats"], message: "Add at least 1 item: it has 0." },
    ]);
  });
});

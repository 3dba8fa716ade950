import type { ComponentSchema } from "@keystatic/core";
import { describe, expect, it } from "vitest";

import { objectFields } from "./fields-from-zod.ts";
import { type EditorKind, editorKinds } from "./editor-kinds.ts";

type Fields = Record<string, ComponentSchema>;

/** The labels one screen shows: a form's fields, its sections' fields beside them; a list's item is a screen of its own. */
function labels(fields: Fields): string[] {
  return Object.values(fields).flatMap((field) => {
    if (field.kind === "object") return labels(field.fields);
    if (field.kind === "array") return [field.label];
    if (field.kind === "conditional") return labels({ discriminant: field.discriminant });
    return "label" in field && typeof field.label === "string" ? [field.label] : [];
  });
}

/** Every screen of a form: the form itself and each list's item, however deep. */
function screens(fields: Fields): Fields[] {
  return [
    fields,
    ...Object.values(fields).flatMap((field) => {
      if (field.kind === "object") return screens(field.fields).slice(1);
      if (field.kind === "array" && field.element.kind === "object") return screens(field.element.fields);
      return [];
    }),
  ];
}

const repeated = (names: string[]) => names.filter((name, index) => names.indexOf(name) !== index);
const kindNamed = (label: string) => editorKinds.find((kind) => kind.label === label) as EditorKind;

describe("the editor's fields", () => {
  it("each have a name of their own on every screen of every form", () => {
    for (const kind of editorKinds)
      for (const screen of screens(objectFields(kind.fields))) expect(repeated(labels(screen)), kind.label).toEqual([]);
  });

  it("name a section's fields by the section: the home page's titles, a figure's two values", () => {
    const home = labels(objectFields(kindNamed("Home page").fields));
    expect(home).toEqual(expect.arrayContaining(["Search engines (SEO) title", "Hero title", "Problems title"]));
    expect(home).not.toContain("Title");
    const [, figure] = screens(objectFields(kindNamed("Figures").fields));
    expect(labels(figure ?? {})).toEqual(expect.arrayContaining(["Value", "Amount value", "Amount unit"]));
  });

  it("name a list item's own fields plainly, as its screen shows them alone", () => {
    const [, testimonial] = screens(objectFields(kindNamed("Testimonials").fields));
    expect(labels(testimonial ?? {})).toEqual(["Id", "Quote", "Name", "Title", "Company", "Tone"]);
  });
});

import { describe, expect, it } from "vitest";

import { parseList } from "./list-loader.ts";

const path = "src/content/people.yaml";

describe("parseList", () => {
  it("gives each item its place in the file", () => {
    expect(parseList("- id: b\n  name: Second\n- id: a\n  name: First\n", path, 2)).toEqual([
      { id: "b", name: "Second", order: 0 },
      { id: "a", name: "First", order: 1 },
    ]);
  });

  it("names the file when the YAML does not parse", () => {
    expect(() => parseList("- id: a\n  tone: [purple\n- id: b\n", path, 2)).toThrow(/^src\/content\/people\.yaml: /);
  });

  it("refuses a list of another length, or anything but a list", () => {
    expect(() => parseList("- id: a\n", path, 2)).toThrow(`${path}: the list needs exactly 2 items`);
    expect(() => parseList("a: 1\nb: 2\n", path, 2)).toThrow("needs exactly 2 items");
  });

  it("refuses an item without an id, or with another's", () => {
    expect(() => parseList("- id: a\n- name: B\n", path, 2)).toThrow(`${path}: item 2 needs an id of its own`);
    expect(() => parseList("- id: a\n- id: a\n", path, 2)).toThrow(`${path}: item 2 needs an id of its own`);
  });
});

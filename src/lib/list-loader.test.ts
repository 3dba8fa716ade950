import { describe, expect, it } from "vitest";

import { parseList } from "./list-loader.ts";

const path = "src/content/people.yaml";
const shape = { key: "people", count: 2 };

describe("parseList", () => {
  it("gives each item its place in the file", () => {
    expect(parseList("people:\n  - id: b\n    name: Second\n  - id: a\n    name: First\n", path, shape)).toEqual([
      { id: "b", name: "Second", order: 0 },
      { id: "a", name: "First", order: 1 },
    ]);
  });

  it("names the file when the YAML does not parse", () => {
    expect(() => parseList("people:\n  - id: a\n    tone: [purple\n  - id: b\n", path, shape)).toThrow(
      /^src\/content\/people\.yaml: /,
    );
  });

  it("refuses a list of another length, or anything but a list", () => {
    expect(() => parseList("people:\n  - id: a\n", path, shape)).toThrow(
      `${path}: the list under "people" needs exactly 2 items`,
    );
    expect(() => parseList("people: 1\nb: 2\n", path, shape)).toThrow(`${path}: needs a list under "people"`);
    expect(() => parseList("- id: a\n- id: b\n", path, shape)).toThrow(`${path}: needs a list under "people"`);
  });

  it("takes a list of any length from its fewest on, where the page needs some", () => {
    const some = { key: "people", min: 1 };
    const three = "people:\n  - id: a\n  - id: b\n  - id: c\n";
    expect(parseList(three, path, some).map((item) => item.id)).toEqual(["a", "b", "c"]);
    expect(() => parseList("people: []\n", path, some)).toThrow(
      `${path}: the list under "people" needs at least 1 item`,
    );
  });

  it("refuses an item without an id, or with another's", () => {
    expect(() => parseList("people:\n  - id: a\n  - name: B\n", path, shape)).toThrow(
      `${path}: item 2 needs an id of its own`,
    );
    expect(() => parseList("people:\n  - id: a\n  - id: a\n", path, shape)).toThrow(
      `${path}: item 2 needs an id of its own`,
    );
  });
});

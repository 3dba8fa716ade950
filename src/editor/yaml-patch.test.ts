import { describe, expect, it } from "vitest";
import { parse } from "yaml";

import { patchYaml } from "./yaml-patch.ts";

const file = `# The quotes, in order.
quotes:
  # The first is shown large.
  - id: first
    quote: >-
      A long quote that the file folds over two lines, as the repository writes its paragraphs of
      copy, at one hundred columns.
    tone: purple
    note: "kept in quotes"
  - id: second
    quote: Short.
    tone: ink
`;

type Quote = Record<string, string>;
const data = () => parse(file) as { quotes: [Quote, Quote, ...Quote[]] };

describe("patchYaml", () => {
  it("writes unchanged data back as it was, comments and quoting included", () => {
    expect(patchYaml(file, data())).toBe(file);
  });

  it("changes an edited value's lines and no other", () => {
    const edited = data();
    edited.quotes[1].quote = "Shorter.";
    edited.quotes[0].tone = "ink";
    const lines = patchYaml(file, edited).split("\n");
    const before = file.split("\n");
    const changed = lines.filter((line, index) => line !== before[index]);
    expect(changed).toEqual(["    tone: ink", "    quote: Shorter."]);
  });

  it("folds an edited paragraph again at one hundred columns, keeping its style", () => {
    const edited = data();
    edited.quotes[0].quote = `${"word ".repeat(30)}end.`;
    const written = patchYaml(file, edited);
    expect(written).toContain("    quote: >-\n      word word");
    expect(Math.max(...written.split("\n").map((line) => line.length))).toBeLessThanOrEqual(100);
    expect(parse(written)).toEqual(edited);
  });

  it("drops a key the editor left out, and appends a new item", () => {
    const edited = data();
    delete edited.quotes[0].note;
    edited.quotes.push({ id: "third", quote: "New.", tone: "pink" });
    const written = patchYaml(file, edited);
    expect(written).not.toContain("note:");
    expect(written).toContain("# The first is shown large.");
    expect(parse(written)).toEqual(edited);
  });

  it("leaves out an empty list, an unticked box or an empty object the file left to its default", () => {
    const edited = { ...data(), flags: [], shown: false, callout: {} };
    expect(patchYaml(file, edited)).toBe(file);
    expect(patchYaml(file, { ...data(), shown: true })).toContain("shown: true");
  });

  it("writes Devanagari as it is", () => {
    const hindi = "heading: आपका डेटा और आपके अधिकार\n";
    expect(patchYaml(hindi, { heading: "आपका डेटा, आपके अधिकार" })).toBe("heading: आपका डेटा, आपके अधिकार\n");
  });
});

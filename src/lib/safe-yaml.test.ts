import { describe, expect, it } from "vitest";

import { yamlProblems, yamlProblemText } from "./safe-yaml.ts";

const page = `# A page's copy
hero:
  title: Fraud caught in <5 min, when a < b
  description: Read <img src=x onerror=alert(1)> this
bullets:
  - text: One
    link: /roi-calculator
  - text: Two
    link: "javascript:alert(1)"
footer:
  social:
    - href: " JaVaScRiPt:alert(1)"
    - href: https://www.linkedin.com/company/example
  schedulerUrl: data:text/html,hi
  note: <b>bold</b>
`;

describe("yamlProblems", () => {
  it("finds HTML in any text and an unsafe address in a link field, each with its line and field", () => {
    expect(yamlProblems(page).map((problem) => yamlProblemText("src/content/pages/home.yaml", problem))).toEqual([
      "src/content/pages/home.yaml:4: hero.description: raw HTML (<img …>) is not allowed: write plain text",
      'src/content/pages/home.yaml:9: bullets.1.link: the link "javascript:alert(1)" opens javascript:, which is not allowed: use an address starting with https://, http://, mailto:, tel:, / or #',
      'src/content/pages/home.yaml:12: footer.social.0.href: the link " JaVaScRiPt:alert(1)" opens javascript:, which is not allowed: use an address starting with https://, http://, mailto:, tel:, / or #',
      'src/content/pages/home.yaml:14: footer.schedulerUrl: the link "data:text/html,hi" opens data:, which is not allowed: use an address starting with https://, http://, mailto:, tel:, / or #',
      "src/content/pages/home.yaml:15: footer.note: raw HTML (<b>) is not allowed: write plain text",
    ]);
  });

  it("counts lines from where a frontmatter starts in its file", () => {
    expect(yamlProblems("title: <i>Terms</i>\n", 2)).toEqual([
      { line: 2, field: "title", problem: "raw HTML (<i>) is not allowed: write plain text" },
    ]);
  });
});

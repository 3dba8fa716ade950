import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import { createSatteriMarkdownProcessor } from "@astrojs/markdown-satteri";
import { describe, expect, it } from "vitest";

import { MARKDOWN_FEATURES, markdownProblems, safeMarkdown } from "./safe-markdown.ts";

const policy = `---
title: Privacy Policy
---

Intro with <img src=x onerror=alert(1)> in it.

<meta http-equiv="refresh" content="0;url=https://evil.example">

<style>body { display: none }</style>

<script>alert(1)</script>

<!-- a note -->

[one](javascript:alert(1)) [two](&#106;avascript:alert(2)) <JAVASCRIPT:alert(3)>

![chart](data:image/svg+xml;base64,PHN2Zz4=)

[three][ref]

[ref]: vbscript:msgbox(1)
`;

describe("markdownProblems", () => {
  it("finds raw HTML of every kind, each at its line of the file", () => {
    expect(markdownProblems(policy).filter(({ problem }) => problem.startsWith("raw HTML"))).toEqual([
      { line: 5, problem: "raw HTML (<img …>) is not allowed: write Markdown" },
      { line: 7, problem: "raw HTML (<meta …>) is not allowed: write Markdown" },
      { line: 9, problem: "raw HTML (<style>) is not allowed: write Markdown" },
      { line: 11, problem: "raw HTML (<script>) is not allowed: write Markdown" },
      { line: 13, problem: "raw HTML (<!-- … -->) is not allowed: write Markdown" },
    ]);
  });

  it("finds links and images that open anything but the web, e-mail, a phone or this site, entities decoded", () => {
    const links = markdownProblems(policy).filter(({ problem }) => !problem.startsWith("raw HTML"));
    expect(links.map(({ line, problem }) => `${line}: ${problem.split(":")[0]}`)).toEqual([
      '15: the link "javascript',
      '15: the link "javascript',
      '15: the link "JAVASCRIPT',
      '17: the image "data',
      '21: the link "vbscript',
    ]);
    expect(links[0]?.problem).toBe(
      'the link "javascript:alert(1)" opens javascript:, which is not allowed: use an address starting with https://, http://, mailto:, tel:, / or #',
    );
  });

  it("takes the Markdown the legal pages are written in", () => {
    const fine = `## Contact {#contact}

Write to [us](mailto:{{email}}) or call [us](tel:+911234567890); see [the terms](/terms-of-service#law),
[below](#rights), <https://www.meity.gov.in/> or www.dpdp.example. Alerts in <5 min, a < b.
`;
    expect(markdownProblems(fine)).toEqual([]);
  });
});

describe("safeMarkdown", () => {
  async function render(markdown: string, file = "src/content/legal/draft.md") {
    const processor = await createSatteriMarkdownProcessor({
      features: MARKDOWN_FEATURES,
      mdastPlugins: [safeMarkdown()],
    });
    return processor.render(markdown, { frontmatter: {}, fileURL: pathToFileURL(file) });
  }

  it("fails the render of raw HTML or an unsafe link, naming the file and line", async () => {
    await expect(render("Text.\n\n<img src=x onerror=alert(1)>\n")).rejects.toThrow(
      "src/content/legal/draft.md:3: raw HTML (<img …>) is not allowed: write Markdown",
    );
    await expect(render("Text.\n\n[x](javascript:alert(1))\n")).rejects.toThrow(
      'src/content/legal/draft.md:3: the link "javascript:alert(1)" opens javascript:',
    );
  });

  it("names the file's line when the body is rendered without its frontmatter", async () => {
    const dir = mkdtempSync(join(tmpdir(), "sentinel-markdown-"));
    try {
      const body = "Text.\n\n<style>p { display: none }</style>\n";
      writeFileSync(join(dir, "page.md"), `---\ntitle: A page\nupdated: 2026-12-07\n---\n${body}`);
      await expect(render(body, join(dir, "page.md"))).rejects.toThrow(
        /page\.md:7: raw HTML \(<style>\) is not allowed: write Markdown/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("renders Markdown without either as before", async () => {
    const { code } = await render("Read [the terms](/terms-of-service).\n");
    expect(code.trim()).toBe('<p>Read <a href="/terms-of-service">the terms</a>.</p>');
  });
});

import { pathToFileURL } from "node:url";

import { createSatteriMarkdownProcessor } from "@astrojs/markdown-satteri";
import { describe, expect, it } from "vitest";

import { numberedSections, numberedSectionsOf } from "./numbered-sections.ts";

const terms = "src/content/legal/terms.md";

async function render(markdown: string, file = terms, expected = 2) {
  const processor = await createSatteriMarkdownProcessor({
    features: { headingAttributes: true },
    hastPlugins: [numberedSections({ [terms]: expected })],
  });
  return processor.render(markdown, { frontmatter: {}, fileURL: pathToFileURL(file) });
}

const document = `Intro.

## Services {#services}

What we do.

- one

## Contact us {#contact}

Write to us.
`;

describe("numberedSections", () => {
  it("makes each ## heading a numbered section, its anchor on the section and the introduction before them", async () => {
    const { code } = await render(document);
    expect(code.replaceAll("\n", "")).toBe(
      "<p>Intro.</p>" +
        '<section id="services" aria-labelledby="services-title"><h2 id="services-title">1. Services</h2>' +
        "<p>What we do.</p><ul><li>one</li></ul></section>" +
        '<section id="contact" aria-labelledby="contact-title"><h2 id="contact-title">2. Contact us</h2>' +
        "<p>Write to us.</p></section>",
    );
  });

  it("hands the page each section's anchor and title, for its table of contents", async () => {
    const { metadata } = await render(document);
    expect(numberedSectionsOf(metadata.frontmatter)).toEqual([
      { id: "services", title: "Services" },
      { id: "contact", title: "Contact us" },
    ]);
  });

  it("leaves a document it does not list as it is", async () => {
    const { code, metadata } = await render(document, "src/content/legal/cookies.md");
    expect(code).not.toContain("<section");
    expect(() => numberedSectionsOf(metadata.frontmatter)).toThrow("no numbered sections");
  });

  it("fails a document with another number of sections than its own, naming the file", async () => {
    await expect(render(document, terms, 17)).rejects.toThrow(
      `${terms}: 2 numbered sections ("## " headings), where the specification has 17`,
    );
  });

  it("fails a heading without an anchor, or an anchor used twice", async () => {
    await expect(render("## Services\n\n## Contact us {#contact}\n")).rejects.toThrow(
      `${terms}: the heading "## Services" needs an anchor: "## Services {#anchor}"`,
    );
    await expect(render("## Services {#contact}\n\n## Contact us {#contact}\n")).rejects.toThrow(
      `${terms}: the anchor {#contact} is used twice`,
    );
  });
});

import { pathToFileURL } from "node:url";

import { createSatteriMarkdownProcessor } from "@astrojs/markdown-satteri";
import { describe, expect, it } from "vitest";

import { fillSiteValues } from "#shared/site-values.ts";

import { siteValues } from "./site-values.ts";

const values = { name: "Kaveri Labs", email: "hello@kaveri-labs.example" };

async function render(markdown: string) {
  const processor = await createSatteriMarkdownProcessor({ mdastPlugins: [siteValues(values)] });
  const { code } = await processor.render(markdown, { fileURL: pathToFileURL("src/content/legal/terms.md") });
  return code.trim();
}

describe("fillSiteValues", () => {
  it("replaces each {{token}} with its value", () => {
    expect(fillSiteValues("{{name}} answers at {{email}}.", values)).toBe(
      "Kaveri Labs answers at hello@kaveri-labs.example.",
    );
  });

  it("refuses a token it has no value for, naming the ones it has", () => {
    expect(() => fillSiteValues("Write to {{mail}}.", values)).toThrow(
      "unknown value {{mail}}: copy can name {{name}}, {{email}}",
    );
    expect(() => fillSiteValues("{{constructor}}", values)).toThrow("unknown value {{constructor}}");
    expect(() => fillSiteValues("{{e-mail}}", values)).toThrow("unknown value {{e-mail}}");
  });

  it("names a missing figure alone, and lists the other values without the figures' many forms", () => {
    const withFigures = { ...values, "figure.accuracy": "99.8%", "figure.accuracy.lowercase": "99.8%" };
    expect(() => fillSiteValues("{{figure.acuracy}}", withFigures)).toThrow(
      'unknown value {{figure.acuracy}}: no figure "acuracy" among the Figures; write the id of one listed there',
    );
    expect(() => fillSiteValues("{{mail}}", withFigures)).toThrow(
      "unknown value {{mail}}: copy can name {{name}}, {{email}}, or a figure as {{figure.<id>}}",
    );
  });
});

describe("siteValues", () => {
  it("fills the text and link addresses of Markdown", async () => {
    expect(await render("Ask {{name}} at [{{email}}](mailto:{{email}}?subject=Data%20request).")).toBe(
      '<p>Ask Kaveri Labs at <a href="mailto:hello@kaveri-labs.example?subject=Data%20request">hello@kaveri-labs.example</a>.</p>',
    );
    expect(await render("Write to [us][mail].\n\n[mail]: mailto:{{email}}")).toBe(
      '<p>Write to <a href="mailto:hello@kaveri-labs.example">us</a>.</p>',
    );
  });

  it("fills values in as text, never as Markdown", async () => {
    const processor = await createSatteriMarkdownProcessor({ mdastPlugins: [siteValues({ name: "*Sentinel* <AI>" })] });
    const { code } = await processor.render("{{name}}");
    expect(code.trim()).toBe("<p>*Sentinel* &lt;AI&gt;</p>");
  });

  it("fails on an unknown token, naming the file", async () => {
    await expect(render("Write to {{mail}}.")).rejects.toThrow("src/content/legal/terms.md: unknown value {{mail}}");
  });
});

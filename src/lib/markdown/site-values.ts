import type { MdastPluginDefinition } from "satteri";

import { documentName } from "./document-name.ts";

export type SiteValues = Readonly<Record<string, string>>;

const token = /\{\{(.*?)\}\}/g;

/** `text` with each `{{key}}` replaced by its value; an unknown key throws, listing the keys there are. */
export function fillSiteValues(text: string, values: SiteValues): string {
  return text.replace(token, (_, key: string) => {
    if (!Object.hasOwn(values, key)) {
      const known = Object.keys(values).map((name) => `{{${name}}}`);
      throw new Error(`unknown value {{${key}}}: Markdown can name ${known.join(", ")}`);
    }
    return values[key] ?? "";
  });
}

/**
 * Fills the `{{key}}` tokens of Markdown text and link addresses (inline or by reference) with the site's values
 * (`markdownValues` in content/site.ts), so that a company name or an address is written once.
 * The values are filled after parsing: they are text, never Markdown.
 */
export function siteValues(values: SiteValues): MdastPluginDefinition {
  const fill = (text: string, fileURL: URL | undefined) => {
    try {
      return fillSiteValues(text, values);
    } catch (error) {
      throw new Error(`${documentName(fileURL)}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  };
  return {
    name: "site-values",
    text(node, context) {
      if (node.value.includes("{{")) context.setProperty(node, "value", fill(node.value, context.fileURL));
    },
    link(node, context) {
      if (node.url.includes("{{")) context.setProperty(node, "url", fill(node.url, context.fileURL));
    },
    definition(node, context) {
      if (node.url.includes("{{")) context.setProperty(node, "url", fill(node.url, context.fileURL));
    },
  };
}

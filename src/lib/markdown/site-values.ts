import type { MdastPluginDefinition } from "satteri";

import { fillSiteValues, type SiteValues } from "#shared/site-values.ts";

import { documentName } from "./document-name.ts";

/**
 * Fills the `{{key}}` tokens of Markdown text and link addresses (inline or by reference) with the site's values
 * (`markdownValuesOf` in content/site.ts), so that a company name or an address is written once.
 * The values are filled after parsing: they are text, never Markdown. Given as a function, they
 * are read as each document is, so an edit to the site's file reaches the next render.
 */
export function siteValues(values: SiteValues | (() => SiteValues)): MdastPluginDefinition {
  const fill = (text: string, fileURL: URL | undefined) => {
    try {
      return fillSiteValues(text, typeof values === "function" ? values() : values);
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

// The `{{key}}` tokens that copy outside TypeScript writes for a value defined once: the
// Markdown of the legal pages and the YAML of the other content.

export type SiteValues = Readonly<Record<string, string>>;

const token = /\{\{(.*?)\}\}/g;

/** `text` with each `{{key}}` replaced by its value; an unknown key throws, listing the keys there are. */
export function fillSiteValues(text: string, values: SiteValues): string {
  return text.replace(token, (_, key: string) => {
    if (!Object.hasOwn(values, key)) {
      const known = Object.keys(values).map((name) => `{{${name}}}`);
      throw new Error(`unknown value {{${key}}}: copy can name ${known.join(", ")}`);
    }
    return values[key] ?? "";
  });
}

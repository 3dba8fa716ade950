// The `{{key}}` tokens that copy outside TypeScript writes for a value defined once: the
// Markdown of the legal pages and the YAML of the other content.

export type SiteValues = Readonly<Record<string, string>>;

const token = /\{\{(.*?)\}\}/g;

const FIGURE = /^figure\.([^.]*)/;

/**
 * Why `key` names no value: a figure the table lacks, or else the values copy can name (not the
 * figures', whose ids the editor lists under Figures).
 */
function unknownValue(key: string, values: SiteValues): string {
  const figure = FIGURE.exec(key)?.[1];
  if (figure !== undefined)
    return `unknown value {{${key}}}: no figure "${figure}" among the Figures; write the id of one listed there`;
  const names = Object.keys(values);
  const known = names.filter((name) => !FIGURE.test(name)).map((name) => `{{${name}}}`);
  const figures = known.length < names.length ? ", or a figure as {{figure.<id>}}" : "";
  return `unknown value {{${key}}}: copy can name ${known.join(", ")}${figures}`;
}

/** `text` with each `{{key}}` replaced by its value; an unknown key throws, saying what there is. */
export function fillSiteValues(text: string, values: SiteValues): string {
  return text.replace(token, (_, key: string) => {
    if (!Object.hasOwn(values, key)) throw new Error(unknownValue(key, values));
    return values[key] ?? "";
  });
}

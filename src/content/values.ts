// The values copy names: the figures and their sources, and the site's values (site.yaml). Copy keeps its
// `{{tokens}}` and figure ids as written; they are filled in from these as a page renders, so
// an edit to figures.yaml reaches every page that quotes it with nothing else read again.
//
// The values in use are this module's state: whatever reads content (a page through the
// content layer, src/collections/values.ts; a script, the tests and the editor from the files,
// values-files.ts) sets them first, then the schemas' transforms read them (copy-text.ts).
// Parsing is synchronous, so a parse never sees two tables.
import { checked } from "./checked.ts";
import type { Figure } from "./figure-schema.ts";
import { type FigureId, type FigureTable, figuresFileSchema } from "./figures.ts";
import { markdownValuesOf, type Site, siteCopyValuesOf, siteOf, siteSchema } from "./site.ts";
import { setSiteTokens } from "./site-tokens.ts";
import { type Source, type SourceId, type SourceNotes, sourcesFileSchema } from "./sources.ts";

export interface ContentValues {
  figures: FigureTable;
  sources: Readonly<Record<SourceId, Source>>;
  sourceNotes: SourceNotes;
  /** Every `{{token}}` copy may name, with its value. */
  tokens: Readonly<Record<string, string>>;
  /** The site's contacts and addresses, with the brand. */
  site: Site;
  /** What Markdown content (the legal pages) names as `{{token}}`. */
  markdown: Readonly<Record<string, string>>;
}

/** The files the values are read from, as their data. */
export interface ValueFiles {
  figures: unknown;
  sources: unknown;
  site: unknown;
}

/** A value that opens with a word ("Up to 70%", "Under 1 s") as it reads within a sentence. */
const withinSentence = (value: string) => value.charAt(0).toLowerCase() + value.slice(1);

/**
 * A figure's value, and the forms a sentence may need of it: its opening word lower-cased mid-
 * sentence ("in under 1 s"), or without its "+" after "over". A form exists only where it applies.
 */
function figureTokens(id: FigureId, { value }: Figure): [string, string][] {
  const tokens: [string, string][] = [[`figure.${id}`, value]];
  if (/^\p{Lu}/u.test(value)) tokens.push([`figure.${id}.lowercase`, withinSentence(value)]);
  if (value.endsWith("+")) tokens.push([`figure.${id}.withoutPlus`, value.slice(0, -1)]);
  return tokens;
}

/** The values of the files' data; throws naming the file and each field at fault, or a source no document has. */
export function contentValues(files: ValueFiles): ContentValues {
  const site = siteOf(checked("src/content/site.yaml", files.site, siteSchema));
  const siteTokens = siteCopyValuesOf(site);
  // A figure's text may name the site's values, these ones.
  setSiteTokens(siteTokens);
  const sourcesFile = checked("src/content/sources.yaml", files.sources, sourcesFileSchema);
  const sources = Object.fromEntries(sourcesFile.sources.map(({ id, ...source }) => [id, source]));
  const figuresFile = checked("src/content/figures.yaml", files.figures, figuresFileSchema);
  const missing = figuresFile.figures.flatMap(({ id, figure: { attribution } }) =>
    "source" in attribution && !Object.hasOwn(sources, attribution.source)
      ? [`figures.${id}.source: no document "${attribution.source}" in src/content/sources.yaml`]
      : [],
  );
  if (missing.length) throw new Error(`src/content/figures.yaml: ${missing.join("; ")}`);
  const figures: FigureTable = Object.fromEntries(figuresFile.figures.map(({ id, figure }) => [id, figure]));
  return {
    figures,
    sources,
    sourceNotes: sourcesFile.notes,
    tokens: {
      ...siteTokens,
      ...Object.fromEntries(Object.entries(figures).flatMap(([id, figure]) => figureTokens(id, figure))),
    },
    site,
    markdown: markdownValuesOf(site),
  };
}

let inUse: ContentValues | undefined;

/** Makes `values` the ones copy is filled from, until the next call. */
export function setContentValues(values: ContentValues): ContentValues {
  inUse = values;
  return values;
}

/** The values copy is filled from; throws when nothing has read them yet, which is a bug of the reader. */
export function contentValuesInUse(): ContentValues {
  if (!inUse)
    throw new Error(
      "Content was checked before its values were read: read it through src/collections/entries.ts or values-files.ts",
    );
  return inUse;
}

/** The site's contacts and addresses in use, with the brand. */
export const siteInUse = (): Site => contentValuesInUse().site;

/** The figure of an id in the table in use; throws on an id the table does not have. */
export function figureOf(id: FigureId): Figure {
  const figure = contentValuesInUse().figures[id];
  if (!figure) throw new Error(`src/content/figures.yaml has no figure "${id}"`);
  return figure;
}

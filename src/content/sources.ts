// The public documents the site's statistics come from (src/content/sources.yaml), and the
// words around their numbered notes.
import { z } from "astro/zod";

const text = z.string().min(2);

/** A public document: who published it, what it is, when, and where to read it. */
export const sourceSchema = z.object({
  publisher: text,
  title: text,
  date: z.iso.date().optional().describe("The document's date, as 2025-07-22; none for an undated web page."),
  dateLabel: text.describe('The date as the sources notes print it: "22 July 2025", "undated web page".'),
  url: z
    .url({ protocol: /^https?$/ })
    .describe(
      "Where to read it: the publisher's own page, or where that cannot be linked, a news agency's report of it.",
    ),
  reportedBy: text.optional().describe("The news agency whose report `url` is, when it is not the publisher's page."),
});

export type Source = z.output<typeof sourceSchema>;
/** A document's id in sources.yaml, which a figure names as its `source`. */
export type SourceId = string;

/** A document's id: letters and digits, as a figure names it. */
export const sourceId = z
  .string()
  .regex(/^[a-z][A-Za-z0-9]*$/, "letters and digits, starting with a lower-case letter");

/** sources.yaml, as a whole. */
export const sourcesFileSchema = z.strictObject({
  sources: z
    .array(z.strictObject({ id: sourceId, ...sourceSchema.shape }))
    .min(1)
    .refine(
      (items) => new Set(items.map((item) => item.id)).size === items.length,
      "each source needs an id of its own",
    ),
  notes: z
    .strictObject({
      title: text,
      noteLabel: text.describe("The accessible name of a note's marker, followed by its number."),
      reportedBy: text,
    })
    .describe("The words around the numbered notes under a section."),
});

/** The words around the numbered notes under a section. */
export type SourceNotes = z.output<typeof sourcesFileSchema>["notes"];

// The figures and their sources as the files give them, for the tests.
import { type Figure, sourceOf as sourceIn } from "#src/content/figures.ts";
import { takeValuesOfFiles } from "#src/collections/values-files.ts";

export { figureOf } from "#src/content/values.ts";

export const { figures, sources, sourceNotes } = takeValuesOfFiles();

/** The document behind a public figure of the files' table. */
export const sourceOf = (figure: Figure) => sourceIn(figure, sources);

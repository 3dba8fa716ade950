// The product pictures (src/content/visuals/*.yaml), read and checked as the modules load: the
// pages show them, and the solutions' and industries' entries carry theirs (src/content/solutions.ts).
// Their copy is filled in with the figures of the files as they are read.
import { readContentFile } from "#src/content/content-file.ts";
import { takeValuesOfFiles } from "#src/content/values-files.ts";

import {
  companyPicturesSchema,
  homeVisualSchema,
  industryPicturesSchema,
  overviewPicturesSchema,
  solutionPicturesSchema,
} from "./schema.ts";

takeValuesOfFiles();

/** Each solution page's picture, by the entry's id in solutions.yaml. */
export const solutionVisuals = readContentFile("visuals/solutions.yaml", solutionPicturesSchema);

/** Each industry page's picture, by the entry's id in industries.yaml. */
export const industryVisuals = readContentFile("visuals/industries.yaml", industryPicturesSchema);

/** The home hero's screen. */
export const homeVisual = readContentFile("visuals/home.yaml", homeVisualSchema);

/** The score of the sample alert that both the home hero and the fraud-signal diagram show. */
export const sampleSignal = (({ score, band, tone }) => ({ score, band, tone }))(homeVisual.alert);

export const { about: aboutVisual, contact: contactVisual } = readContentFile(
  "visuals/company.yaml",
  companyPicturesSchema,
);

export const { solutions: solutionsOverviewVisual, industries: industriesOverviewVisual } = readContentFile(
  "visuals/overviews.yaml",
  overviewPicturesSchema,
);

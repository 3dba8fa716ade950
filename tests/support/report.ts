import { reportSchema } from "#src/content/report.ts";
import { readFilledContent } from "#src/collections/values-files.ts";

/** The report's executive summary, read and checked as the build reads it. */
export const report = readFilledContent("report/executive-summary.yaml", reportSchema);

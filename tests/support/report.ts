import { reportSchema } from "#src/content/report.ts";
import { readYamlFile } from "#src/lib/yaml-file.ts";

/** The report's executive summary, read and checked as the build reads it. */
export const report = readYamlFile("src/content/report/executive-summary.yaml", reportSchema);

import { readFileSync } from "node:fs";
import { join } from "node:path";

import { parse } from "yaml";

import { reportSchema } from "#src/content/report.ts";

const path = "src/content/report/executive-summary.yaml";

/** The report's executive summary, read and checked as the build reads it. */
export const report = reportSchema.parse(parse(readFileSync(join(import.meta.dirname, "..", "..", path), "utf8")));

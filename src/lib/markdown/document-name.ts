import { relative } from "node:path";
import { fileURLToPath } from "node:url";

/** The Markdown file a plugin is working on, as an error names it: relative to where the build runs. */
export function documentName(fileURL: URL | undefined): string {
  return fileURL ? relative(process.cwd(), fileURLToPath(fileURL)) : "Markdown";
}

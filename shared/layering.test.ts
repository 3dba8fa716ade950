import { globSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const folders = ["app", "server", "scripts", "shared", "tests"] as const;
type Folder = (typeof folders)[number];

/** Which top-level folders each may import from: one direction only, so no cycle can form. */
const allowed: Record<Folder, readonly Folder[]> = {
  shared: ["shared"],
  app: ["app", "shared"],
  server: ["server", "shared"],
  scripts: ["scripts", "shared", "server", "app"],
  tests: ["tests", "shared", "server", "scripts", "app"],
};

const sources = globSync(["{app,server,scripts,shared,tests}/**/*.{ts,tsx}", "*.ts"], { cwd: root });
/** Tests may also use the test support folder (a PostgreSQL server for the integration tests). */
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function specifiers(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  return [
    ...text.matchAll(
      /(?:^|\n)\s*(?:import|export)[^"';]*?from\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)|(?:^|\n)import\s+"([^"]+)"/g,
    ),
  ].map((match) => match[1] ?? match[2] ?? match[3] ?? "");
}

describe("imports", () => {
  it("cross the top-level folders in one direction only", () => {
    const crossings: string[] = [];
    for (const file of sources) {
      const from = file.split("/")[0] as Folder;
      if (!folders.includes(from)) continue;
      for (const specifier of specifiers(file)) {
        const to = /^#(\w+)\//.exec(specifier)?.[1] as Folder | undefined;
        if (to === "tests" && isTest(file)) continue;
        if (to && !allowed[from].includes(to)) crossings.push(`${file} imports ${specifier}`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it("name other folders with #folder/ and every module with its extension", () => {
    const offenders: string[] = [];
    for (const file of sources) {
      for (const specifier of specifiers(file)) {
        const local = specifier.startsWith("#") || specifier.startsWith(".");
        if (!local || specifier.includes("/+types/") || /\?(url|raw|inline)$/.test(specifier)) continue;
        if (specifier.startsWith("../") || !/\.(ts|tsx|css)$/.test(specifier)) offenders.push(`${file}: ${specifier}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

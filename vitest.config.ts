import { availableParallelism } from "node:os";

import { defineConfig } from "vitest/config";

import { yamlModules } from "#scripts/build/yaml-modules.ts";

export default defineConfig({
  // The report card imports its countries as a module, as in the build (astro.config.ts).
  plugins: [yamlModules()],
  test: {
    include: [
      "src/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "shared/**/*.test.ts",
      "tests/support/**/*.test.ts",
    ],
    environment: "node",
    globalSetup: ["tests/support/database-templates.ts"],
    setupFiles: ["tests/support/content-values.ts"],
    // Vitest's default leaves one core idle (one file at a time on two cores), yet the slow files
    // spend most of their time waiting on servers, sockets and child processes: two files at once
    // keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});

import { availableParallelism } from "node:os";

import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "shared/**/*.test.ts"],
    environment: "node",
    // Vitest's default leaves one core idle (one file at a time on two cores), yet the slow files
    // spend most of their time waiting on servers, sockets and child processes: two files at once
    // keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});

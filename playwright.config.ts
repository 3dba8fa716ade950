import { defineConfig, devices } from "@playwright/test";

import { chromiumArgs, findChromium } from "#scripts/chromium.ts";
import { E2E_WEBHOOK_SECRET } from "#tests/support/webhook-receiver.ts";

// scripts/e2e.ts chooses the port and the browser, so every worker agrees on both.
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
const webhookPort = Number(process.env.E2E_WEBHOOK_PORT ?? port + 1);

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Tests are independent (each makes its own rows, with addresses of its own), so the two
  // workers share every file's tests rather than one file each.
  fullyParallel: true,
  workers: 2,
  // Two browsers, the server and its database share two cores: a form's answer has taken
  // over 5 s to show on a busy machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
    // Recording a trace (a screenshot and a DOM snapshot per action) doubled the suite's time on
    // two cores: only a failed test's retry (on CI) records one. Locally, ask for it when needed.
    trace: "on-first-retry",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        launchOptions: { executablePath: findChromium(), args: chromiumArgs },
      },
    },
  ],
  webServer: [
    {
      // The sales team's CRM: every lead's event arrives here, signed (tests/support/webhook-inbox.ts).
      command: "node tests/support/webhook-inbox.ts",
      url: `http://127.0.0.1:${webhookPort}/`,
      env: { E2E_WEBHOOK_PORT: String(webhookPort) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "node server/start.ts",
      url: baseURL,
      // Many forms are sent from one address in a run, so the per-address limit is off here
      // (the integration tests cover it).
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: process.env.E2E_DATA_DIR ?? "data/e2e",
        RATE_LIMIT_PER_MINUTE: "0",
        WORKER_POLL_MS: "300",
        LEAD_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/hooks/leads`,
        LEAD_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
      },
      reuseExistingServer: false,
      stdout: "pipe",
      timeout: 60_000,
    },
  ],
});

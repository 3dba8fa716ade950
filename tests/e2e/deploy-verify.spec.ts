// `npm run deploy -- verify --url ORIGIN`, the smoke test of a live site: it passes on the site
// `npm start` serves (the one these tests run against) and on the deploy's own build as
// wrangler.jsonc serves it on workerd, and fails on an origin that serves one bare page, naming
// each check that failed.
import { type Server, createServer } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { LOCAL_ANON_KEY } from "#shared/leads.ts";
import { PRODUCTION_BUILD_DIR } from "#scripts/deploy/site.ts";
import { runDeploy } from "#tests/support/deploy-process.ts";
import { holdDeployBuild } from "#tests/support/deploy-build-lock.ts";
import { type PagesDev, startWorkerDev } from "#tests/support/pages-dev.ts";

import { expect, test } from "./fixtures.ts";

let folder: string;
test.beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "sentinel-deploy-"));
});
test.afterEach(() => rmSync(folder, { recursive: true, force: true }));

const env = (): Record<string, string> => (process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {});

test("verify passes on the site npm start serves", async ({ baseURL }) => {
  const { code, output } = await runDeploy(["verify", "--url", baseURL ?? ""], env(), folder);
  expect(output).toMatch(/verify: (\d+) of \1 checks passed/);
  expect(output).toContain("the delivery heartbeat: skipped: no SUPABASE_DB_URL");
  expect(code, output).toBe(0);
});

test("verify passes on the deploy's build, served by workerd as wrangler.jsonc has it, against a stand-in for Supabase", async ({
  baseURL,
}) => {
  test.setTimeout(360_000);
  // The local server stands in for Supabase's Data API: the build, the Worker and verify use it.
  const supabase = { SUPABASE_URL: baseURL ?? "", SUPABASE_ANON_KEY: LOCAL_ANON_KEY };
  const release = await holdDeployBuild();
  let host: PagesDev | undefined;
  try {
    const built = await runDeploy(["site", "--dry-run"], { ...supabase, SITE_URL: "https://www.example.in" }, folder);
    expect(built.output).toContain("site: wrangler: --dry-run: exiting now.");
    host = await startWorkerDev(supabase);
    const { code, output } = await runDeploy(
      ["verify", "--url", host.base],
      { ...supabase, BUILD_DIR: PRODUCTION_BUILD_DIR },
      folder,
    );
    expect(output).toMatch(/verify: (\d+) of \1 checks passed/);
    expect(code, output).toBe(0);
  } finally {
    await host?.stop();
    await release();
  }
});

test.describe("on an origin serving one bare page", () => {
  let server: Server;
  let origin: string;
  test.beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(200, { "Content-Type": "text/html" });
      response.end("<!doctype html><title>A page</title><h1>A page</h1>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test("verify fails, naming each check that did not pass", async () => {
    const { code, output } = await runDeploy(["verify", "--url", origin], env(), folder);
    expect(code).toBe(1);
    expect(output).toMatch(/GET \/about: .*no Content-Security-Policy/);
    expect(output).toContain("an unknown address is not found: answered 200, not 404");
    expect(output).toContain("the anon key cannot read the leads: answered 200");
    expect(output).toContain("the one-click withdrawal refuses a junk token: answered 200, not 400");
    expect(output).toContain("the editor is not on the public origin: answered 200, not 404");
  });
});

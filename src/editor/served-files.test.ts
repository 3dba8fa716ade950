// `npm run edit` over a checkout, asked by a page of another origin on this machine for what
// lies beside the sources: DATA_DIR (where it is by default, and outside the checkout), the
// project's settings and secrets, by every way Vite's dev server reads a file.
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type EditorCheckout, startEditorCheckout } from "#tests/support/editor-checkout.ts";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request sent with its path exactly as written: fetch would resolve `..` and `%2e%2e` first. */
function get(base: string, path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const sent = request({ hostname, port, path, method, headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    sent.on("error", reject);
    sent.end();
  });
}

/** A file a page must not read, and the words that would show it had. */
interface Secret {
  path: string;
  marker: string;
}

/** Every DATA_DIR file the server keeps: the service key, the database, an outbox message. */
function fillDataDir(dataDir: string): Secret[] {
  const files = ["service-role-key", "pglite/base/1/1259", "outbox/2026-12-07T10-00-00-lead.eml"];
  return files.map((file) => {
    const marker = `secret-${randomBytes(12).toString("hex")}`;
    const path = join(dataDir, file);
    mkdirSync(join(path, ".."), { recursive: true });
    writeFileSync(path, `${marker}\n`);
    return { path, marker };
  });
}

/** The project's own files beside the sources. */
function projectSecrets(dir: string): Secret[] {
  const env = { path: join(dir, ".env"), marker: `secret-${randomBytes(12).toString("hex")}` };
  writeFileSync(env.path, `EDITOR_PROBE=${env.marker}\n`);
  return [env, { path: join(dir, "package.json"), marker: '"devDependencies"' }];
}

const QUERIES = ["", "?raw", "?url", "?import", "?raw&import", "?url&import", "?inline"];

/** Every way to name a file to Vite's dev server: from its root, by /@fs/, and bent by `..`, `%2e%2e` and `//`. */
function routesTo(root: string, file: string): string[] {
  const fromRoot = relative(root, file);
  const encoded = fromRoot.replaceAll("..", "%2e%2e");
  const paths = [
    `/${fromRoot}`,
    `//${fromRoot}`,
    `/src/../${fromRoot}`,
    `/src/%2e%2e/${encoded}`,
    `/src/%2E%2E/${encoded}`,
    `/src/..%2f${encoded}`,
    `/public//..//${fromRoot}`,
    `/@fs${file}`,
    `/@fs/${file}`,
    `/@fs${root}/src/../${fromRoot}`,
    `/@fs${root}/src/%2e%2e/${encoded}`,
    `/@fs${root}/node_modules/../${fromRoot}`,
  ];
  return paths.flatMap((path) => QUERIES.map((query) => `${path}${query}`));
}

/** What came back with the file's content or a 2xx: nothing should. */
async function leaks(checkout: EditorCheckout, secrets: Secret[]): Promise<string[]> {
  const found: string[] = [];
  for (const secret of secrets) {
    for (const route of routesTo(checkout.dir, secret.path)) {
      const answer = await get(checkout.base, route, { origin: "http://127.0.0.1:3000" });
      if (answer.body.includes(secret.marker) || (answer.status >= 200 && answer.status < 300))
        found.push(`${route} → ${answer.status}${answer.body.includes(secret.marker) ? ", with the file" : ""}`);
    }
  }
  return found;
}

const ORIGINS = ["http://127.0.0.1:3000", "http://localhost:8080", "http://[::1]:5173"];

/**
 * The editor over a checkout, for the tests of the block that calls this: `prepare` adds to
 * the checkout the files a page must not read, and names the editor's settings.
 */
function editorOver(prepare: (dir: string) => { env: NodeJS.ProcessEnv; secrets: Secret[] }) {
  const editor = { checkout: undefined as unknown as EditorCheckout, secrets: [] as Secret[] };
  beforeAll(async () => {
    editor.checkout = await startEditorCheckout((dir) => {
      const { env, secrets } = prepare(dir);
      editor.secrets = secrets;
      return env;
    });
  }, 180_000);
  afterAll(() => editor.checkout?.stop());
  return editor;
}

describe("npm run edit, with DATA_DIR where npm start keeps it by default", () => {
  const editor = editorOver((dir) => ({
    env: { DATA_DIR: "" },
    secrets: [...fillDataDir(join(dir, "data")), ...projectSecrets(dir)],
  }));

  it("sends none of DATA_DIR's files, package.json or .env, by any route", async () => {
    expect(await leaks(editor.checkout, editor.secrets)).toEqual([]);
  }, 120_000);

  it("still serves the sources the editor and the pages are made of", async () => {
    const source = await get(editor.checkout.base, "/src/content/site.yaml");
    expect(source.status).toBe(200);
    expect(source.body).toBe(editor.checkout.read("src/content/site.yaml"));
    const page = await get(editor.checkout.base, "/");
    expect(page.status).toBe(200);
  });

  it("tells no page of another origin on this machine that it may read the answers", async () => {
    for (const origin of ORIGINS) {
      for (const path of ["/", "/keystatic", "/src/content/site.yaml?raw", "/@vite/client"]) {
        const answer = await get(editor.checkout.base, path, { origin });
        expect(answer.headers["access-control-allow-origin"], `${path} from ${origin}`).toBeUndefined();
        const preflight = await get(
          editor.checkout.base,
          path,
          { origin, "access-control-request-method": "GET" },
          "OPTIONS",
        );
        expect(preflight.headers["access-control-allow-origin"], `OPTIONS ${path} from ${origin}`).toBeUndefined();
      }
    }
  });
});

describe("npm run edit, with DATA_DIR outside the checkout", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "sentinel-editor-data-"));
  const editor = editorOver(() => ({ env: { DATA_DIR: dataDir }, secrets: fillDataDir(dataDir) }));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("sends none of its files, by any route", async () => {
    expect(await leaks(editor.checkout, editor.secrets)).toEqual([]);
  }, 120_000);
});

describe("npm run edit, with DATA_DIR among the sources it serves", () => {
  const editor = editorOver((dir) => ({
    env: { DATA_DIR: "src/local-data" },
    secrets: fillDataDir(join(dir, "src", "local-data")),
  }));

  it("sends none of its files, by any route", async () => {
    expect(await leaks(editor.checkout, editor.secrets)).toEqual([]);
  }, 120_000);
});

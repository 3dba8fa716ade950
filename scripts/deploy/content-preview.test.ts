// The content branches' workflow script against a stand-in for GitHub's REST API (node:http,
// holding one repository's pull requests and comments), with the build and wrangler recorded
// instead of run: the pull request opened once, the preview's address posted once and kept up to
// date, and nothing done for a branch with no commit yet or without the settings.
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { tmpdir } from "node:os";

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { type Command, wrangler } from "./command.ts";
import { contentPreview, previewAlias } from "./content-preview.ts";

interface Pull {
  number: number;
  head: string;
  base: string;
  title: string;
  body: string;
}

/** One repository on the stand-in: its branches' commits beyond main, pull requests and comments. */
const github = {
  commits: new Map<string, { commit: { message: string; author: { name: string } } }[]>(),
  pulls: [] as Pull[],
  comments: [] as { id: number; issue: number; body: string }[],
  calls: [] as string[],
};

async function answer(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? "/", "http://stand-in");
  let text = "";
  for await (const chunk of request) text += String(chunk);
  const body = text ? (JSON.parse(text) as Record<string, string>) : {};
  github.calls.push(`${request.method} ${url.pathname}`);
  const send = (status: number, json: unknown) => {
    response.writeHead(status, { "Content-Type": "application/json" });
    response.end(JSON.stringify(json));
  };
  if (request.headers.authorization !== "Bearer gh-token") return send(401, { message: "Bad credentials" });
  const path = url.pathname.replace("/repos/sentinel-ai/website", "");
  let match: RegExpExecArray | null;
  if ((match = /^\/compare\/main\.\.\.(.+)$/.exec(path)) && request.method === "GET") {
    return send(200, { commits: github.commits.get(decodeURIComponent(match[1] ?? "")) ?? [] });
  }
  if (path === "/pulls" && request.method === "GET") {
    const head = url.searchParams.get("head");
    return send(
      200,
      github.pulls
        .filter((pull) => `sentinel-ai:${pull.head}` === head && pull.base === url.searchParams.get("base"))
        .map((pull) => ({
          number: pull.number,
          html_url: `https://github.com/sentinel-ai/website/pull/${pull.number}`,
        })),
    );
  }
  if (path === "/pulls" && request.method === "POST") {
    const pull = {
      number: github.pulls.length + 1,
      head: body.head ?? "",
      base: body.base ?? "",
      title: body.title ?? "",
      body: body.body ?? "",
    };
    github.pulls.push(pull);
    return send(201, { number: pull.number, html_url: `https://github.com/sentinel-ai/website/pull/${pull.number}` });
  }
  if ((match = /^\/issues\/(\d+)\/comments$/.exec(path))) {
    const issue = Number(match[1]);
    if (request.method === "GET")
      return send(
        200,
        github.comments.filter((comment) => comment.issue === issue),
      );
    const comment = { id: 100 + github.comments.length, issue, body: body.body ?? "" };
    github.comments.push(comment);
    return send(201, comment);
  }
  if ((match = /^\/issues\/comments\/(\d+)$/.exec(path)) && request.method === "PATCH") {
    const comment = github.comments.find((c) => c.id === Number(match?.[1]));
    if (!comment) return send(404, { message: "Not Found" });
    comment.body = body.body ?? "";
    return send(200, comment);
  }
  send(404, { message: "Not Found" });
}

const server = createServer((request, response) => void answer(request, response));
let api = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  github.commits.clear();
  github.pulls.length = 0;
  github.comments.length = 0;
  github.calls.length = 0;
});

const settings = {
  SITE_URL: "https://www.example.in",
  SUPABASE_URL: "https://deploy-check.supabase.co",
  SUPABASE_ANON_KEY: "sb_publishable_deploy_check",
  CLOUDFLARE_API_TOKEN: "cf-token-that-must-stay-unprinted",
  CLOUDFLARE_ACCOUNT_ID: "0123456789abcdef0123456789abcdef",
};
const workflow = { GH_TOKEN: "gh-token", GH_REPO: "sentinel-ai/website", BASE: "main" };
const noEnvFile = join(tmpdir(), "no-such-folder", ".env.production");

/** Runs the script for `branch` with the build and wrangler recorded; wrangler gives the alias's address. */
async function push(branch: string, env: Record<string, string> = { ...settings, ...workflow }) {
  const commands: Command[] = [];
  const code = await contentPreview(
    { ...env, BRANCH: branch, GITHUB_API_URL: api },
    async (command) => {
      commands.push(command);
      const alias = command.args[command.args.indexOf("--preview-alias") + 1];
      return command.command === wrangler
        ? `Worker Version ID: 1\nVersion Preview URL: https://1-sentinel-ai-website.acme.workers.dev\nVersion Preview Alias URL: https://${alias}-sentinel-ai-website.acme.workers.dev\n`
        : "";
    },
    noEnvFile,
  );
  return { code, commands };
}

const saved = (message: string) => ({ commit: { message, author: { name: "Asha Rao" } } });

describe("a push to a content branch", () => {
  it("opens the pull request with the branch's commits, uploads a preview of the branch, and posts its address on it", async () => {
    github.commits.set("content-new-quote", [saved("Update the home page\n\nfrom the editor")]);
    const { code, commands } = await push("content-new-quote");
    expect(code).toBe(0);
    expect(github.pulls).toEqual([
      expect.objectContaining({ number: 1, head: "content-new-quote", base: "main", title: "Content: new quote" }),
    ]);
    expect(github.pulls[0]?.body).toContain("- Update the home page (Asha Rao)");
    expect(commands.map(({ command, args }) => [command, ...args.slice(0, 6)])).toEqual([
      ["npm", "run", "build"],
      [wrangler, "versions", "upload", "-c", "wrangler.jsonc", "--preview-alias", "content-new-quote"],
    ]);
    expect(commands[0]?.env).toMatchObject({ VITE_SUPABASE_URL: settings.SUPABASE_URL, EDITOR_GITHUB_REPO: "" });
    expect(commands[1]?.env).toMatchObject({ CLOUDFLARE_API_TOKEN: settings.CLOUDFLARE_API_TOKEN });
    expect(github.comments).toEqual([
      expect.objectContaining({
        issue: 1,
        body: expect.stringContaining("https://content-new-quote-sentinel-ai-website.acme.workers.dev"),
      }),
    ]);
  });

  it("adds to the open pull request on a later push and edits its one comment", async () => {
    github.commits.set("content-new-quote", [saved("Update the home page")]);
    await push("content-new-quote");
    github.commits.get("content-new-quote")?.push(saved("Fix a typo"));
    github.comments.push({ id: 1, issue: 1, body: "Looks good" });
    const { code } = await push("content-new-quote");
    expect(code).toBe(0);
    expect(github.pulls).toHaveLength(1);
    expect(github.comments.filter((comment) => comment.body.includes("workers.dev"))).toHaveLength(1);
    expect(github.calls).toContain("PATCH /repos/sentinel-ai/website/issues/comments/100");
  });

  it("does nothing for a branch with no commit beyond main yet", async () => {
    const { code, commands } = await push("content-empty");
    expect(code).toBe(0);
    expect(commands).toEqual([]);
    expect(github.pulls).toEqual([]);
  });

  it("stops before anything without Cloudflare's credentials, naming them", async () => {
    github.commits.set("content-new-quote", [saved("Update the home page")]);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const withoutToken = Object.fromEntries(
      Object.entries({ ...settings, ...workflow }).filter(([name]) => name !== "CLOUDFLARE_API_TOKEN"),
    );
    const { code, commands } = await push("content-new-quote", withoutToken);
    const printed = errors.mock.calls.flat().join("\n");
    errors.mockRestore();
    expect(code).toBe(2);
    expect(printed).toContain("CLOUDFLARE_API_TOKEN is missing");
    expect(commands).toEqual([]);
    expect(github.calls).toEqual([]);
  });
});

describe("a preview's alias", () => {
  it("is the branch's name in lower case, letters, digits and dashes, short enough for one DNS label with the Worker's", () => {
    expect(previewAlias("content-New_Quote")).toBe("content-new-quote");
    expect(`${previewAlias(`content-${"a".repeat(80)}`)}-sentinel-ai-website`.length).toBeLessThanOrEqual(63);
  });
});

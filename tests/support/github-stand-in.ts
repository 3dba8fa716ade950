// A stand-in for GitHub, as team mode's editor and the content branches' workflow meet it: the
// OAuth App's sign-in (the authorise page, which sends the browser back with a code and the
// state; the token exchange and refresh the editor's function makes), the GraphQL and REST calls
// Keystatic's interface makes from the browser, and the REST calls of
// scripts/deploy/content-preview.ts (compare, pull requests, comments), over one fake repository.
// One handler takes fetch Requests, so a browser's routes, the Worker's outbound requests and a
// loopback HTTP server all reach the same state.
import { randomBytes } from "node:crypto";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";

import type { FakeRepository } from "./fake-repository.ts";
import { type GraphQLRepository, type Viewer, answerGraphQL } from "./github-graphql.ts";

export interface PullRequest {
  number: number;
  head: string;
  base: string;
  title: string;
  body: string;
}

export interface StandInOptions {
  owner: string;
  name: string;
  repository: FakeRepository;
  /** The OAuth credentials of the project's GitHub App. */
  clientId: string;
  clientSecret: string;
  /** The people who can sign in; a permission of none means the repository is hidden from them. */
  accounts: readonly Viewer[];
}

const AUTHORIZE = "/login/oauth/authorize";
const TOKEN = "/login/oauth/access_token";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Access-Control-Allow-Origin": "*" },
  });

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char] ?? char);

export class GitHubStandIn {
  readonly pulls: PullRequest[] = [];
  readonly comments: { id: number; issue: number; body: string }[] = [];
  /** The codes the editor's function exchanged for a token, in order. */
  readonly exchangedCodes: string[] = [];
  readonly #codes = new Map<string, Viewer>();
  readonly #tokens = new Map<string, Viewer>();
  readonly #refreshTokens = new Map<string, Viewer>();
  readonly #repo: GraphQLRepository;
  #server: Server | undefined;
  readonly options: StandInOptions;

  constructor(options: StandInOptions) {
    this.options = options;
    this.#repo = {
      owner: options.owner,
      name: options.name,
      git: options.repository,
      protectedBranches: new Set([options.repository.defaultBranch]),
    };
  }

  /** A token for `login` with no sign-in, as a workflow's GITHUB_TOKEN is given. */
  tokenFor(login: string): string {
    const account = this.options.accounts.find((candidate) => candidate.login === login);
    if (!account) throw new Error(`no account ${login}`);
    const token = `ghs_${randomBytes(12).toString("hex")}`;
    this.#tokens.set(token, account);
    return token;
  }

  /** Answers a request to github.com or api.github.com (or to the loopback server, as the API). */
  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.method === "OPTIONS") {
      return new Response(null, {
        status: 204,
        headers: {
          "Access-Control-Allow-Origin": "*",
          "Access-Control-Allow-Headers": "Authorization, Content-Type, Accept",
          "Access-Control-Allow-Methods": "GET, POST, PATCH, DELETE",
        },
      });
    }
    if (url.pathname === AUTHORIZE) return this.#authorizePage(url);
    if (url.pathname === TOKEN && request.method === "POST") return this.#exchange(url);
    const viewer = this.#tokens.get(request.headers.get("authorization")?.replace(/^(Bearer|token) /, "") ?? "");
    if (/^\/applications\/[^/]+\/token$/.test(url.pathname) && request.method === "DELETE") {
      return new Response(null, { status: 204 });
    }
    if (!viewer) return json(401, { message: "Bad credentials" });
    if (url.pathname === "/graphql" && request.method === "POST") {
      const body = (await request.json()) as Parameters<typeof answerGraphQL>[2];
      return json(200, await answerGraphQL(this.#repo, viewer, body));
    }
    const prefix = `/repos/${this.#repo.owner}/${this.#repo.name}/`;
    if (!url.pathname.startsWith(prefix) || !viewer.permission) return json(404, { message: "Not Found" });
    return this.#rest(request, url, url.pathname.slice(prefix.length), viewer);
  }

  /** GitHub's page asking to authorise the app: here, which account signs in. */
  #authorizePage(url: URL): Response {
    const redirect = url.searchParams.get("redirect_uri") ?? "";
    if (url.searchParams.get("client_id") !== this.options.clientId || !redirect) {
      return new Response("<!doctype html><title>Not Found</title><h1>This application was not found</h1>", {
        status: 404,
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    }
    const links = this.options.accounts.map((account) => {
      const code = randomBytes(10).toString("hex");
      this.#codes.set(code, account);
      const back = new URL(redirect);
      back.searchParams.set("code", code);
      const state = url.searchParams.get("state");
      if (state) back.searchParams.set("state", state);
      return `<li><a href="${escapeHtml(back.toString())}">Authorize as ${escapeHtml(account.name)}</a></li>`;
    });
    const html = `<!doctype html>\n<html lang="en">\n<title>Authorize application</title>\n<h1>Authorize the content editor</h1>\n<ul>${links.join("")}</ul>\n</html>\n`;
    return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
  }

  /** The token exchange, by a code or a refresh token, with the app's secret. */
  #exchange(url: URL): Response {
    const params = url.searchParams;
    if (
      params.get("client_id") !== this.options.clientId ||
      params.get("client_secret") !== this.options.clientSecret
    ) {
      return json(200, { error: "incorrect_client_credentials" });
    }
    const refresh = params.get("grant_type") === "refresh_token";
    const key = (refresh ? params.get("refresh_token") : params.get("code")) ?? "";
    const account = refresh ? this.#refreshTokens.get(key) : this.#codes.get(key);
    if (!account) return json(200, { error: "bad_verification_code" });
    if (refresh) this.#refreshTokens.delete(key);
    else {
      this.#codes.delete(key);
      this.exchangedCodes.push(key);
    }
    const accessToken = `ghu_${randomBytes(12).toString("hex")}`;
    const refreshToken = `ghr_${randomBytes(12).toString("hex")}`;
    this.#tokens.set(accessToken, account);
    this.#refreshTokens.set(refreshToken, account);
    return json(200, {
      access_token: accessToken,
      expires_in: 28_800,
      refresh_token: refreshToken,
      refresh_token_expires_in: 15_897_600,
      scope: "",
      token_type: "bearer",
    });
  }

  async #rest(request: Request, url: URL, path: string, viewer: Viewer): Promise<Response> {
    const git = this.#repo.git;
    const body = request.method === "GET" ? {} : ((await request.json()) as Record<string, string>);
    let match: RegExpExecArray | null;
    if ((match = /^git\/trees\/([0-9a-f]{40})$/.exec(path))) {
      const tree = git.tree(match[1] ?? "", url.searchParams.has("recursive"));
      return tree ? json(200, { sha: match[1], tree, truncated: false }) : json(404, { message: "Not Found" });
    }
    if ((match = /^git\/blobs\/([0-9a-f]{40})$/.exec(path))) {
      const blob = git.blob(match[1] ?? "");
      if (!blob) return json(404, { message: "Not Found" });
      if (request.headers.get("accept") === "application/vnd.github.raw") {
        return new Response(new Uint8Array(blob), { headers: { "Access-Control-Allow-Origin": "*" } });
      }
      return json(200, { sha: match[1], size: blob.length, content: blob.toString("base64"), encoding: "base64" });
    }
    if ((match = /^contents\/(.+)$/.exec(path)) && request.method === "GET") {
      const ref = url.searchParams.get("ref") ?? "";
      const commit = /^[0-9a-f]{40}$/.test(ref) ? ref : git.branches().get(ref || git.defaultBranch);
      const file = commit && git.fileAt(commit, match[1]?.split("/").map(decodeURIComponent).join("/") ?? "");
      if (!file) return json(404, { message: "Not Found" });
      if (request.headers.get("accept") === "application/vnd.github.raw+json") {
        return new Response(new Uint8Array(file), { headers: { "Access-Control-Allow-Origin": "*" } });
      }
      return json(200, { path: match[1], size: file.length, content: file.toString("base64"), encoding: "base64" });
    }
    if ((match = /^compare\/(.+)\.\.\.(.+)$/.exec(path))) {
      const commits = git.commitsBetween(decodeURIComponent(match[1] ?? ""), decodeURIComponent(match[2] ?? ""));
      return json(200, {
        commits: commits.map((commit) => ({
          sha: commit.sha,
          commit: { message: commit.message, author: { name: commit.author } },
        })),
      });
    }
    const pullJson = (pull: PullRequest) => ({
      number: pull.number,
      html_url: `https://github.com/${this.#repo.owner}/${this.#repo.name}/pull/${pull.number}`,
      head: { ref: pull.head },
      base: { ref: pull.base },
      title: pull.title,
      body: pull.body,
    });
    if (path === "pulls" && request.method === "GET") {
      const open = this.pulls.filter(
        (pull) =>
          `${this.#repo.owner}:${pull.head}` === url.searchParams.get("head") &&
          pull.base === url.searchParams.get("base"),
      );
      return json(200, open.map(pullJson));
    }
    if (path === "pulls" && request.method === "POST") {
      if (viewer.permission !== "WRITE") return json(403, { message: "Resource not accessible by integration" });
      const head = body.head ?? "";
      if (!git.branches().has(head)) return json(422, { message: "Validation Failed", errors: [{ field: "head" }] });
      const pull = {
        number: this.pulls.length + 1,
        head,
        base: body.base ?? "",
        title: body.title ?? "",
        body: body.body ?? "",
      };
      this.pulls.push(pull);
      return json(201, pullJson(pull));
    }
    if ((match = /^issues\/(\d+)\/comments$/.exec(path))) {
      const issue = Number(match[1]);
      if (request.method === "GET")
        return json(
          200,
          this.comments.filter((comment) => comment.issue === issue),
        );
      const comment = { id: 100 + this.comments.length, issue, body: body.body ?? "" };
      this.comments.push(comment);
      return json(201, comment);
    }
    if ((match = /^issues\/comments\/(\d+)$/.exec(path)) && request.method === "PATCH") {
      const comment = this.comments.find((candidate) => candidate.id === Number(match?.[1]));
      if (!comment) return json(404, { message: "Not Found" });
      comment.body = body.body ?? comment.body;
      return json(200, comment);
    }
    return json(404, { message: "Not Found" });
  }

  /** Serves the API on a loopback port (GITHUB_API_URL); its address. */
  async listen(): Promise<string> {
    const server = createServer(async (incoming, outgoing) => {
      const chunks: Buffer[] = [];
      for await (const chunk of incoming) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers))
        if (typeof value === "string") headers.set(name, value);
      const request = new Request(`http://127.0.0.1${incoming.url ?? "/"}`, {
        method: incoming.method ?? "GET",
        headers,
        ...(chunks.length && { body: new Uint8Array(Buffer.concat(chunks)) }),
      });
      const response = await this.handle(request);
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    });
    this.#server = server;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    const server = this.#server;
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

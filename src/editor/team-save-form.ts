// Team mode's saves in the form the repository keeps its content files. Keystatic commits a save
// from the browser, with GitHub's createCommitOnBranch, each file written by js-yaml: the file's
// comments go, its paragraphs fold at 80 columns, and the pull request shows the whole file
// changed and fails the check that content files are in the editor's form (written-form.test.ts).
// As the page sends that commit, each content file in it is written as `npm run edit` writes it
// (patchYaml, then Prettier), from the file as it is at the commit the save builds on, so the pull
// request shows the edited lines only. Keystatic reads the tree back from the commit GitHub made,
// so it sees the files as written.
import { parse } from "yaml";

import { frontmatterOf } from "#src/lib/frontmatter.ts";

import { patchYaml } from "./yaml-patch.ts";

const GITHUB_GRAPHQL = "https://api.github.com/graphql";

/** The repository's Prettier width (.prettierrc), which `formatted` reads there. */
const PRINT_WIDTH = 120;

/** `text` as Prettier formats the file at `path`; Prettier is loaded at the first save. */
async function format(text: string, path: string): Promise<string> {
  const [prettier, yaml, markdown] = await Promise.all([
    import("prettier/standalone"),
    import("prettier/plugins/yaml"),
    import("prettier/plugins/markdown"),
  ]);
  return prettier.format(text, {
    parser: path.endsWith(".md") ? "markdown" : "yaml",
    plugins: [yaml, markdown],
    printWidth: PRINT_WIDTH,
  });
}

/** A content file the editor writes in its own form: YAML, or a legal page's Markdown. */
export const isFormedFile = (path: string) => path.startsWith("src/content/") && /\.(ya?ml|md)$/.test(path);

/**
 * `sent`, a file as Keystatic wrote it, in the form `npm run edit` writes it: `original` (the
 * file before the save, or undefined for a new one) with only what changed replaced.
 */
export async function writtenText(original: string | undefined, sent: string, path: string): Promise<string> {
  if (!path.endsWith(".md")) return format(patchYaml(original ?? "", parse(sent)), path);
  const after = frontmatterOf(sent);
  const frontmatter = patchYaml(frontmatterOf(original ?? "").frontmatter, parse(after.frontmatter));
  return format(`---\n${frontmatter}---\n${after.body}`, path);
}

const fromBase64 = (text: string) => new TextDecoder().decode(Uint8Array.from(atob(text), (c) => c.charCodeAt(0)));

function toBase64(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

interface CommitInput {
  branch: { repositoryNameWithOwner: string };
  expectedHeadOid: string;
  fileChanges: { additions?: { path: string; contents: string }[] };
}

/** A file's text at `commit`, read with the token Keystatic sends; undefined when it is new there. */
async function fileAt(
  send: typeof fetch,
  input: CommitInput,
  path: string,
  authorization: string | null,
): Promise<string | undefined> {
  const address = `https://api.github.com/repos/${input.branch.repositoryNameWithOwner}/contents/${path
    .split("/")
    .map(encodeURIComponent)
    .join("/")}?ref=${encodeURIComponent(input.expectedHeadOid)}`;
  const response = await send(address, {
    headers: { Accept: "application/vnd.github.raw+json", ...(authorization && { Authorization: authorization }) },
  });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`GitHub answered ${response.status} for ${path}`);
  return response.text();
}

/** The commit's body with each content file written in the editor's form. */
async function formed(send: typeof fetch, body: string, authorization: string | null): Promise<string> {
  const request = JSON.parse(body) as { query?: string; variables?: { input?: CommitInput } };
  const input = request.variables?.input;
  if (!request.query?.includes("createCommitOnBranch") || !input?.fileChanges.additions) return body;
  for (const addition of input.fileChanges.additions) {
    if (!isFormedFile(addition.path)) continue;
    const original = await fileAt(send, input, addition.path, authorization);
    addition.contents = toBase64(await writtenText(original, fromBase64(addition.contents), addition.path));
  }
  return JSON.stringify(request);
}

/**
 * Wraps `window.fetch` so that Keystatic's commits carry the content files in the editor's form.
 * Should that fail (GitHub unreachable for the original), the save goes as Keystatic wrote it:
 * the person's work is kept, and the pull request's checks name the file's form.
 */
export function keepFileForms(target: { fetch: typeof fetch } = window): void {
  const send = target.fetch.bind(target);
  target.fetch = async (input, init) => {
    const address = input instanceof Request ? input.url : String(input);
    if (address !== GITHUB_GRAPHQL || typeof init?.body !== "string") return send(input, init);
    let body = init.body;
    try {
      body = await formed(send, init.body, new Headers(init.headers).get("authorization"));
    } catch (error) {
      console.warn("The save goes in Keystatic's own form:", error);
    }
    return send(input, { ...init, body });
  };
}

// Team mode's saves: a file as Keystatic writes it (js-yaml's dump of its data) comes out in the
// form `npm run edit` writes, byte for byte the file as it was but for the edited lines; and the
// page's fetch sends Keystatic's commit with its content files so written.
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { CORE_SCHEMA, dump, load } from "js-yaml";
import { describe, expect, it } from "vitest";

import { frontmatterOf } from "#src/lib/frontmatter.ts";

import { fileKinds } from "./file-kinds.ts";
import { fileToWrite } from "./save.ts";
import { editorKinds } from "./editor-kinds.ts";
import { keepFileForms, writtenText } from "./team-save-form.ts";

const root = join(import.meta.dirname, "..", "..");
const ABOUT = "src/content/pages/about.yaml";
const TITLE = "Protecting Indian financial services after onboarding";

/** A file as Keystatic's interface writes it: js-yaml's dump of the data it read (a date as its text, as its fields keep it). */
function asKeystaticWrites(text: string, path: string): string {
  const data = (yaml: string) => dump(load(yaml, { schema: CORE_SCHEMA }));
  if (!path.endsWith(".md")) return data(text);
  const { frontmatter, body } = frontmatterOf(text);
  return `---\n${data(frontmatter)}---\n${body}`;
}

describe("writtenText", () => {
  it("gives back every content file as it is, from Keystatic's writing of it", async () => {
    const changed: string[] = [];
    for (const { file } of fileKinds(root)) {
      const text = readFileSync(join(root, file), "utf8");
      if ((await writtenText(text, asKeystaticWrites(text, file), file)) !== text) changed.push(file);
    }
    expect(changed).toEqual([]);
  }, 60_000);

  it("changes the edited line only, keeping the file's comments", async () => {
    const text = readFileSync(join(root, ABOUT), "utf8");
    const edited = text.replace(TITLE, "Protecting Indian lenders long after onboarding");
    expect(text).toContain("#");
    expect(await writtenText(text, asKeystaticWrites(edited, ABOUT), ABOUT)).toBe(edited);
  });

  it("writes a new entry's file as the local editor writes it", async () => {
    const kind = editorKinds.find((candidate) => candidate.folder?.path === "src/content/solutions");
    const entry = kind?.folder?.entry("fraud-watch");
    if (!entry) throw new Error("no kind for a solution's file");
    const file = "src/content/solutions/fraud-watch.yaml";
    const sent = asKeystaticWrites(
      readFileSync(join(root, "src/content/solutions/risk-assessment.yaml"), "utf8"),
      file,
    );
    // A new file is written over nothing, as `npm run edit` writes it.
    expect(await writtenText(undefined, sent, file)).toBe(await fileToWrite(entry, "", sent, root));
  });
});

describe("keepFileForms", () => {
  const encode = (text: string) => Buffer.from(text).toString("base64");
  const commit = (additions: { path: string; contents: string }[]) =>
    JSON.stringify({
      query:
        "mutation CreateCommit($input: CreateCommitOnBranchInput!) { createCommitOnBranch(input: $input) { ref { id } } }",
      variables: {
        input: {
          branch: { branchName: "content-about-hero", repositoryNameWithOwner: "sentinel-ai/website" },
          expectedHeadOid: "a".repeat(40),
          fileChanges: { additions, deletions: [] },
        },
      },
    });

  function page(original: (url: string) => Response) {
    const sent: { url: string; init?: RequestInit }[] = [];
    const target = {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        const url = input instanceof Request ? input.url : String(input);
        sent.push({ url, init });
        return Promise.resolve(url.includes("/contents/") ? original(url) : new Response("{}"));
      },
    };
    keepFileForms(target as { fetch: typeof fetch });
    return { target, sent };
  }

  it("sends Keystatic's commit with each content file in the editor's form, read at the commit it builds on", async () => {
    const text = readFileSync(join(root, ABOUT), "utf8");
    const edited = text.replace(TITLE, "Protecting Indian lenders long after onboarding");
    const { target, sent } = page(() => new Response(text));
    const picture = { path: "src/assets/pictures/risk-assessment/hero.png", contents: encode("PNG") };
    await target.fetch("https://api.github.com/graphql", {
      method: "POST",
      headers: { Authorization: "Bearer ghu_token" },
      body: commit([{ path: ABOUT, contents: encode(asKeystaticWrites(edited, ABOUT)) }, picture]),
    });
    expect(sent[0]?.url).toBe(
      `https://api.github.com/repos/sentinel-ai/website/contents/src/content/pages/about.yaml?ref=${"a".repeat(40)}`,
    );
    expect(new Headers(sent[0]?.init?.headers).get("authorization")).toBe("Bearer ghu_token");
    const forwarded = JSON.parse(String(sent[1]?.init?.body)) as {
      variables: { input: { fileChanges: { additions: { path: string; contents: string }[] } } };
    };
    const [about, image] = forwarded.variables.input.fileChanges.additions;
    expect(Buffer.from(about?.contents ?? "", "base64").toString()).toBe(edited);
    expect(image).toEqual(picture);
  });

  it("leaves every other request as it is, and a commit as Keystatic wrote it when GitHub cannot give the original", async () => {
    const { target, sent } = page(() => new Response("Server Error", { status: 502 }));
    const init = { method: "POST", body: '{"query":"query { viewer { login } }"}' };
    await target.fetch("https://api.github.com/graphql", init);
    await target.fetch("https://example.com/keystatic", { method: "GET" });
    expect(sent.map(({ init: sentInit }) => sentInit?.body)).toEqual([init.body, undefined]);
    const body = commit([{ path: ABOUT, contents: encode("hero:\n  title: New\n") }]);
    sent.length = 0;
    await target.fetch("https://api.github.com/graphql", { method: "POST", body });
    expect(sent.at(-1)?.init?.body).toBe(body);
  });
});

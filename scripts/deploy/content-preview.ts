// `node scripts/deploy/content-preview.ts`, run by .github/workflows/content-pull-request.yml on
// each push to a content branch (team mode's editor saves each change on one, content-…): opens
// the branch's pull request unless one is open, publishes a preview of the branch as a version of
// the site's Worker at its own address (`wrangler versions upload --preview-alias`), and posts
// that address on the pull request, in one comment it keeps up to date.
import { type Runner, runCommand, WRANGLER_QUIET, wrangler } from "./command.ts";
import { type GitHubRest, githubRest } from "./github-rest.ts";
import { ENV_FILE, type Settings, readSettings, settingProblems } from "./settings.ts";
import { buildSettings } from "./site.ts";
import { DeployStop } from "./step.ts";
import { publishingEnv } from "./worker-release.ts";

/** What the workflow gives besides the deploy's settings. */
const WORKFLOW = ["GH_TOKEN", "GH_REPO", "BRANCH", "BASE"] as const;

/** Marks the comment this script keeps, so a later push edits it. */
const MARK = "<!-- content-preview -->";

/** The Worker's name in wrangler.jsonc: an alias and it make one DNS label of 63 characters. */
const WORKER = "sentinel-ai-website";

/** `branch` as a preview alias: lower case, letters, digits and dashes, short enough. */
export function previewAlias(branch: string): string {
  return branch
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, "-")
    .slice(0, 62 - WORKER.length)
    .replace(/^-+|-+$/g, "");
}

interface Commit {
  commit: { message: string; author: { name: string } | null };
}
interface PullRequest {
  number: number;
  html_url: string;
}
interface Comment {
  id: number;
  body?: string;
}

/** The open pull request from `branch`, opened with its commits listed when there is none. */
async function pullRequestFor(
  github: GitHubRest,
  repo: string,
  branch: string,
  base: string,
  commits: Commit[],
  say: (line: string) => void,
): Promise<PullRequest> {
  const owner = repo.split("/")[0] ?? "";
  const open = await github<PullRequest[]>(
    "GET",
    `/repos/${repo}/pulls?state=open&head=${encodeURIComponent(`${owner}:${branch}`)}&base=${encodeURIComponent(base)}`,
  );
  if (open[0]) {
    say(`pull request #${open[0].number} from ${branch} is open already: this push adds to it`);
    return open[0];
  }
  const lines = commits.map(({ commit }) => `- ${commit.message.split("\n")[0]} (${commit.author?.name ?? "unknown"})`);
  const created = await github<PullRequest>("POST", `/repos/${repo}/pulls`, {
    title: `Content: ${branch.replace(/^content-/, "").replaceAll("-", " ")}`,
    head: branch,
    base,
    body: [
      `Content changes saved in the editor on \`${branch}\`:`,
      "",
      ...lines,
      "",
      "The checks run on this pull request, and its preview's address is posted below; merging it publishes the changes.",
    ].join("\n"),
  });
  say(`opened pull request #${created.number}: ${created.html_url}`);
  return created;
}

/** Builds the branch with the production settings and uploads it as a preview version; its address. */
async function publishPreview(run: Runner, settings: Settings, alias: string): Promise<string> {
  await run({ what: "npm run build", command: "npm", args: ["run", "build"], env: buildSettings(settings) });
  const output = await run({
    what: "wrangler versions upload",
    command: wrangler,
    args: ["versions", "upload", "-c", "wrangler.jsonc", "--preview-alias", alias, "--message", `Preview of ${alias}`],
    env: { ...WRANGLER_QUIET, ...publishingEnv(settings) },
  });
  const address = /Version Preview Alias URL: (https:\/\/\S+)/.exec(output)?.[1];
  if (!address) throw new DeployStop(`wrangler versions upload gave no preview address:\n${output.trim()}`);
  return address;
}

/** Posts `address` on the pull request, or edits the comment that gave an earlier one. */
async function postAddress(github: GitHubRest, repo: string, number: number, branch: string, address: string) {
  const body = `${MARK}\nPreview of \`${branch}\`: ${address}\n\nIt is updated on every save to the branch.`;
  const comments = await github<Comment[]>("GET", `/repos/${repo}/issues/${number}/comments?per_page=100`);
  const earlier = comments.find((comment) => comment.body?.startsWith(MARK));
  if (earlier) await github("PATCH", `/repos/${repo}/issues/comments/${earlier.id}`, { body });
  else await github("POST", `/repos/${repo}/issues/${number}/comments`, { body });
}

/** The whole run; resolves with the exit code. */
export async function contentPreview(env: NodeJS.ProcessEnv, run: Runner, envFile = ENV_FILE): Promise<number> {
  const say = (line: string) => console.log(line);
  const settings = readSettings(env, envFile);
  const problems = [
    ...WORKFLOW.filter((name) => !env[name]).map((name) => `${name} is missing: the workflow sets it`),
    ...settingProblems(settings, {
      required: ["SITE_URL", "SUPABASE_URL", "SUPABASE_ANON_KEY", "CLOUDFLARE_API_TOKEN", "CLOUDFLARE_ACCOUNT_ID"],
      optional: [],
    }),
  ];
  if (problems.length) {
    console.error(
      `The preview needs its settings first; nothing was changed:\n${problems.map((p) => `  ${p}`).join("\n")}`,
    );
    return 2;
  }
  const [token = "", repo = "", branch = "", base = ""] = WORKFLOW.map((name) => env[name]);
  const github = githubRest(env.GITHUB_API_URL ?? "https://api.github.com", token);
  try {
    // The editor makes the branch before its first commit: nothing to propose yet.
    const { commits } = await github<{ commits: Commit[] }>(
      "GET",
      `/repos/${repo}/compare/${encodeURIComponent(base)}...${encodeURIComponent(branch)}`,
    );
    if (!commits.length) {
      say(`${branch} has no commit beyond ${base} yet: nothing to propose or preview`);
      return 0;
    }
    const pull = await pullRequestFor(github, repo, branch, base, commits, say);
    const address = await publishPreview(run, settings, previewAlias(branch));
    await postAddress(github, repo, pull.number, branch, address);
    say(`the preview of ${branch} is at ${address}, posted on #${pull.number}`);
    return 0;
  } catch (error) {
    if (!(error instanceof DeployStop)) throw error;
    console.error(`stopped: ${error.message}`);
    return 1;
  }
}

if (import.meta.main) {
  contentPreview(process.env, runCommand).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      process.exit(1);
    },
  );
}

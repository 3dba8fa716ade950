// The few calls of GitHub's REST API the content branches' workflow makes, with fetch: five
// endpoints do not need a client library. GITHUB_API_URL is set by Actions (and points a test
// at its stand-in).
import { DeployStop } from "./step.ts";

export interface GitHubRest {
  <T>(method: "GET" | "POST" | "PATCH", path: string, body?: unknown): Promise<T>;
}

/** A caller of `api` (https://api.github.com) with `token`; a refused call stops, naming it. */
export function githubRest(api: string, token: string): GitHubRest {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${api.replace(/\/+$/, "")}${path}`, {
      method,
      headers: {
        Accept: "application/vnd.github+json",
        Authorization: `Bearer ${token}`,
        "X-GitHub-Api-Version": "2022-11-28",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) {
      throw new DeployStop(
        `GitHub answered ${response.status} to ${method} ${path}: ${(await response.text()).slice(0, 300)}`,
      );
    }
    return (await response.json()) as T;
  };
}

// The deploy builds into fixed folders (build-deploy/, which wrangler.jsonc names), so the tests
// that build there and serve what they built take turns across the test runner's workers: each
// holds this lock from its build to its last request. A directory made by proper-lockfile, which
// a crashed holder leaves stale within a minute.
import { join } from "node:path";

import { lock } from "proper-lockfile";

const root = join(import.meta.dirname, "..", "..");

/** Waits for the deploy's build folders; resolves with the function that gives them back. */
export async function holdDeployBuild(): Promise<() => Promise<void>> {
  return lock(root, {
    lockfilePath: join(root, "build-deploy.lock"),
    stale: 60_000,
    retries: { retries: 1200, minTimeout: 500, maxTimeout: 500 },
  });
}

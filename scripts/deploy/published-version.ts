// Which version of a Worker serves its traffic, and its tag: two reads of Cloudflare's API, made
// with fetch because wrangler reports a Worker that does not exist yet only as an error's text.
// The API's address is wrangler's own setting, CLOUDFLARE_API_BASE_URL, so both reach the same API.
import type { Settings } from "./settings.ts";
import { DeployStop } from "./step.ts";

export interface PublishedVersion {
  id: string;
  /** Its `workers/tag` annotation: the deploy's fingerprint, or none if published another way. */
  tag: string | undefined;
}

/** The version that serves all of a Worker's traffic; undefined if none does (or no Worker yet). */
export type PublishedLookup = (workerName: string, settings: Settings) => Promise<PublishedVersion | undefined>;

interface Envelope<T> {
  success: boolean;
  errors?: { code: number; message: string }[];
  result: T;
}

interface Deployment {
  versions: { version_id: string; percentage: number }[];
}

interface Version {
  id: string;
  annotations?: Record<string, string>;
}

const apiBase = () =>
  (process.env.CLOUDFLARE_API_BASE_URL ?? "https://api.cloudflare.com/client/v4").replace(/\/$/, "");

/** The API's code for "This Worker does not exist on your account". */
const WORKER_NOT_FOUND = 10007;

async function read<T>(path: string, settings: Settings, what: string): Promise<T | undefined> {
  let response: Response;
  try {
    response = await fetch(`${apiBase()}/accounts/${settings.CLOUDFLARE_ACCOUNT_ID}${path}`, {
      headers: { authorization: `Bearer ${settings.CLOUDFLARE_API_TOKEN}` },
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    throw new DeployStop(`Cloudflare's API could not be reached to read ${what}: ${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => undefined)) as Envelope<T> | undefined;
  if (response.status === 404 && body?.errors?.some((error) => error.code === WORKER_NOT_FOUND)) return undefined;
  if (!response.ok || !body?.success) {
    const reasons = body?.errors?.map((error) => `${error.message} (${error.code})`).join("; ");
    throw new DeployStop(
      `Cloudflare's API refused to give ${what}: HTTP ${response.status}${reasons ? `, ${reasons}` : ""}`,
    );
  }
  return body.result;
}

export const publishedVersion: PublishedLookup = async (workerName, settings) => {
  const script = `/workers/scripts/${encodeURIComponent(workerName)}`;
  const listed = await read<{ deployments: Deployment[] }>(
    `${script}/deployments`,
    settings,
    `${workerName}'s deployments`,
  );
  const serving = listed?.deployments[0]?.versions;
  // A gradual rollout splits the traffic: no one version is what is published.
  if (serving?.length !== 1 || serving[0]?.percentage !== 100) return undefined;
  const id = serving[0].version_id;
  const version = await read<Version>(
    `${script}/versions/${encodeURIComponent(id)}`,
    settings,
    `${workerName}'s version ${id}`,
  );
  return version && { id, tag: version.annotations?.["workers/tag"] };
};

import { join } from "node:path";

import { clientDir } from "#shared/build.ts";
import { dataDir } from "#shared/data-dir.ts";

export const rootDir = join(import.meta.dirname, "..");

function integer(name: string, value: string | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > max)
    throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

/** Settings shared by `npm start` and the tools that talk to it (HOST, PORT, DATA_DIR, BUILD_DIR, …). */
export function serverConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    host: env.HOST || "127.0.0.1",
    port: integer("PORT", env.PORT, 3000, 65535),
    dataDir: dataDir(env),
    clientDir: clientDir(env),
    rateLimitPerMinute: integer("RATE_LIMIT_PER_MINUTE", env.RATE_LIMIT_PER_MINUTE, 30),
    trustProxy: integer("TRUST_PROXY", env.TRUST_PROXY, 0, 10),
  };
}

export type ServerConfig = ReturnType<typeof serverConfig>;

import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");

/**
 * Where `npm start` keeps the database, the service key and the outbox: DATA_DIR, default
 * `data/`, a relative one taken from the project. One definition for the server, its tools and
 * the content editor, which must never serve it.
 */
export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(root, env.DATA_DIR || "data");
}

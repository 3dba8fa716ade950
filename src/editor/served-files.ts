// What `npm run edit`'s server may send from disk. Vite's dev server answers any page on this
// machine, and by default it serves every file of the project to it: the sources the editor
// and the pages are made of, and nothing else, so no page can read DATA_DIR (the service key,
// the database, the outbox) or the project's settings through it.
import { existsSync, realpathSync } from "node:fs";
import { join } from "node:path";

import { convertPathToPattern } from "tinyglobby";

import { dataDir } from "#shared/data-dir.ts";

/** Vite's own list, which a project's list replaces rather than extends, with every `.env` file. */
const ALWAYS_DENIED = [".env*", "*.{crt,pem,key,p12,pfx,cer,der}", ".npmrc", ".yarnrc.yml", "**/.git/**"];

/** A folder as it is named and, when a link, as it is: Vite checks a module by its real path. */
const namesOf = (dir: string) => [...new Set([dir, existsSync(dir) ? realpathSync(dir) : dir])];

export function servedFiles(root: string, env: NodeJS.ProcessEnv = process.env) {
  return {
    // `shared/` holds the brand and the values the content's schemas use in the browser;
    // `.astro/` the content collections Astro generates; node_modules the editor and React.
    allow: ["src", "public", "shared", ".astro", "node_modules"].flatMap((dir) => namesOf(join(root, dir))),
    deny: [
      ...ALWAYS_DENIED,
      ...namesOf(dataDir(env)).flatMap((dir) => {
        const pattern = convertPathToPattern(dir);
        return [pattern, `${pattern}/**`];
      }),
    ],
  };
}

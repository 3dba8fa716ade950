import { readFile, stat, writeFile } from "node:fs/promises";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import { filesUnder } from "./files.ts";

const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;

/**
 * Writes a .br and a .gz beside every text file of 1 KB or more, at the highest levels, so the
 * server sends them as they are instead of compressing each response. Returns how many.
 */
export async function precompress(dir: string): Promise<number> {
  let count = 0;
  for (const path of await filesUnder(dir)) {
    if (!compressible.test(path) || (await stat(path)).size < 1024) continue;
    const source = await readFile(path);
    await writeFile(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${path}.gz`, gzipSync(source, { level: 9 }));
    count += 1;
  }
  return count;
}

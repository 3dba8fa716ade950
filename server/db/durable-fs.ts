import { fsyncSync } from "node:fs";

import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

// PGlite on Node writes through Emscripten's NODEFS, whose fsync does nothing, and starts
// PostgreSQL with fsync off (-F): a commit reached the operating system's page cache and no
// further, so it outlived a crash of the process but not a power cut or a stopped VM. Here
// PostgreSQL fsyncs as it does on a server, and each fsync reaches the disk: a commit is
// answered once its WAL is on disk. fdatasync does not reach the file system at all under
// Emscripten, so the WAL is flushed with fsync. The local server commits each batch of
// requests in one transaction, so one flush serves every lead of a batch.

interface EmscriptenModule {
  NODEFS: { stream_ops: { fsync?: (stream: { nfd: number }) => number } };
}

type Init = NodeFS["init"];

/** Node's file system for PGlite, with fsync passed through to the disk. */
class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<Init>): ReturnType<Init> {
    const { emscriptenOpts } = await super.init(...args);
    const passThrough = (module: EmscriptenModule) => {
      module.NODEFS.stream_ops.fsync = (stream) => {
        fsyncSync(stream.nfd);
        return 0;
      };
    };
    const preRun = [...(emscriptenOpts.preRun ?? []), passThrough] as typeof emscriptenOpts.preRun;
    return { emscriptenOpts: { ...emscriptenOpts, preRun } };
  }
}

/** PGlite's options for a database in `dataDir` whose commits are on disk when they return. */
export function durablePgliteOptions(dataDir: string): PGliteOptions {
  return {
    fs: new DurableNodeFS(dataDir),
    startParams: [...PGlite.defaultStartParams.filter((param) => param !== "-F"), "-c", "wal_sync_method=fsync"],
  };
}

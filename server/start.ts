// `npm start`: builds the site when there is no build or a source changed since the last one,
// so what it serves is what the sources say, then serves it with the local API.
import { spawnSync } from "node:child_process";

import { brand } from "#shared/brand.ts";
import { BUILD_SOURCES, buildStampPath } from "#shared/build.ts";

import { buildNotice, buildState } from "./build-state.ts";
import { rootDir, serverConfig } from "./config.ts";
import { startServer } from "./server.ts";

const config = serverConfig();

const state = await buildState({
  root: rootDir,
  sources: BUILD_SOURCES,
  clientDir: config.clientDir,
  stampPath: buildStampPath(),
});
if (state.kind !== "current") {
  console.log(buildNotice(state));
  const build = spawnSync("npm", ["run", "build"], { cwd: rootDir, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let server: Awaited<ReturnType<typeof startServer>>;
try {
  server = await startServer(config);
} catch (error) {
  console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
// Said once the server is up, so a start that fails says one line: why.
if (state.kind === "current") console.log(buildNotice(state));
console.log(`${brand.name} website: ${server.url}`);
console.log(`Leads are stored in ${config.dataDir} (read them with: npm run leads -- list contact_messages)`);

// On a stop signal: stop accepting connections, answer what is in flight (closing each
// connection after its answer), let the worker finish the e-mails it is sending, close the
// database, exit 0. The server gives up waiting after 8 s; 10 s is the hard stop.
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping after the requests and e-mails in flight…`);
    setTimeout(() => {
      console.error("Could not stop within 10 s: exiting without closing the database.");
      process.exit(1);
    }, 10_000).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Stopping failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  });
}

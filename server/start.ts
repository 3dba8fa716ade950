// `npm start`: builds the site if there is no build yet, then serves it with the local API.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

import { rootDir, serverConfig } from "./config.ts";
import { startServer } from "./server.ts";

const config = serverConfig();

if (!existsSync(join(config.clientDir, "index.html"))) {
  console.log("No build found: building the site first (npm run build)…");
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
console.log(`Sentinel AI website: ${server.url}`);
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

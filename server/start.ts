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

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), 5000).unref();
    void server.close().then(() => process.exit(0));
  });
}

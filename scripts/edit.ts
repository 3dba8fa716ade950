// `npm run edit`: the content editor, at /keystatic on a server of this machine only, beside the
// pages it changes (`astro dev`, which shows a saved change within a second).
import { spawn } from "node:child_process";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const port = process.env.EDITOR_PORT ?? "4321";

console.log(`The content editor opens at http://127.0.0.1:${port}/keystatic once the server below is ready.`);
// Astro's own entry under this Node, so a signal sent to this process reaches the server itself.
const astro = join(root, "node_modules", "astro", "bin", "astro.mjs");
const server = spawn(process.execPath, [astro, "dev", "--host", "127.0.0.1", "--port", port], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, CONTENT_EDITOR: "local" },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// A peer site `npm run bench -- --peer DIR` measures beside ours: another static build (its
// dist/ folder), served as our server serves our build, so that only the pages differ. It is
// copied to a temporary folder and compressed there as our build is (brotli and gzip beside
// every text file, scripts/build/precompress.ts), then served by the site's own static
// handler with the security headers the floor page carries, without the floor's
// Content-Security-Policy: a policy written for our pages would block the peer's inline
// scripts, and its own is not known.
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { type ServerType, serve } from "@hono/node-server";
import { Hono } from "hono";

import { commonHeaders } from "#scripts/build/security-headers.ts";
import { precompress } from "#scripts/build/precompress.ts";
import { freePort } from "#scripts/free-port.ts";
import { notFoundPage, readOnlySite, staticSite } from "#server/static-site.ts";

export interface PeerServer {
  /** The peer's origin: its pages are measured at `url + path`. */
  url: string;
  close: () => Promise<void>;
}

export async function startPeerServer(dir: string): Promise<PeerServer> {
  if (!existsSync(join(dir, "index.html"))) throw new Error(`--peer ${dir} holds no index.html: give a built site`);
  const root = mkdtempSync(join(tmpdir(), "sentinel-bench-peer-"));
  try {
    cpSync(dir, root, { recursive: true });
    await precompress(root);
    const app = new Hono();
    app.use(readOnlySite());
    app.use(async (c, next) => {
      await next();
      for (const [name, value] of Object.entries(commonHeaders)) c.res.headers.set(name, value);
    });
    app.use(staticSite(root));
    app.notFound(notFoundPage(root));
    const port = await freePort();
    const server: ServerType = await new Promise((resolve) => {
      const instance = serve({ fetch: app.fetch, hostname: "127.0.0.1", port }, () => resolve(instance));
    });
    return {
      url: `http://127.0.0.1:${port}`,
      close: async () => {
        await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
        rmSync(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}

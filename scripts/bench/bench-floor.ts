// The floor `npm run bench` measures every page against: a fixed page of about 1.5 KB with one
// heading, one paragraph and one link, no JavaScript, no stylesheet and no web font; its empty
// icon keeps the browser from asking for /favicon.ico. Measured in the same rounds as the
// site's pages, it shows what the preset costs on this host for a page with nothing in it, so
// the site's figures read as ratios that a slow or busy host moves on both sides alike. The
// bench serves it itself, so it never enters the build.
//
// It is sent with the site's security headers, as any page of the site is: its
// Cross-Origin-Opener-Policy makes Chromium load the page in a new process, which Lighthouse
// times as part of the load. The same page without them, the bare floor, shows what that costs.
import { type Server, createServer } from "node:http";
import { brotliCompressSync, gzipSync } from "node:zlib";

import { freePort } from "#scripts/free-port.ts";
import { commonHeaders, cspDirectives, policyHeader } from "#scripts/build/security-headers.ts";

export const FLOOR_PATH = "/__bench/floor";
export const BARE_FLOOR_PATH = "/__bench/bare-floor";

export const FLOOR_HTML = `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fraud detection after onboarding</title>
<link rel="icon" href="data:,">
<meta name="description" content="A page with one heading, one paragraph and one link, measured beside the site's pages as the floor no page can go below.">
</head>
<body>
<main>
<h1>Fraud detection after onboarding</h1>
<p>Most fraud at Indian banks, fintechs, NBFCs, payment processors and digital lenders happens after a customer has passed KYC, when accounts, merchants and vendors start to transact. Checks made once at onboarding do not see a mule account that turns active months later, a merchant whose refunds climb week after week, or a vendor whose bank details change the day before a large payment. Continuous monitoring watches each of them for as long as the relationship lasts, scores every transaction as it happens, and tells the risk and compliance teams what changed, why it matters and what the regulator expects to be done next. Alerts arrive with the evidence that raised them, so an analyst can close a false alarm in minutes and escalate a real one the same day, with the trail an auditor will ask for. This page holds one heading, this paragraph and one link, and no script, stylesheet, image or web font: it is what any page costs the browser before it carries anything of its own.</p>
<a href="${FLOOR_PATH}">Read this page again</a>
</main>
</body>
</html>
`;

export interface FloorServer {
  /** The floor, with the site's security headers. */
  url: string;
  /** The same page without them. */
  bareUrl: string;
  close: () => Promise<void>;
}

/** The headers a page of the site carries; the floor has no inline script to allow. */
const siteHeaders = {
  ...commonHeaders,
  "Content-Security-Policy": policyHeader(
    [...cspDirectives({}), "script-src 'self'", "style-src 'self' 'unsafe-inline'"].join("; "),
  ),
};

/** Serves the floor page as the site's server serves a page: compressed when the browser asks. */
export async function startFloorServer(): Promise<FloorServer> {
  const bodies = {
    br: brotliCompressSync(FLOOR_HTML),
    gzip: gzipSync(FLOOR_HTML, { level: 9 }),
    identity: Buffer.from(FLOOR_HTML),
  };
  const server: Server = createServer((request, response) => {
    if (request.url !== FLOOR_PATH && request.url !== BARE_FLOOR_PATH) {
      response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
      response.end("Not found");
      return;
    }
    const accepted = request.headers["accept-encoding"] ?? "";
    const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : "identity";
    response.writeHead(200, {
      ...(request.url === FLOOR_PATH ? siteHeaders : {}),
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=0, must-revalidate",
      Vary: "Accept-Encoding",
      ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
    });
    response.end(bodies[encoding]);
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: origin + FLOOR_PATH,
    bareUrl: origin + BARE_FLOOR_PATH,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

// `npm run bench:islands`: when each island of a page starts working, on the phone and network
// Lighthouse's timespans emulate (scripts/bench/interactions.ts). Serves the build the bench
// made (build-bench/, or BENCH_BUILD_DIR; `npm run bench` first), loads each page in a fresh
// browser per round, and prints medians, in ms from the start of the navigation: the first
// contentful paint, the load event, and when each island had hydrated (Astro takes its `ssr`
// attribute off then). Figures to compare builds by, not a test: nothing here fails on a figure.
// With --busy the page's main thread never rests (scripts/busy-main-thread.ts): the figures say
// how long an island takes on a page that gives it no idle moment.
//   npm run bench:islands -- --runs 5 /contact /roi-calculator
//   npm run bench:islands -- --busy
import { parseArgs } from "node:util";

import { keepMainThreadBusy } from "#scripts/busy-main-thread.ts";
import { startLocalServer } from "#scripts/local-server.ts";

import { aligned, median } from "./bench-figures.ts";
import { BENCH_BUILD_DIR, requireChromium, wholeRuns } from "./browser.ts";
import { phonePage } from "./interactions.ts";

const PAGES = ["/", "/contact", "/careers", "/roi-calculator"];
/** Far longer than any island takes on the emulated phone: a round that waits longer fails. */
const READY_TIMEOUT_MS = 30_000;
const READY = "__benchIslandsReady";

interface Round {
  paint: number;
  load: number;
  /** Each island's component file name, and when it had hydrated. */
  islands: Record<string, number>;
}

/** Notes, in the page's clock, when each island has hydrated, from the page's first script on. */
function noteHydration(name: string) {
  const ready: Record<string, number> = {};
  (window as unknown as Record<string, unknown>)[name] = ready;
  new MutationObserver((changes) => {
    for (const { target } of changes) {
      if (!(target instanceof Element) || target.localName !== "astro-island" || target.hasAttribute("ssr")) continue;
      const file = (target.getAttribute("component-url") ?? "").split("/").pop() ?? "";
      ready[file.replace(/\.[\w-]+\.js$/, "")] ??= Math.round(performance.now());
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["ssr"] });
}

async function round(url: string, chromePath: string, busy: boolean): Promise<Round> {
  const { page, close } = await phonePage(chromePath);
  try {
    await page.evaluateOnNewDocument(noteHydration, READY);
    if (busy) await page.evaluateOnNewDocument(keepMainThreadBusy);
    await page.goto(url, { waitUntil: "load", timeout: READY_TIMEOUT_MS });
    await page.waitForFunction(() => document.querySelectorAll("astro-island[ssr]").length === 0, {
      polling: 100,
      timeout: READY_TIMEOUT_MS,
    });
    return await page.evaluate((name) => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      return {
        paint: Math.round(performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN),
        load: Math.round(navigation.loadEventEnd),
        islands: (window as unknown as Record<string, Record<string, number>>)[name] ?? {},
      };
    }, READY);
  } finally {
    await close();
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    options: { runs: { type: "string", default: "3" }, busy: { type: "boolean", default: false } },
    allowPositionals: true,
  });
  const runs = wholeRuns(values.runs);
  const chromePath = requireChromium();
  const paths = positionals.length ? positionals : PAGES;
  const server = await startLocalServer({ ...process.env, BUILD_DIR: BENCH_BUILD_DIR });
  const rows = [["Page", "FCP", "Load", "Islands ready"]];
  try {
    for (const path of paths) {
      const rounds: Round[] = [];
      for (let index = 1; index <= runs; index += 1) {
        console.log(`Round ${index}/${runs}: ${path}…`);
        rounds.push(await round(server.base + path, chromePath, values.busy));
      }
      const of = (pick: (round: Round) => number | undefined) =>
        Math.round(median(rounds.map(pick).filter((value): value is number => value !== undefined)));
      const islands = Object.keys(rounds[0]?.islands ?? {}).sort();
      const ready = islands.map((island) => `${island} ${of((r) => r.islands[island])}`).join(", ");
      rows.push([path, String(of((r) => r.paint)), String(of((r) => r.load)), ready]);
    }
  } finally {
    await server.stop();
  }
  const { lines, rule } = aligned(rows, 1);
  console.log(
    [
      "",
      `Medians of ${runs} rounds, ms from the start of the navigation, on the emulated phone (4x CPU, the preset's network)${values.busy ? ", its main thread never resting" : ""}:`,
      "",
      lines[0],
      rule,
      ...lines.slice(1),
    ].join("\n"),
  );
}

await main();

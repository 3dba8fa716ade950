// `npm run bench`: Lighthouse on the real server, read against a floor page. Builds into
// build-bench/ (or BENCH_BUILD_DIR), serves it with a throwaway data dir, serves the floor page (scripts/bench/bench-floor.ts)
// beside it, and runs Lighthouse's default mobile preset (emulated phone, 4x CPU slowdown) in
// interleaved rounds: the floor, the bare floor, each page, a peer site's pages if given, each
// under applied (DevTools) throttling and simulated (Lantern) throttling, then each first
// interaction of a measured page as a user-flow timespan (scripts/bench/interactions.ts).
// It prints each page's medians by method, its FCP and LCP as ratios to the floor's and its
// TBT over the floor's in the same rounds, our pages against the peer's, the main-thread work
// before and after the first paint under applied throttling (scripts/bench/first-frame.ts),
// each interaction's INP, and the host's benchmarkIndex, and marks the goals a page or
// interaction misses. Missed goals are reported, not failed: only a run that breaks exits non-zero.
//   npm run bench -- --runs 5 / /contact
//   npm run bench -- --throttling applied /about
//   npm run bench -- --peer ../peers/astrowind/dist --peer-path / --peer-path /about / /about
//   npm run bench -- --cpu-slowdown 2.2     diagnostic only: the preset with another CPU slowdown
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";

import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result, type Trace } from "lighthouse";

import { buildDir, clientDir } from "#shared/build.ts";
import {
  CATEGORIES,
  COLUMNS,
  GOALS,
  PEER_GOALS,
  type Run,
  type Summary,
  THROTTLING,
  type Throttling,
  type Versus,
  figures,
  median,
  missesGoal,
  peerTable,
  summarize,
  table,
  versus,
} from "./bench-figures.ts";
import { startFloorServer } from "./bench-floor.ts";
import { startPeerServer } from "./bench-peer.ts";
import { BENCH_BUILD_DIR, launchHeadless, requireChromium, wholeRuns } from "./browser.ts";
import { calibratedCpuSlowdown } from "./cpu-slowdown.ts";
import { type FirstFrameWork, WORK_KINDS, firstFrameTable, firstFrameWork, medianWork } from "./first-frame.ts";
import {
  INP_GOAL,
  type InteractionRun,
  type InteractionSummary,
  interactionTable,
  summarizeInteractions,
} from "./interaction-figures.ts";
import { INTERACTION_FLOWS, type InteractionFlow, runInteraction } from "./interactions.ts";
import { startLocalServer } from "#scripts/local-server.ts";

const root = join(import.meta.dirname, "../..");

/** The pages `npm run bench` measures unless told otherwise, one a line. */
const BENCH_PAGES = [
  "/",
  "/solutions",
  "/industries/banking",
  "/contact",
  "/about",
  "/careers",
  "/roi-calculator",
] as const;

const FLOOR = "floor";
const BARE_FLOOR = "bare-floor";

// Audits that cannot pass or fail on their own.
const UNSCORED_MODES = new Set(["informative", "notApplicable", "manual"]);

type Failing = Map<string, Map<string, { title: string; displayValue?: string; runs: number }>>;

interface PageResult {
  path: string;
  summary: Summary;
  failing: Failing;
}

/** A path as given on the command line: `about` is `/about`. */
const asPath = (page: string) => (page.startsWith("/") ? page : `/${page}`);

function throttlingOption(value: string): Throttling[] {
  if (value === "both") return [...THROTTLING];
  if ((THROTTLING as readonly string[]).includes(value)) return [value as Throttling];
  throw new Error(`--throttling must be applied, simulated or both, got "${value}"`);
}

function options() {
  const { values, positionals } = parseArgs({
    options: {
      runs: { type: "string", default: "5" },
      "cpu-slowdown": { type: "string" },
      throttling: { type: "string", default: "both" },
      peer: { type: "string" },
      "peer-path": { type: "string", multiple: true },
    },
    allowPositionals: true,
  });
  const runs = wholeRuns(values.runs);
  const cpuSlowdown = values["cpu-slowdown"] === undefined ? undefined : Number(values["cpu-slowdown"]);
  if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1 && cpuSlowdown <= 20)) {
    throw new Error(`--cpu-slowdown must be a number from 1 to 20, got "${values["cpu-slowdown"]}"`);
  }
  if (values["peer-path"] && !values.peer) throw new Error("--peer-path needs --peer DIR");
  const pages = positionals.length ? positionals.map(asPath) : [...BENCH_PAGES];
  const peer = values.peer && { dir: values.peer, paths: (values["peer-path"] ?? ["/"]).map(asPath) };
  return { runs, pages, cpuSlowdown, throttling: throttlingOption(values.throttling), peer: peer || undefined };
}

function build(env: NodeJS.ProcessEnv) {
  if (process.env.BENCH_SKIP_BUILD) {
    if (!existsSync(join(clientDir(env), "index.html")))
      throw new Error(`BENCH_SKIP_BUILD is set, but ${BENCH_BUILD_DIR}/ holds no build`);
    return;
  }
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", env });
  if (result.status !== 0) throw new Error(`npm run build exited with ${result.status ?? result.signal}`);
}

interface Audited {
  lhr: Result;
  trace: Trace;
}

async function audit(url: string, chromePath: string, throttling: Throttling, cpuSlowdown?: number): Promise<Audited> {
  const chrome = await launchHeadless(chromePath);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      // The preset's figures either way: DevTools applies its request latency, throughput and CPU slowdown.
      throttlingMethod: throttling === "applied" ? "devtools" : "simulate",
      // Merged into the preset's throttling: the network figures stay as they are.
      ...(cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    return { lhr: result.lhr, trace: result.artifacts.Trace };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse now and then loses a trace (NO_NAVSTART and the like); one retry rides that out. */
async function withRetry<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    console.log(`  ${error instanceof Error ? error.message : String(error)}; trying once more`);
    return run();
  }
}

/** The audits that cost each category points, counted over all runs of one page. */
function failingAudits(lhrs: Result[]): Failing {
  const failing: Failing = new Map();
  for (const lhr of lhrs) {
    for (const category of CATEGORIES) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const result = lhr.audits[ref.id];
        // Hidden audits (TTI, max potential FID) are not in Lighthouse's own report either.
        if (ref.group === "hidden" || !result || result.score === null || result.score >= 1) continue;
        if (UNSCORED_MODES.has(result.scoreDisplayMode)) continue;
        const audits = failing.get(category) ?? new Map();
        failing.set(category, audits);
        const seen = audits.get(ref.id);
        if (seen) seen.runs += 1;
        else audits.set(ref.id, { title: result.title, displayValue: result.displayValue, runs: 1 });
      }
    }
  }
  return failing;
}

function fixList(results: PageResult[], runs: number, throttling: Throttling): string {
  const lines: string[] = [];
  for (const result of results) {
    const short = CATEGORIES.filter((category) => missesGoal(throttling, category, result.summary[category]));
    if (!short.length) continue;
    lines.push("", result.path);
    for (const category of short) {
      lines.push(`  ${category} ${result.summary[category]}:`);
      for (const { title, displayValue, runs: failed } of result.failing.get(category)?.values() ?? []) {
        const detail = [displayValue, failed < runs ? `${failed}/${runs} runs` : ""].filter(Boolean).join(", ");
        lines.push(`    - ${title}${detail ? ` (${detail})` : ""}`);
      }
    }
  }
  return lines.length
    ? [
        `\nTo fix (${throttling} throttling; audits scoring below 1; values from the first run that failed each):`,
        ...lines,
      ].join("\n")
    : "";
}

function slug(path: string): string {
  return path === "/" ? "home" : path.replace(/^\/|\/$/g, "").replaceAll("/", "-");
}

const flowSlug = (flow: InteractionFlow) => flow.name.replaceAll(" ", "-");

function browserVersion(chromePath: string): string {
  return execFileSync(chromePath, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
}

interface BenchOptions {
  runs: number;
  pages: string[];
  cpuSlowdown?: number | undefined;
  throttling: Throttling[];
  peer?: { dir: string; paths: string[] } | undefined;
}

interface Target {
  /** The row's label: floor, bare-floor, one of our paths, or "peer " and the peer's path. */
  label: string;
  url: string;
  file: string;
}

const peerLabel = (path: string) => `peer ${path}`;

/** The peer page each of our pages is read against: the one at the same path, else the peer's first. */
function peerPageFor(path: string, peerPaths: readonly string[]): string {
  return peerPaths.includes(path) ? path : (peerPaths[0] as string);
}

/** One throttling method's results. */
interface MethodOutcome {
  floor: PageResult;
  bareFloor: PageResult;
  pages: PageResult[];
  peerPages: PageResult[];
  /** Our pages against the peer's, when a peer was measured. */
  versusPeer: { path: string; peer: string; versus: Versus }[];
}

/**
 * Rounds of the floor, the bare floor, every page, the peer's pages and the interactions on our
 * pages, so that a page and the pages it is compared with are measured moments apart, whatever
 * else the host is doing.
 */
async function benchmark(
  urls: { floor: string; bareFloor: string; site: string; peer?: string | undefined },
  { runs, pages, cpuSlowdown, throttling, peer }: BenchOptions,
  chromePath: string,
  reportDir: string,
) {
  const targets: Target[] = [
    { label: FLOOR, url: urls.floor, file: FLOOR },
    { label: BARE_FLOOR, url: urls.bareFloor, file: BARE_FLOOR },
    ...pages.map((path) => ({ label: path, url: urls.site + path, file: slug(path) })),
    ...(peer && urls.peer
      ? peer.paths.map((path) => ({ label: peerLabel(path), url: urls.peer + path, file: `peer-${slug(path)}` }))
      : []),
  ];
  const key = (method: Throttling, label: string) => `${method} ${label}`;
  const lhrs = new Map<string, Result[]>();
  const measured = new Map<string, Run[]>();
  const firstFrames = new Map<string, FirstFrameWork[]>();
  const push = <T>(map: Map<string, T[]>, at: string, value: T) => map.set(at, [...(map.get(at) ?? []), value]);
  const flows = INTERACTION_FLOWS.filter((flow) => pages.includes(flow.path));
  const interactionRuns = new Map<InteractionFlow, InteractionRun[]>(flows.map((flow) => [flow, []]));
  let lighthouseVersion = "";
  for (let round = 1; round <= runs; round += 1) {
    for (const method of throttling) {
      for (const { label, url, file } of targets) {
        console.log(`Round ${round}/${runs}: Lighthouse ${label}, ${method} throttling…`);
        const { lhr, trace } = await withRetry(() => audit(url, chromePath, method, cpuSlowdown));
        // Kept whole, for the details (elements, resources, request chains) the summary leaves out.
        writeFileSync(join(reportDir, `${file}-${method}-${round}.json`), JSON.stringify(lhr));
        lighthouseVersion = lhr.lighthouseVersion;
        push(lhrs, key(method, label), lhr);
        push(measured, key(method, label), { figures: figures(lhr), benchmarkIndex: lhr.environment.benchmarkIndex });
        // Only an applied load's trace holds the phone's own times; Lantern's is of an unthrottled one.
        if (method === "applied") push(firstFrames, label, firstFrameWork(lhr, trace));
      }
    }
    for (const flow of flows) {
      console.log(`Round ${round}/${runs}: first interaction, ${flow.name} on ${flow.path}…`);
      const { lhr, run } = await withRetry(() => runInteraction(urls.site + flow.path, flow, chromePath));
      writeFileSync(join(reportDir, `interaction-${flowSlug(flow)}-${round}.json`), JSON.stringify(lhr));
      interactionRuns.get(flow)?.push(run);
    }
  }
  const byMethod = new Map<Throttling, MethodOutcome>();
  for (const method of throttling) {
    const figuresOf = (label: string) => (measured.get(key(method, label)) ?? []).map((run) => run.figures);
    const result = (label: string): PageResult => ({
      path: label,
      summary: summarize(figuresOf(label), figuresOf(FLOOR)),
      failing: failingAudits(lhrs.get(key(method, label)) ?? []),
    });
    const peerPaths = peer?.paths ?? [];
    byMethod.set(method, {
      floor: result(FLOOR),
      bareFloor: result(BARE_FLOOR),
      pages: pages.map(result),
      peerPages: peerPaths.map((path) => result(peerLabel(path))),
      versusPeer: peerPaths.length
        ? pages.map((path) => {
            const peerPath = peerPageFor(path, peerPaths);
            return { path, peer: peerPath, versus: versus(figuresOf(path), figuresOf(peerLabel(peerPath))) };
          })
        : [],
    });
  }
  // Lighthouse's score of the host CPU: simulated CPU times (TBT above all) grow as it drops under load.
  // Navigation runs only: a timespan's index is taken on a page already slowed 4x.
  const indexes = [...measured.values()].flat().map((run) => run.benchmarkIndex);
  return {
    byMethod,
    firstFrames: targets
      .filter(({ label }) => firstFrames.has(label))
      .map(({ label }) => ({ label, rounds: firstFrames.get(label) ?? [] })),
    interactions: flows.map((flow) => ({
      flow,
      summary: summarizeInteractions(interactionRuns.get(flow) ?? []),
    })) satisfies { flow: InteractionFlow; summary: InteractionSummary }[],
    lighthouseVersion,
    benchmarkIndex: { median: median(indexes), min: Math.min(...indexes), max: Math.max(...indexes) },
  };
}

type Outcome = Awaited<ReturnType<typeof benchmark>>;

function interactionLines(interactions: Outcome["interactions"]): string[] {
  if (!interactions.length) return [];
  return [
    "",
    "First interactions: Lighthouse user-flow timespans on the preset's DevTools throttling (4x CPU),",
    "one press after the load event with no pointer move before it; ms, medians of the rounds.",
    "Shown: from the press to its response reaching the DOM. ✗ = misses its goal, or a round's",
    "press recorded no interaction or showed nothing.",
    "",
    interactionTable(interactions.map(({ flow, summary }) => ({ label: flow.name, path: flow.path, summary }))),
  ];
}

const METHOD_TITLES: Record<Throttling, string> = {
  applied: "applied throttling (DevTools: the preset's latency, throughput and CPU slowdown on a real load)",
  simulated: "simulated throttling (Lantern's estimate from an unthrottled load)",
};

function methodLines(method: Throttling, outcome: MethodOutcome, peerDir: string | undefined): string[] {
  // The floors and the peer unmarked: the goals are read on our pages.
  const rows = [
    { label: `${FLOOR} page`, result: outcome.floor, marked: false },
    { label: "bare floor", result: outcome.bareFloor, marked: false },
    ...outcome.pages.map((result) => ({ label: result.path, result, marked: true })),
    ...outcome.peerPages.map((result) => ({ label: result.path, result, marked: false })),
  ];
  return [
    "",
    `Under ${METHOD_TITLES[method]}:`,
    "",
    table(
      rows.map(({ label, result, marked }) => ({ label, summary: result.summary, marked })),
      method,
    ),
    ...(outcome.versusPeer.length
      ? [
          "",
          `Our pages against the peer's (${peerDir}), under ${method} throttling: medians of each round's ratio, or`,
          "TBT difference, to the peer page at the same path, else the peer's first page:",
          "",
          peerTable(
            outcome.versusPeer.map(({ path, peer, versus: against }) => ({ label: path, peer, versus: against })),
          ),
        ]
      : []),
  ];
}

function firstFrameLines(firstFrames: Outcome["firstFrames"]): string[] {
  if (!firstFrames.length) return [];
  return [
    "",
    "Main-thread work before and after the first contentful paint, under applied throttling (the",
    "phone's 4x CPU); ms of self time by kind, from the page's trace, medians of the rounds. After",
    "FCP runs to the end of Lighthouse's trace.",
    "",
    firstFrameTable(firstFrames),
  ];
}

function machine() {
  const processors = cpus();
  return { cores: processors.length, cpu: processors[0]?.model.trim() ?? "unknown" };
}

function saveMedians(file: string, outcome: Outcome, bench: BenchOptions, chromium: string) {
  const rounded = (summary: Summary) =>
    // Rounded as printed: the extra digits are noise.
    Object.fromEntries(COLUMNS.map(({ key, format }) => [key, Number(format(summary[key]))]));
  const roundedResult = ({ summary }: PageResult) => rounded(summary);
  const twoPlaces = (value: number) => Number(value.toFixed(2));
  const goals = {
    ...Object.fromEntries(
      THROTTLING.map((method) => [
        method,
        Object.fromEntries(Object.entries(GOALS[method]).map(([key, goal]) => [key, goal.text])),
      ]),
    ),
    peer: Object.fromEntries(Object.entries(PEER_GOALS).map(([key, goal]) => [key, goal.text])),
    inp: INP_GOAL.text,
  };
  const round = (value: number | null) => (value === null ? null : Math.round(value));
  const methods = Object.fromEntries(
    [...outcome.byMethod].map(([method, result]) => [
      method,
      {
        floor: roundedResult(result.floor),
        bareFloor: roundedResult(result.bareFloor),
        pages: result.pages.map((page) => ({ path: page.path, ...roundedResult(page) })),
        peerPages: result.peerPages.map((page) => ({ path: page.path, ...roundedResult(page) })),
        versusPeer: result.versusPeer.map(({ path, peer, versus: against }) => ({
          path,
          peer,
          fcp: twoPlaces(against.fcp),
          lcp: twoPlaces(against.lcp),
          tbt: Math.round(against.tbt),
        })),
      },
    ]),
  );
  const report = {
    date: new Date().toISOString(),
    machine: machine(),
    chromium,
    lighthouse: outcome.lighthouseVersion,
    preset: "mobile",
    cpuSlowdown: bench.cpuSlowdown ?? 4,
    diagnostic: bench.cpuSlowdown !== undefined,
    runs: bench.runs,
    peer: bench.peer ?? null,
    benchmarkIndex: outcome.benchmarkIndex,
    goals,
    throttling: methods,
    // Applied throttling; ms of main-thread self time by kind, medians of the rounds.
    firstFrame: outcome.firstFrames.map(({ label, rounds }) => {
      const part = (pick: (work: FirstFrameWork) => FirstFrameWork["before"]) => {
        const work = medianWork(rounds.map(pick));
        return Object.fromEntries([...WORK_KINDS, "total" as const].map((kind) => [kind, Math.round(work[kind])]));
      };
      return { page: label, beforeFcp: part((work) => work.before), afterFcp: part((work) => work.after) };
    }),
    // Timespans on the preset's DevTools throttling (4x CPU); ms, medians of the rounds.
    interactions: outcome.interactions.map(({ flow, summary }) => ({
      name: flow.name,
      path: flow.path,
      inp: round(summary.inp),
      tbt: round(summary.tbt),
      shown: round(summary.shown),
      pressedAfterLoad: round(summary.afterLoad),
      rounds: summary.runs,
      recorded: summary.recorded,
      responded: summary.responded,
    })),
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}

async function main() {
  const bench = options();
  const { runs, cpuSlowdown } = bench;
  const chromePath = requireChromium();
  const env = { ...process.env, BUILD_DIR: BENCH_BUILD_DIR };
  build(env);

  const reportDir = join(buildDir(env), "lighthouse");
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });
  const server = await startLocalServer(env);
  const floor = await startFloorServer();
  const peer = bench.peer && (await startPeerServer(bench.peer.dir));
  // Ctrl-C reaches the server and Chromium too, but the data dir is ours to remove.
  const interrupted = () => {
    if (server.process.pid !== undefined && server.process.exitCode === null)
      process.kill(server.process.pid, "SIGTERM");
    chromeLauncher.killAll();
    rmSync(server.dataDir, { recursive: true, force: true });
    process.exit(130);
  };
  process.once("SIGINT", interrupted);
  try {
    const outcome = await benchmark(
      { floor: floor.url, bareFloor: floor.bareUrl, site: server.base, peer: peer?.url },
      bench,
      chromePath,
      reportDir,
    );
    const chromium = browserVersion(chromePath);
    const { cores, cpu } = machine();
    const index = outcome.benchmarkIndex;
    const preset =
      cpuSlowdown === undefined
        ? "mobile preset (4x CPU slowdown)"
        : `DIAGNOSTIC: mobile preset with a ${cpuSlowdown}x CPU slowdown instead of 4x; not the figure the goals are read on`;
    const fixes = outcome.byMethod.has("simulated") ? "simulated" : "applied";
    console.log(
      [
        "",
        `Medians of ${runs} interleaved round${runs === 1 ? "" : "s"}, ${preset}`,
        `Lighthouse ${outcome.lighthouseVersion}, ${chromium}, ${cores} × ${cpu}`,
        `benchmarkIndex ${index.median.toFixed(0)} (median of all runs; ${index.min.toFixed(0)}-${index.max.toFixed(0)})`,
        ...[...outcome.byMethod].flatMap(([method, result]) => methodLines(method, result, bench.peer?.dir)),
        "",
        "✗ = misses its goal. FCP/floor and LCP/floor: medians of each round's ratio to the floor page in that round;",
        "TBT-floor: median of each round's TBT minus the floor page's. Paint is judged under applied throttling,",
        "the scores and TBT under simulated throttling.",
        "The floor page carries the site's security headers; the bare floor is the same page without them.",
        ...firstFrameLines(outcome.firstFrames),
        ...interactionLines(outcome.interactions),
        fixList(outcome.byMethod.get(fixes)?.pages ?? [], runs, fixes),
      ].join("\n"),
    );
    if (cpuSlowdown === undefined && index.median < 1300) {
      console.log(
        `\nDiagnostic only: with this benchmarkIndex, Lighthouse's calibration would slow the CPU` +
          ` ${calibratedCpuSlowdown(index.median).toFixed(1)}x instead of 4x (npm run bench -- --cpu-slowdown …);` +
          ` the goals are read on the preset and the floor.`,
      );
    }
    saveMedians(join(buildDir(env), "bench.json"), outcome, bench, chromium);
    console.log(`\nMedians written to ${BENCH_BUILD_DIR}/bench.json, full reports to ${BENCH_BUILD_DIR}/lighthouse/`);
  } finally {
    process.off("SIGINT", interrupted);
    await peer?.close();
    await floor.close();
    await server.stop();
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// The first interactions `npm run bench` measures, each as a Lighthouse user-flow timespan on
// the mobile preset (Lighthouse turns the preset's simulated throttling into DevTools throttling
// for a timespan: the emulated phone, 4x CPU and the preset's network).
//
// Each round loads the page in a fresh browser on the same emulated phone and throttling the
// timespan will use, waits for the load event and nothing else (no hydration mark: the visitor
// cannot see one), scrolls the control into view and, for typing, focuses it. Then, inside the
// timespan, it presses once: a mouse press and release on the control with no pointer move
// before them, or one key. It waits for the page to show its response, lets the next frames
// paint, and ends the timespan. INP and TBT are Lighthouse's audits of that timespan; "shown"
// runs from the press (the page's first-input entry) to the response reaching the DOM, and
// "pressed after load" says how long Lighthouse took to start recording after the load event.
import { type Result, defaultConfig, startFlow } from "lighthouse";
import puppeteer, { type CDPSession, type ElementHandle, type Page } from "puppeteer-core";

import { launchHeadless } from "./browser.ts";
import { type InteractionRun, timespanFigures } from "./interaction-figures.ts";

/** How a flow presses: a click with no pointer move before it, or typing into a focused box. */
type Press = { click: true } | { type: string };

/** What shows that the press did its work: an element that appears, or one whose text changes. */
type Response = { appears: string } | { changes: string };

export interface InteractionFlow {
  /** The row's name in the table and the saved figures. */
  name: string;
  path: string;
  /** The control, by its role and accessible name, as a visitor (or voice control) finds it. */
  target: string;
  press: Press;
  response: Response;
}

/** Issue 26's first interactions, one a row. */
export const INTERACTION_FLOWS: readonly InteractionFlow[] = [
  {
    name: "open report form",
    path: "/",
    target: '::-p-aria([name="Download Free Report"][role="button"])',
    press: { click: true },
    response: { appears: '[data-face="form"]' },
  },
  {
    name: "submit empty contact",
    path: "/contact",
    target: '::-p-aria([name="Send Message"][role="button"])',
    press: { click: true },
    response: { appears: 'form [aria-invalid="true"]' },
  },
  {
    name: "change ROI input",
    path: "/roi-calculator",
    target: '::-p-aria([name="Annual fraud losses"][role="textbox"])',
    press: { type: "7" },
    response: { changes: '[data-testid="roi-net"]' },
  },
];

/** How long a flow waits for the page: to load, to show the control, to respond to the press. */
const LOAD_TIMEOUT_MS = 60_000;
const RESPONSE_TIMEOUT_MS = 10_000;
/** How often the bench asks the page whether it has responded: a check that costs next to nothing. */
const RESPONSE_POLL_MS = 100;
/** After the response: the next frames paint and the interaction's event timing lands in the trace. */
const SETTLE_MS = 1_000;

/**
 * Set in the page, in its clock: when its response reached the DOM. Noted there and then, not in
 * the next frame: a frame callback of the bench's own would be the first script of the frame
 * that paints the response, and the trace would charge that frame's rendering to the bench.
 */
const SHOWN_AT = "__benchShownAt";

export interface InteractionResult {
  run: InteractionRun;
  lhr: Result;
}

/**
 * The phone and network of Lighthouse's default (mobile) config, which a timespan applies with
 * DevTools throttling: read from its public config, so the load before the timespan runs on the
 * phone the timespan measures.
 */
function mobilePreset() {
  const { screenEmulation: screen, throttling, emulatedUserAgent } = defaultConfig.settings ?? {};
  const { width, height, deviceScaleFactor } = screen ?? {};
  const { requestLatencyMs, downloadThroughputKbps, uploadThroughputKbps, cpuSlowdownMultiplier } = throttling ?? {};
  if (
    !width ||
    !height ||
    !deviceScaleFactor ||
    !requestLatencyMs ||
    !downloadThroughputKbps ||
    !uploadThroughputKbps ||
    !cpuSlowdownMultiplier ||
    typeof emulatedUserAgent !== "string"
  ) {
    throw new Error("Lighthouse's default config no longer names the phone and network it emulates");
  }
  // DevTools takes throughput in bytes a second, Lighthouse gives it in Kbit/s.
  const bytesPerSecond = (kbps: number) => Math.floor((kbps * 1024) / 8);
  return {
    viewport: { width, height, deviceScaleFactor, isMobile: true, hasTouch: true },
    userAgent: emulatedUserAgent,
    network: {
      latency: requestLatencyMs,
      download: bytesPerSecond(downloadThroughputKbps),
      upload: bytesPerSecond(uploadThroughputKbps),
    },
    cpuSlowdown: cpuSlowdownMultiplier,
  };
}

/** Two frames: whatever the last step changed has been painted. */
const painted = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Brings the control into view and readies it, and sets the page to note its response: a
 * mutation observer, which does nothing until the DOM changes, so that nothing polls in the
 * page while the timespan records. The press itself needs no listener: the browser times the
 * page's first input (Event Timing's first-input entry).
 */
async function prepare(page: Page, flow: InteractionFlow, control: ElementHandle) {
  await control.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
  if ("type" in flow.press) {
    // Typed at the end of what the box holds, as after a tap at its end.
    await control.evaluate((element) => {
      if (!(element instanceof HTMLInputElement)) throw new Error(`${element.tagName} is not a text box`);
      element.focus({ preventScroll: true });
      element.setSelectionRange(element.value.length, element.value.length);
    });
  }
  const { response } = flow;
  await page.evaluate(
    (name, appears, changes) => {
      const page = window as unknown as Record<string, number | undefined>;
      const before = changes === null ? null : (document.querySelector(changes)?.textContent ?? null);
      if (changes !== null && before === null) throw new Error(`no ${changes} to watch`);
      const shown = () =>
        appears !== null
          ? document.querySelector(appears) !== null
          : (document.querySelector(changes ?? "")?.textContent ?? before) !== before;
      if (shown()) throw new Error(`the page shows ${appears} before the press`);
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        observer.disconnect();
        page[name] = performance.now();
      });
      observer.observe(document.documentElement, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    },
    SHOWN_AT,
    "appears" in response ? response.appears : null,
    "changes" in response ? response.changes : null,
  );
  // Puppeteer installs its helpers in the page on first use: here, not inside the timespan.
  await page.waitForFunction(() => true, { polling: RESPONSE_POLL_MS });
  await painted(page);
}

/** A mouse press and release on the control's centre, with no mouse move before them. */
async function click(page: Page, control: ElementHandle, session: CDPSession) {
  const point = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    return { x, y, covered: hit !== null && element.contains(hit) ? null : (hit?.tagName ?? "nothing") };
  });
  if (point.covered) throw new Error(`${page.url()}: ${point.covered} covers the control at its centre`);
  const { x, y } = point;
  const press = { x, y, button: "left", clickCount: 1 } as const;
  await session.send("Input.dispatchMouseEvent", { type: "mousePressed", buttons: 1, ...press });
  await session.send("Input.dispatchMouseEvent", { type: "mouseReleased", buttons: 0, ...press });
}

/** Waits for the page to note its response; false if it did not within the timeout. */
async function responded(page: Page): Promise<boolean> {
  try {
    await page.waitForFunction(
      (name) => name in window,
      { polling: RESPONSE_POLL_MS, timeout: RESPONSE_TIMEOUT_MS },
      SHOWN_AT,
    );
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === "TimeoutError") return false;
    throw error;
  }
}

/**
 * A page in a browser of its own, on the phone and network Lighthouse's timespans emulate
 * (the mobile preset on DevTools throttling). `close` ends the browser.
 */
export async function phonePage(
  chromePath: string,
): Promise<{ page: Page; session: CDPSession; close: () => Promise<void> }> {
  const chrome = await launchHeadless(chromePath);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const close = async () => {
    await browser.disconnect();
    chrome.kill();
  };
  try {
    const page = await browser.newPage();
    const phone = mobilePreset();
    await page.setViewport(phone.viewport);
    await page.setUserAgent({ userAgent: phone.userAgent });
    await page.emulateNetworkConditions(phone.network);
    await page.emulateCPUThrottling(phone.cpuSlowdown);
    return { page, session: await page.createCDPSession(), close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** One round of one flow, in a browser of its own. */
export async function runInteraction(
  url: string,
  flow: InteractionFlow,
  chromePath: string,
): Promise<InteractionResult> {
  // The load runs on the phone the timespan emulates, so the press meets the page as that
  // phone's visitor would: possibly before an island has hydrated.
  const { page, session, close } = await phonePage(chromePath);
  try {
    await page.goto(url, { waitUntil: "load", timeout: LOAD_TIMEOUT_MS });

    const control = await page.waitForSelector(flow.target, { visible: true, timeout: LOAD_TIMEOUT_MS });
    if (!control) throw new Error(`${url}: no control ${flow.target}`);
    await prepare(page, flow, control);

    const lighthouseFlow = await startFlow(page, { name: flow.name, flags: { logLevel: "error" } });
    await lighthouseFlow.startTimespan({ name: flow.name });
    if ("click" in flow.press) await click(page, control, session);
    else await page.keyboard.type(flow.press.type);
    await responded(page);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    await lighthouseFlow.endTimespan();

    const { pressedAt, shownAt, loadedAt } = await page.evaluate((name) => {
      const page = window as unknown as Record<string, number | undefined>;
      return {
        pressedAt: performance.getEntriesByType("first-input")[0]?.startTime ?? null,
        shownAt: page[name] ?? null,
        loadedAt: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
      };
    }, SHOWN_AT);
    if (pressedAt === null) throw new Error(`${url}: the press never reached the page`);
    const { steps } = await lighthouseFlow.createFlowResult();
    const lhr = steps[0]?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no timespan for ${flow.name}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${flow.name}: ${lhr.runtimeError.message}`);
    return {
      lhr,
      run: {
        ...timespanFigures(lhr),
        shown: shownAt === null ? null : shownAt - pressedAt,
        afterLoad: pressedAt - loadedAt,
      },
    };
  } finally {
    await close();
  }
}

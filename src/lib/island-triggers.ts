import type { IslandTrigger } from "#src/components/layout/island.tsx";

/** Rejects when the page the island is on goes, so nothing loads for it after. */
function untilAborted(signal: AbortSignal, stop: () => void): Promise<never> {
  return new Promise((_, reject) =>
    signal.addEventListener(
      "abort",
      () => {
        stop();
        reject(signal.reason);
      },
      { once: true },
    ),
  );
}

/**
 * Once the island is within a screen of the viewport, so a control below the fold is ready
 * before the visitor reaches it.
 */
export const whenNear: IslandTrigger = (element, signal) => {
  if (!("IntersectionObserver" in window)) return Promise.resolve();
  let observer: IntersectionObserver | undefined;
  const near = new Promise<void>((resolve) => {
    observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer?.disconnect();
        resolve();
      },
      { rootMargin: "100% 0px" },
    );
    // The island's element is display:contents, so it has no box of its own to watch.
    for (const child of element.children) observer.observe(child);
  });
  return Promise.race([near, untilAborted(signal, () => observer?.disconnect())]);
};

/**
 * Once the island's dialog opens: its invoker opens it without script, and a modal dialog
 * takes focus as it opens. At once if it is open already.
 */
export const whenOpened: IslandTrigger = (element, signal) => {
  const dialog = element.querySelector("dialog");
  if (!dialog || dialog.open) return Promise.resolve();
  const controller = new AbortController();
  const opened = new Promise<void>((resolve) => {
    dialog.addEventListener("toggle", () => resolve(), { once: true, signal: controller.signal });
    dialog.addEventListener("focusin", () => resolve(), { once: true, signal: controller.signal });
  });
  return Promise.race([opened.finally(() => controller.abort()), untilAborted(signal, () => controller.abort())]);
};

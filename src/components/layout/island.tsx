import { useEffect, useRef } from "react";
import { type Root, hydrateRoot } from "react-dom/client";

import { StaticPart } from "./static-part.tsx";

/** The useId prefix of an island's own root, on the server and in the browser alike. */
export const islandPrefix = (name: string) => `island-${name}-`;

/** When an island's script should load: given its element, and a signal for when the page goes. */
export type IslandTrigger = (element: HTMLElement, signal: AbortSignal) => Promise<void>;

interface IslandProps {
  /** Names the island: its useId prefix, and `data-island` on its element. */
  name: string;
  /** Its markup, rendered by the route's loader (app/lib/static-parts.server.tsx). */
  html: string;
  /** Loads its script and gives the element it renders. */
  load: () => Promise<React.ReactNode>;
  when: IslandTrigger;
}

/**
 * A control that loads its script, and hydrates as a React root of its own, only when it is
 * needed: as the visitor nears it, or when its dialog opens (docs/decisions/012). Until then it
 * is static markup, as drawn by the build, which the page's own root leaves alone, like a
 * StaticPart. Being a root of its own, no update of the page reaches it before it has hydrated:
 * a move between pages or anchors redraws nothing of it. It has no router context; its links
 * work through app/lib/use-static-links.ts. `data-hydrated` marks it once it responds.
 */
export function Island(props: IslandProps) {
  // New markup is a new element, and a new root for it.
  return <IslandRoot key={props.html} {...props} />;
}

function IslandRoot({ name, html, load, when }: IslandProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const page = new AbortController();
    let root: Root | undefined;
    // A button pressed before the script has come starts it at once, and is pressed again
    // once the island responds: the press is not lost.
    let pressed: HTMLElement | undefined;
    const early = new Promise<void>((resolve) => {
      const onClick = (event: MouseEvent) => {
        const button = event.target instanceof Element ? event.target.closest("button") : null;
        if (!button) return;
        pressed = button;
        resolve();
      };
      element.addEventListener("click", onClick, { capture: true, signal: page.signal });
    });
    const hydrated = () => {
      element.dataset.hydrated = "";
      if (pressed?.isConnected) pressed.click();
      pressed = undefined;
    };
    Promise.race([when(element, page.signal), early])
      .then(load)
      .then((node) => {
        if (page.signal.aborted) return;
        page.abort();
        root = hydrateRoot(element, <OnHydrated callback={hydrated}>{node}</OnHydrated>, {
          identifierPrefix: islandPrefix(name),
        });
      })
      .catch((error: unknown) => {
        if (!page.signal.aborted) console.error(`The ${name} island failed to load`, error);
      });
    return () => {
      page.abort();
      // Not during the page root's own commit: React unmounts one root at a time.
      if (root) setTimeout(() => root?.unmount());
    };
  }, [name, load, when]);

  return <StaticPart ref={ref} html={html} data-island={name} />;
}

/** Calls back once its children have hydrated; renders nothing of its own. */
function OnHydrated({ callback, children }: { callback: () => void; children: React.ReactNode }) {
  useEffect(callback, [callback]);
  return children;
}

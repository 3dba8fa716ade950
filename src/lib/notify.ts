import { useCallback, useId, useSyncExternalStore } from "react";

// sonner is about 9 KB gzip that no page needs until a form answers, so it loads with the
// first toast. A toaster (an aria-live region) mounts before its first toast is added, so
// screen readers announce it.
export const loadSonner = () => import("sonner");

/** The page's own toaster, under the header. */
const PAGE = "";

/** Where a toaster sits: the page's below the header; a dialog's at the dialog's own top-right corner. */
export function toasterPlacement(id = PAGE) {
  return {
    position: "top-right",
    offset: id ? { top: 16, right: 16 } : { top: 88, right: 16 },
    mobileOffset: id ? { top: 12, right: 12, left: 12 } : { top: 80, right: 12, left: 12 },
  } as const;
}

/**
 * The toaster for a toast about this element: its dialog's, or the page's. A modal <dialog>
 * is drawn in the top layer and makes the rest of the page inert, so a toast from a form
 * inside it has to be drawn, and announced, from inside it: each dialog has its own toaster
 * and names it in data-toaster (components/ui/dialog.tsx).
 */
export function toasterFor(element: Element | null): string {
  return element?.closest("dialog[data-toaster]")?.getAttribute("data-toaster") ?? PAGE;
}

interface ToasterState {
  wanted: boolean;
  mounted: Promise<void>;
  markMounted: () => void;
}

const toasters = new Map<string, ToasterState>();
const listeners = new Set<() => void>();

function notMounted(): Pick<ToasterState, "mounted" | "markMounted"> {
  let markMounted: () => void = () => {};
  const mounted = new Promise<void>((resolve) => {
    markMounted = resolve;
  });
  return { mounted, markMounted };
}

function toaster(id: string): ToasterState {
  let state = toasters.get(id);
  if (!state) {
    state = { wanted: false, ...notMounted() };
    toasters.set(id, state);
  }
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a toast has been asked of this toaster yet: it renders from then on. */
export function useToasterWanted(id = PAGE): boolean {
  return useSyncExternalStore(
    subscribe,
    () => toaster(id).wanted,
    () => false,
  );
}

/** A toaster calls this once it listens for toasts; the function it returns, as it goes away. */
export function toasterMounted(id = PAGE): () => void {
  const state = toaster(id);
  state.markMounted();
  return () => Object.assign(state, notMounted());
}

/** The islands that can draw the page's toaster, by their React ids, in the order they mounted. */
const pageToasterHosts: string[] = [];

/**
 * Whether this island draws the page's toaster. Every island with a form can, so the toaster
 * is ready as soon as the first of them is and never waits for an island of its own; the first
 * to mount does, and the next if it goes.
 */
export function useClaimPageToaster(): boolean {
  const id = useId();
  const host = useCallback(
    (listener: () => void) => {
      pageToasterHosts.push(id);
      const unsubscribe = subscribe(listener);
      return () => {
        pageToasterHosts.splice(pageToasterHosts.indexOf(id), 1);
        unsubscribe();
        for (const other of listeners) other();
      };
    },
    [id],
  );
  return useSyncExternalStore(
    host,
    () => pageToasterHosts[0] === id,
    () => false,
  );
}

/**
 * Shows a toast, with a second line if given, loading and mounting its toaster first if it is
 * that toaster's first.
 */
export async function notify(
  kind: "success" | "error",
  message: string,
  { description, toaster: toasterId = PAGE }: { description?: string; toaster?: string } = {},
): Promise<void> {
  const target = toaster(toasterId);
  if (!target.wanted) {
    target.wanted = true;
    for (const listener of listeners) listener();
  }
  const [{ toast }] = await Promise.all([loadSonner(), target.mounted]);
  toast[kind](message, { description, ...(toasterId === PAGE ? {} : { toasterId }) });
}

import { useSyncExternalStore } from "react";

// sonner is about 9 KB gzip that no page needs until a form answers, so it loads with the
// first toast. The toaster (an aria-live region) mounts before that toast is added, so
// screen readers announce it.
export const loadSonner = () => import("sonner");

let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the page has asked for a toast yet: the toaster renders from then on. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}

/** The toaster calls this once it listens for toasts. */
export function toasterMounted(): void {
  markMounted();
}

/** Shows a toast, loading and mounting the toaster first if it is the page's first. */
export async function notify(kind: "success" | "error", message: string): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const [{ toast }] = await Promise.all([loadSonner(), mounted]);
  toast[kind](message);
}

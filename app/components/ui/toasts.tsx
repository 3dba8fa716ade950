import { Suspense, lazy, useEffect } from "react";

import { loadSonner, toasterMounted, useToasterWanted } from "#app/lib/notify.ts";

const Toaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));

function MountedSignal() {
  // An effect of the Toaster's later sibling: it runs after the Toaster has subscribed.
  useEffect(toasterMounted, []);
  return null;
}

/** The page's toaster (top-right), rendered from the first toast on. */
export function Toasts() {
  if (!useToasterWanted()) return null;
  return (
    <Suspense>
      <Toaster
        position="top-right"
        richColors
        closeButton
        offset={{ top: 88, right: 16 }}
        mobileOffset={{ top: 80, right: 12, left: 12 }}
      />
      <MountedSignal />
    </Suspense>
  );
}

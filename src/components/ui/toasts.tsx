import { Suspense, lazy, useEffect } from "react";

import { loadSonner, toasterMounted, useToasterWanted } from "#src/lib/notify.ts";

const Toaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));

function MountedSignal({ id }: { id?: string }) {
  // An effect of the Toaster's later sibling: it runs after the Toaster has subscribed.
  useEffect(() => toasterMounted(id), [id]);
  return null;
}

/**
 * A toaster (top-right), rendered from its first toast on: the page's, below the header, or,
 * with an id, an open dialog's, drawn inside the dialog and so above its backdrop.
 */
export function Toasts({ id }: { id?: string }) {
  if (!useToasterWanted(id)) return null;
  const offset = id ? { top: 16, right: 16 } : { top: 88, right: 16 };
  const mobileOffset = id ? { top: 12, right: 12, left: 12 } : { top: 80, right: 12, left: 12 };
  return (
    <Suspense>
      <Toaster id={id} position="top-right" richColors closeButton offset={offset} mobileOffset={mobileOffset} />
      <MountedSignal id={id} />
    </Suspense>
  );
}

import { Suspense, lazy, useEffect } from "react";
import { createPortal } from "react-dom";

import {
  loadSonner,
  toasterMounted,
  toasterPlacement,
  useClaimPageToaster,
  useToasterWanted,
} from "#src/lib/notify.ts";

const Toaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));

function MountedSignal({ id }: { id?: string }) {
  // An effect of the Toaster's later sibling: it runs after the Toaster has subscribed.
  useEffect(() => toasterMounted(id), [id]);
  return null;
}

/**
 * A toaster (top-right), from its first toast on: a dialog's, drawn inside the dialog and so
 * above its backdrop, or, with no id, the page's, below the header.
 */
export function Toasts({ id }: { id?: string }) {
  if (!useToasterWanted(id)) return null;
  return (
    <Suspense>
      <Toaster id={id} {...toasterPlacement(id)} richColors closeButton />
      <MountedSignal id={id} />
    </Suspense>
  );
}

/**
 * The page's toaster. Each island with a form renders one; the first to hydrate draws it, into
 * the body, and the rest draw nothing.
 */
export function PageToasts() {
  const claimed = useClaimPageToaster();
  return claimed ? createPortal(<Toasts />, document.body) : null;
}

import type { NavigateFunction } from "react-router";

import { focusHash, scrollToHash } from "./scroll.ts";

interface Place {
  pathname: string;
  hash: string;
}

/**
 * A link to an "#anchor" on the page shown: scrolls there smoothly, moves focus there and
 * records the anchor in the address, without a move to another page. False when the link
 * leads elsewhere or the page has no such anchor.
 */
export function followAnchorOnPage(to: Place, shown: Place, navigate: NavigateFunction): boolean {
  if (!to.hash || to.pathname !== shown.pathname || !scrollToHash(to.hash)) return false;
  focusHash(to.hash);
  void navigate(`${to.pathname}${to.hash}`, { preventScrollReset: true, replace: shown.hash === to.hash });
  return true;
}

// The token of the link that opened this page, read once per page load: once read it is taken
// out of the address bar, so it stays out of the browser's history, bookmarks and any address
// shared later, and the address can no longer be asked for it.
import { addressWithoutToken, tokenFrom } from "./outcome.ts";

interface Browser {
  location: Pick<Location, "pathname" | "search" | "hash">;
  history: Pick<History, "state" | "replaceState">;
}

let taken: { token: string | null } | undefined;

/**
 * The link's token, or null for a page opened without one. The first call reads it and replaces
 * the address (the same entry: no reload, no new history entry); later calls, such as the
 * second run of a development effect or a press, get the same answer.
 */
export function linkToken({ location, history }: Browser = window): string | null {
  if (!taken) {
    taken = { token: tokenFrom(location) };
    const address = addressWithoutToken(location);
    if (address !== null) history.replaceState(history.state, "", address);
  }
  return taken.token;
}

/**
 * Loads the page again when another link is opened in this tab: a new fragment on the same page
 * loads nothing by itself, so the page would keep the token it read first. Returns the function
 * that stops listening.
 */
export function reloadForAnotherLink(): () => void {
  const reload = () => {
    if (tokenFrom(window.location) !== null) window.location.reload();
  };
  window.addEventListener("hashchange", reload);
  return () => window.removeEventListener("hashchange", reload);
}

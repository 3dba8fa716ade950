// The local editor's saves as the page sees them: Keystatic sends each to /api/keystatic/update
// and says nothing once it lands, so the page watches that request for "Saved" or the fields a
// refusal names (save-status.tsx), and stays put when the server reloads the pages it changed.
import { useSyncExternalStore } from "react";

import { readRefusedFields, REFUSED_FIELDS_HEADER, type RefusedField } from "./refused-fields.ts";

export type SaveState =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: Date }
  | { kind: "refused"; message: string; fields: RefusedField[] };

let state: SaveState = { kind: "idle" };
let watching = false;
let sentSave = false;
const listeners = new Set<() => void>();

function publish(next: SaveState) {
  state = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useSaveState = () => useSyncExternalStore(subscribe, () => state);

/** Whether a server checks each save with the build's schemas: the fields then leave the verdict to it. */
export const serverChecksSaves = () => watching;

const isSave = (input: RequestInfo | URL, init?: RequestInit) =>
  (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase() === "POST" &&
  new URL(input instanceof Request ? input.url : String(input), location.href).pathname === "/api/keystatic/update";

async function watched(response: Promise<Response>): Promise<Response> {
  publish({ kind: "saving" });
  try {
    const answer = await response;
    if (answer.ok) {
      publish({ kind: "saved", at: new Date() });
    } else {
      const message = await answer.clone().text();
      publish({ kind: "refused", message, fields: readRefusedFields(answer.headers.get(REFUSED_FIELDS_HEADER)) });
    }
    return answer;
  } catch (error) {
    publish({ kind: "refused", message: error instanceof Error ? error.message : String(error), fields: [] });
    throw error;
  }
}

/** Watches the page's saves, once; for the local editor, whose server checks each save. */
export function watchSaves() {
  if (watching) return;
  watching = true;
  const send = window.fetch.bind(window);
  window.fetch = (input, init) => {
    if (!isSave(input, init)) return send(input, init);
    // Set as the save is sent: the server's reload can arrive before its answer.
    sentSave = true;
    return watched(send(input, init));
  };
  // A saved file makes `astro dev` reload every page it serves, so that a preview shows the change.
  // The editor already holds what it saved: once it has saved, a reload would only blank it, so
  // the reload is addressed to a page that is not this one (Vite reloads only the page an .html path names).
  import.meta.hot?.on("vite:beforeFullReload", (payload: { path?: string }) => {
    if (sentSave) payload.path = "/content-editor-stays-open.html";
  });
}

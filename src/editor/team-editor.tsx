// The editor's page in team mode: Keystatic's interface alone on the page the build writes at
// /keystatic (scripts/build/editor-page.ts), with the settings the build was given.
import { createRoot } from "react-dom/client";

import EditorApp, { type EditorAppProps } from "./editor-app.tsx";

export function mountEditor(settings: EditorAppProps) {
  const root = document.getElementById("editor");
  if (!root) throw new Error("the editor's page has no #editor element");
  createRoot(root).render(<EditorApp {...settings} />);
}

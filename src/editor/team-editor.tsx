// The editor's page in team mode: Keystatic's interface alone on the page the build writes at
// /keystatic (scripts/build/editor-page.ts), with the settings the build was given; its saves go
// to GitHub with the content files in the editor's form (team-save-form.ts).
import { createRoot } from "react-dom/client";

import EditorApp, { type EditorAppProps } from "./editor-app.tsx";
import { keepFileForms } from "./team-save-form.ts";

export function mountEditor(settings: EditorAppProps) {
  const root = document.getElementById("editor");
  if (!root) throw new Error("the editor's page has no #editor element");
  keepFileForms();
  createRoot(root).render(<EditorApp {...settings} />);
}

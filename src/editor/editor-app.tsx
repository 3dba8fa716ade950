// The editor's page: Keystatic's interface over the site's kinds of content, and, for the local
// editor, what each save came to (save-status.tsx).
import { Keystatic } from "@keystatic/core/ui";
import { useEffect } from "react";

import "./editor-fonts.css";
import { editorConfig, type EditorStorage } from "./keystatic-config.ts";
import SaveStatus from "./save-status.tsx";
import { watchSaves } from "./save-watch.ts";

export interface EditorAppProps {
  storage: EditorStorage;
  /** Where a kind's page is previewed; empty for the local editor's own server. */
  previewOrigin?: string;
  /** The GitHub App's slug, which Keystatic names when a repository is not yet connected. */
  appSlug?: string;
}

export default function EditorApp({ storage, previewOrigin = "", appSlug }: EditorAppProps) {
  // Only the local editor's saves reach a server of ours, which checks them and names the fields.
  const local = storage.kind === "local";
  useEffect(() => {
    if (local) watchSaves();
  }, [local]);
  return (
    <>
      <Keystatic
        config={editorConfig(storage, previewOrigin)}
        appSlug={{ envName: "PUBLIC_KEYSTATIC_GITHUB_APP_SLUG", value: appSlug }}
      />
      {local && <SaveStatus />}
    </>
  );
}

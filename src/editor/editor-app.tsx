// The editor's page: Keystatic's interface over the site's kinds of content.
import { Keystatic } from "@keystatic/core/ui";

import "./editor-fonts.css";
import { editorConfig, type EditorStorage } from "./keystatic-config.ts";

export interface EditorAppProps {
  storage: EditorStorage;
  /** Where a kind's page is previewed; empty for the local editor's own server. */
  previewOrigin?: string;
  /** The GitHub App's slug, which Keystatic names when a repository is not yet connected. */
  appSlug?: string;
}

export default function EditorApp({ storage, previewOrigin = "", appSlug }: EditorAppProps) {
  return (
    <Keystatic
      config={editorConfig(storage, previewOrigin)}
      appSlug={{ envName: "PUBLIC_KEYSTATIC_GITHUB_APP_SLUG", value: appSlug }}
    />
  );
}

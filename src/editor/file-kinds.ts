// Every content file the editor writes, with its kind: on the server, where the folders of one
// file per entry can be read (editor-kinds.ts is the browser's too).
import { readdirSync } from "node:fs";
import { join } from "node:path";

import { type EditorKind, editorKinds } from "./editor-kinds.ts";

/** Every content file under `root` with its kind: each kind's file, and each entry's of a kind written one file per entry. */
export function fileKinds(root: string): EditorKind[] {
  return editorKinds.flatMap((kind) =>
    kind.folder
      ? readdirSync(join(root, kind.folder.path))
          .filter((name) => name.endsWith(".yaml"))
          .sort()
          .map((name) => kind.folder?.entry(name.slice(0, -".yaml".length)) ?? kind)
      : [kind],
  );
}

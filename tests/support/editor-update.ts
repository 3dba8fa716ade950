/**
 * An update as the content editor sends it to its save (src/editor/save.ts): each file's whole
 * new text, and the files it removes.
 */
export const editorUpdate = (files: Record<string, string>, deletions: readonly string[] = []) =>
  JSON.stringify({
    additions: Object.entries(files).map(([path, text]) => ({
      path,
      contents: Buffer.from(text).toString("base64url"),
    })),
    deletions: deletions.map((path) => ({ path })),
  });

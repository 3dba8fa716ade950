/** An update as the content editor sends it to its save (src/editor/save.ts): each file's whole new text. */
export const editorUpdate = (files: Record<string, string>) =>
  JSON.stringify({
    additions: Object.entries(files).map(([path, text]) => ({
      path,
      contents: Buffer.from(text).toString("base64url"),
    })),
    deletions: [],
  });

import * as prettier from "prettier";

/** `text` formatted as the repository formats the file at `path`. */
export async function formatted(text: string, path: string): Promise<string> {
  const options = await prettier.resolveConfig(path);
  return prettier.format(text, { filepath: path, printWidth: options?.printWidth ?? 120 });
}

// Pictures the editor uploads with a save: written under src/assets/pictures/ only, as the
// image each claims to be, and named by the content that shows them.
import { access } from "node:fs/promises";
import { join } from "node:path";

import sharp from "sharp";
import { parse } from "yaml";

import { PICTURE_EXTENSIONS, PICTURES } from "#src/content/picture.ts";

import { SaveRefused } from "./save-refused.ts";

/** A hero picture's file at a size a camera or a screenshot gives; far above what a page needs. */
export const MAX_PICTURE_BYTES = 8 * 1024 * 1024;

const PICTURE_FILE = new RegExp(
  `^${PICTURES.directory}/[\\w-][\\w.-]*(/[\\w-][\\w.-]*)*\\.(${PICTURE_EXTENSIONS.join("|")})$`,
  "i",
);

/** Whether `path` is where the editor writes an uploaded picture. */
export const isPictureFile = (path: string) => PICTURE_FILE.test(path) && !path.split("/").includes("..");

const FORMATS: Record<string, string> = { png: "png", jpg: "jpeg", jpeg: "jpeg", webp: "webp" };

/** `data` when it is the picture its name says, within the size a page can use; refused otherwise, in plain words. */
export async function checkedPicture(path: string, data: Buffer): Promise<Buffer> {
  const name = path.slice(path.lastIndexOf("/") + 1);
  if (data.byteLength > MAX_PICTURE_BYTES)
    throw new SaveRefused(
      413,
      `${name} is ${(data.byteLength / 1024 / 1024).toFixed(1)} MB: upload a picture of at most 8 MB.`,
    );
  const expected = FORMATS[path.slice(path.lastIndexOf(".") + 1).toLowerCase()];
  const format = await sharp(data)
    .metadata()
    .then((metadata) => metadata.format)
    .catch(() => undefined);
  if (!format || format !== expected)
    throw new SaveRefused(422, `${name} is not a PNG, JPEG or WebP picture: upload one of those.`);
  return data;
}

/** Each picture the entries of `writes` name, with the file and field that name it. */
function namedPictures(writes: ReadonlyMap<string, string>): { file: string; picture: string }[] {
  return [...writes].flatMap(([file, text]) => {
    if (!file.endsWith(".yaml")) return [];
    const data = parse(text) as { picture?: { image?: unknown } } | null;
    const picture = data?.picture?.image;
    return typeof picture === "string" ? [{ file, picture }] : [];
  });
}

/**
 * Refuses a save whose content names a picture that is neither uploaded with it nor in the
 * project, naming the file and the picture.
 */
export async function checkPicturesExist(
  root: string,
  writes: ReadonlyMap<string, string>,
  uploads: ReadonlySet<string>,
): Promise<void> {
  for (const { file, picture } of namedPictures(writes)) {
    const path = picture.replace(/^\//, "");
    if (uploads.has(path)) continue;
    const exists = await access(join(root, path)).then(
      () => true,
      () => false,
    );
    if (!exists)
      throw new SaveRefused(
        422,
        `${file}: picture.image: ${picture} is no file of the project: upload the picture again.`,
      );
  }
}

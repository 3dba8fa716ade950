import { existsSync, globSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { shareImageField } from "#src/content/copy-parts.ts";
import { SHARE_IMAGE_SIZE } from "#src/lib/meta.ts";
import { pngSize } from "#shared/png-size.ts";
import { parseYaml } from "#src/lib/yaml-file.ts";

/** Each `seo.image` in `data`, with where it is ("solutions.2.seo.image"). */
function shareImagesIn(data: unknown, at: string[] = []): { field: string; image: unknown }[] {
  if (typeof data !== "object" || data === null) return [];
  return Object.entries(data).flatMap(([key, value]) => {
    const here = [...at, key];
    if (key === "seo" && typeof value === "object" && value !== null && "image" in value)
      return [{ field: [...here, "image"].join("."), image: value.image }];
    return shareImagesIn(value, here);
  });
}

/** What is wrong with the file `image` names under `publicDir`, or undefined: a PNG of the card's size. */
function imageProblem(publicDir: string, image: string): string | undefined {
  const file = join(publicDir, image);
  if (!existsSync(file)) return `there is no file public${image}`;
  const size = pngSize(readFileSync(file));
  if (!size) return `public${image} is not a PNG`;
  const { width, height } = size;
  if (width !== SHARE_IMAGE_SIZE.width || height !== SHARE_IMAGE_SIZE.height)
    return `public${image} is ${width} x ${height} pixels, not ${SHARE_IMAGE_SIZE.width} x ${SHARE_IMAGE_SIZE.height}`;
  return undefined;
}

/**
 * The share images pages name of their own (`seo.image` in src/content's YAML), checked as a
 * build starts: each must be a PNG under public/ of a share card's size, or the build stops
 * naming the file and the field.
 */
export function checkShareImages(root: string): void {
  const publicDir = join(root, "public");
  const problems = globSync("src/content/**/*.yaml", { cwd: root })
    .sort()
    .flatMap((file) => {
      const name = file.split("\\").join("/");
      return shareImagesIn(parseYaml(readFileSync(join(root, file), "utf8"), name)).flatMap(({ field, image }) => {
        const path = shareImageField.safeParse(image);
        const problem = path.success ? path.data && imageProblem(publicDir, path.data) : path.error.issues[0]?.message;
        return problem ? [`${name}: ${field}: ${problem}`] : [];
      });
    });
  if (problems.length) throw new Error(`A page's own share image is missing or wrong:\n${problems.join("\n")}`);
}

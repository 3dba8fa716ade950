// The pictures the team uploaded (src/assets/pictures/), as Astro's image pipeline takes them: a
// page names one by the path its content writes, and a path to no file fails the page, naming
// the content's file and field.
import type { ImageMetadata } from "astro";

const files = import.meta.glob<{ default: ImageMetadata }>(
  "/src/assets/pictures/**/*.{png,jpg,jpeg,webp,PNG,JPG,JPEG,WEBP}",
  {
    eager: true,
  },
);

/** The picture at `path` (as content writes it, "/src/assets/pictures/…"); throws naming `file` when there is none. */
export function uploadedPicture(path: string, file: string): ImageMetadata {
  const picture = files[path];
  if (!picture) throw new Error(`${file}: picture.image: ${path} is no file of the project: upload the picture again.`);
  return picture.default;
}

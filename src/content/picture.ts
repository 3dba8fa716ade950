// A picture the team uploads in the editor: the file goes into src/assets/pictures/, and the
// build serves it through Astro's image pipeline (AVIF and WebP at the sizes the page uses,
// width and height set). A page describes it, or says on purpose that it is decorative.
import { z } from "astro/zod";

/** Where the editor writes uploaded pictures, and how the files name them. */
export const PICTURES = { directory: "src/assets/pictures", publicPath: "/src/assets/pictures/" } as const;

/** The image types the pipeline takes. */
export const PICTURE_EXTENSIONS = ["png", "jpg", "jpeg", "webp"] as const;

/** A picture's file, as the editor writes it: a path under src/assets/pictures/. */
export const picturePath = z
  .string()
  .regex(
    new RegExp(
      `^${PICTURES.publicPath.replaceAll("/", "\\/")}[\\w.-]+(\\/[\\w.-]+)*\\.(${PICTURE_EXTENSIONS.join("|")})$`,
      "i",
    ),
    "a picture uploaded in the editor, under src/assets/pictures/",
  )
  .meta({ picture: true });

/** A picture with what it shows in words, or marked decorative. */
export const pictureSchema = z
  .object({
    image: picturePath.describe("A PNG, JPEG or WebP, at least 1200 pixels wide for a sharp hero."),
    alt: z.string().max(160).optional().describe("What the picture shows, in a sentence, for those who cannot see it."),
    decorative: z
      .boolean()
      .default(false)
      .describe("Tick only when the picture says nothing the words beside it do not: it then has no description."),
  })
  .superRefine(({ alt, decorative }, context) => {
    if (!decorative && (alt ?? "").trim().length < 10)
      context.addIssue({
        code: "custom",
        path: ["alt"],
        message: "Say in a sentence what the picture shows, or tick Decorative if it shows nothing the words do not.",
      });
  });

export type Picture = z.output<typeof pictureSchema>;

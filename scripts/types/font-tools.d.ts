// The two font packages ship no types; these cover the calls scripts/font-subset.ts and
// src/lib/inter-instance.ts make.
declare module "subset-font" {
  type Axis = number | { min: number; max: number; default?: number };
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: {
      targetFormat?: "sfnt" | "woff" | "woff2";
      noLayoutClosure?: boolean;
      /** OpenType layout features to keep, e.g. "kern"; all of them unless given. */
      keepFeatures?: string[];
      /** Table tags to leave out of the subset, e.g. "GSUB". */
      dropTables?: string[];
      variationAxes?: Record<string, Axis>;
    },
  ): Promise<Buffer>;
}

declare module "fontverter" {
  export function convert(font: Uint8Array, toFormat: "sfnt" | "woff" | "woff2"): Promise<Buffer>;
}

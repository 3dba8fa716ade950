// A share card as a PNG: Satori lays it out and turns its text into outlines in Inter (the
// instances the report PDF draws with too), resvg draws it. Both are pure functions of their
// input, so the same words give the same file on any machine, offline.
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";

import { type InterWeight, interInstance } from "./inter-instance.ts";
import { SHARE_IMAGE_SIZE } from "./meta.ts";
import { ShareCard, type ShareCardText } from "./share-card.tsx";

const WEIGHTS: readonly InterWeight[] = [400, 700, 800];

/** The card saying `card`, 1200 by 630 pixels. */
export async function shareCardPng(card: ShareCardText): Promise<Uint8Array<ArrayBuffer>> {
  const characters = [...new Set(Object.values(card).join(""))].join("");
  const fonts = await Promise.all(
    WEIGHTS.map(async (weight) => ({
      name: "Inter",
      weight,
      data: Buffer.from(await interInstance(weight, characters)),
    })),
  );
  const svg = await satori(ShareCard(card), { ...SHARE_IMAGE_SIZE, fonts });
  return new Uint8Array(new Resvg(svg, { fitTo: { mode: "original" } }).render().asPng());
}

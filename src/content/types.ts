// Every word and figure on the site is typed data; nothing here imports React. Icons are named
// in icons.ts and drawn by components/ui/icon.tsx.

import type { Figure } from "./figures.ts";
import type { IconName } from "./icons.ts";

export type { IconName };

/** A headline figure: "₹22,845 Cr" / "Lost to frauds" / "to cyber fraud in India in 2024". */
export interface Statistic {
  value: string;
  label: string;
  sublabel: string;
  /** The table entry behind `value` (content/figures.yaml), so the page can cite it. */
  figure: Figure;
  /** Other entries the label or sublabel quotes, cited in the same notes. */
  cites?: readonly Figure[];
}

/** A short figure without a sublabel, as in metrics cards. */
export interface Metric {
  value: string;
  label: string;
  figure: Figure;
}

/** SPEC 1: a feature card has icon, title, description, metric. */
export interface FeatureCard {
  icon: IconName;
  title: string;
  description: string;
  metric: string;
}

export interface IconItem {
  icon: IconName;
  title: string;
  description: string;
}

/** A titled point in a list ("why choose", benefits). */
export interface Point {
  title: string;
  description: string;
}

export interface PageSeo {
  /** 5-60 characters, unique per page; the brand is appended by buildMeta. */
  title: string;
  /** 15-160 characters, unique per page. */
  description: string;
  /** A share image of the page's own under public/, instead of the card drawn from its title. */
  image?: string | undefined;
}

export interface Hero {
  eyebrow: string;
  title: string;
  description: string;
}

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
  /** The table entry behind `value` (content/figures.ts), so the page can cite it. */
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
}

export interface Hero {
  eyebrow: string;
  title: string;
  description: string;
}

export interface ImageAsset {
  /** Path under public/, e.g. "/images/about/operations-centre.webp". */
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface ApiLink {
  id: string;
  name: string;
}

export interface HomeContent {
  hero: {
    badge: string;
    /** SPEC 1 gives two readings of the claim; both are shown. */
    taglines: readonly [string, string];
    title: string;
    /** The link down to the report section. */
    reportButton: string;
    description: string;
    stats: readonly Statistic[];
  };
  problems: {
    eyebrow: string;
    title: string;
    description: string;
    /** Bento cards; `stat` is the large figure when the card has one. */
    cards: readonly (IconItem & { stat?: Figure })[];
  };
  solutions: { eyebrow: string; title: string; description: string; cards: readonly FeatureCard[] };
  fraudSignals: {
    badge: string;
    /** "{product}" is replaced by the brand name. */
    heading: string;
    text: string;
    inputs: readonly IconItem[];
    output: { title: string; description: string };
    typesTitle: string;
    /** What the diagram shows, for screen readers. */
    diagramLabel: string;
  };
  demoBanner: {
    eyebrow: string;
    title: string;
    description: string;
    bullets: readonly string[];
    /** Bullets that lead somewhere: the bullet's text and the page it links to. */
    bulletLinks: Readonly<Record<string, string>>;
    promise: string;
    /** The button beside SCHEDULE DEMO that opens the demo-request modal. */
    requestButton: string;
  };
  testimonials: { eyebrow: string; title: string; description: string };
  seo: PageSeo;
}

export interface AboutContent {
  hero: Hero;
  founded: { year: number; label: string };
  /** Exactly four. */
  stats: readonly Statistic[];
  mission: { eyebrow: string; title: string; paragraphs: readonly string[] };
  image: ImageAsset;
  /** What the company stands for, shown beside the mission. */
  principles: readonly IconItem[];
  seo: PageSeo;
}

export interface CareersContent {
  hero: Hero;
  /** Exactly four. */
  stats: readonly Statistic[];
  perksTitle: string;
  /** Exactly four: Health & Wellness, Growth & Learning, Work-Life Balance, Global Impact. */
  perks: readonly IconItem[];
  openings: {
    title: string;
    description: string;
    resumeButton: string;
    resumeSubject: string;
    notifyButton: string;
  };
  /** The sign-up dialog behind the notify button. */
  culture: { title: string; description: string; values: readonly IconItem[] };
  seo: PageSeo;
}

export interface ContactContent {
  /** SPEC: the hero's wording differs between desktop and mobile. */
  hero: {
    desktop: { badge: string; title: string; description: string };
    mobile: { badge: string; title: string; description: string };
  };
  /** The form card's heading; the form's own words are src/content/controls/forms.yaml. */
  form: {
    title: string;
    description: string;
  };
  info: {
    write: { title: string; note: string };
    corporate: { title: string };
    registered: { title: string };
  };
  seo: PageSeo;
}

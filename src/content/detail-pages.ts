import type { SectionCopy } from "./overviews.ts";
import { site } from "./site.ts";

/** Labels shared by the five solution and five industry detail pages; "{name}" is the entry's name. */
export interface DetailPagesContent {
  demoButton: string;
  contactButton: { label: string; path: string };
  metricsTitle: string;
  closing: SectionCopy;
  solution: {
    features: SectionCopy;
    whyEyebrow: string;
    othersTitle: string;
  };
  industry: {
    challenges: SectionCopy;
    solutions: SectionCopy & { link: string };
    benefits: { eyebrow: string; title: string };
    othersTitle: string;
  };
}

export const detailPages = {
  demoButton: "Book Your Demo",
  contactButton: { label: "Talk to a specialist", path: "/contact" },
  metricsTitle: "Key metrics",
  closing: {
    eyebrow: "See it on your data",
    title: "Book a demo tailored to your institution",
    description:
      "Walk through live fraud detection with our specialists and leave with a custom ROI calculation, an implementation timeline and pricing.",
  },
  solution: {
    features: {
      eyebrow: "Capabilities",
      title: "What {name} does for your team",
      description: "Three capabilities that run continuously, from the day you go live.",
    },
    whyEyebrow: "Why choose us",
    othersTitle: "Explore other solutions",
  },
  industry: {
    challenges: {
      eyebrow: "Key challenges",
      title: "Where fraud and compliance risk builds up",
      description: "The pressures risk and compliance teams in this sector tell us about most often.",
    },
    solutions: {
      eyebrow: `How ${site.name} helps`,
      title: "Solutions matched to your risks",
      description: "Three modules that address these challenges directly.",
      link: "Explore {name}",
    },
    benefits: { eyebrow: "Benefits", title: "What changes with continuous monitoring" },
    othersTitle: "Explore other industries",
  },
} as const satisfies DetailPagesContent;

/** Fills the "{name}" placeholder of a detail-page label. */
export function withName(template: string, name: string): string {
  return template.replaceAll("{name}", name);
}

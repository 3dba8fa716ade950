import type { HomeCopy } from "#src/content/pages/home.ts";
import { Section } from "#src/components/ui/section-heading.tsx";

import { FeatureCards } from "./feature-cards.tsx";

export function SolutionCards({ solutions }: { solutions: HomeCopy["solutions"] }) {
  return (
    <Section
      id="features"
      titleId="features-title"
      eyebrow={solutions.eyebrow}
      title={solutions.title}
      description={solutions.description}
    >
      <FeatureCards cards={solutions.cards} className="mt-14" />
    </Section>
  );
}

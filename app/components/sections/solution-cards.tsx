import { home } from "#app/content/home.ts";
import { Container, SectionHeading } from "#app/components/ui/section-heading.tsx";

import { FeatureCards } from "./feature-cards.tsx";

export function SolutionCards() {
  const { solutions } = home;
  return (
    <section id="features" aria-labelledby="features-title" className="py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="features-title"
          eyebrow={solutions.eyebrow}
          title={solutions.title}
          description={solutions.description}
        />
        <FeatureCards cards={solutions.cards} className="mt-14" />
      </Container>
    </section>
  );
}

import { home } from "~/content/home";
import { Container, SectionHeading } from "~/components/ui/section-heading";

import { FeatureCards } from "./feature-cards";

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

import { useLocation } from "react-router";

import { detailPages, withName } from "~/content/overviews";
import { solutions } from "~/content/solutions";
import { ClosingCta } from "~/components/sections/closing-cta";
import { DetailHero } from "~/components/sections/detail-hero";
import { FeatureCards } from "~/components/sections/feature-cards";
import { LinkCards } from "~/components/sections/link-cards";
import { MetricsCard } from "~/components/sections/metrics-card";
import { PointList } from "~/components/sections/point-list";
import { Container, SectionHeading } from "~/components/ui/section-heading";
import { solutionAt } from "~/lib/content-lookup";
import { buildMeta } from "~/lib/meta";

import type { Route } from "./+types/solution";
import NotFound from "./not-found";

export const meta = ({ location }: Route.MetaArgs) => {
  const solution = solutionAt(location.pathname);
  return solution ? buildMeta({ ...solution.seo, path: `/solutions/${solution.slug}` }) : [];
};

export default function Solution() {
  const solution = solutionAt(useLocation().pathname);
  if (!solution) return <NotFound />;
  const copy = detailPages.solution;
  const others = solutions
    .filter((entry) => entry.slug !== solution.slug)
    .map((entry) => ({ icon: entry.icon, name: entry.name, summary: entry.summary, href: `/solutions/${entry.slug}` }));

  return (
    <>
      <DetailHero hero={solution.hero} icon={solution.icon} />

      <section aria-labelledby="features-title" className="bg-slate-50 py-20 sm:py-28">
        <Container>
          <SectionHeading
            id="features-title"
            eyebrow={copy.features.eyebrow}
            title={withName(copy.features.title, solution.name)}
            description={copy.features.description}
          />
          <FeatureCards cards={solution.features} className="mt-14" />
        </Container>
      </section>

      <section aria-labelledby="why-title" className="pt-20 sm:pt-28">
        <Container className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-16">
          <div>
            <SectionHeading id="why-title" align="left" eyebrow={copy.whyEyebrow} title={solution.whyChoose.title} />
            <PointList points={solution.whyChoose.points} className="mt-10" />
          </div>
          <MetricsCard title={detailPages.metricsTitle} metrics={solution.metrics} className="lg:sticky lg:top-28" />
        </Container>
      </section>

      <ClosingCta />
      <LinkCards title={copy.othersTitle} items={others} />
    </>
  );
}

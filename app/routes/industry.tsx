import { useLocation } from "react-router";

import { industries } from "~/content/industries";
import { detailPages } from "~/content/overviews";
import { ChallengeCards } from "~/components/sections/challenge-cards";
import { ClosingCta } from "~/components/sections/closing-cta";
import { DetailHero } from "~/components/sections/detail-hero";
import { IndustrySolutions } from "~/components/sections/industry-solutions";
import { LinkCards } from "~/components/sections/link-cards";
import { MetricsCard } from "~/components/sections/metrics-card";
import { PointList } from "~/components/sections/point-list";
import { Container, SectionHeading } from "~/components/ui/section-heading";
import { industryAt } from "~/lib/content-lookup";
import { buildMeta } from "~/lib/meta";

import type { Route } from "./+types/industry";
import NotFound from "./not-found";

export const meta = ({ location }: Route.MetaArgs) => {
  const industry = industryAt(location.pathname);
  return industry ? buildMeta({ ...industry.seo, path: `/industries/${industry.slug}` }) : [];
};

export default function Industry() {
  const industry = industryAt(useLocation().pathname);
  if (!industry) return <NotFound />;
  const copy = detailPages.industry;
  const others = industries
    .filter((entry) => entry.slug !== industry.slug)
    .map((entry) => ({
      icon: entry.icon,
      name: entry.name,
      summary: entry.summary,
      href: `/industries/${entry.slug}`,
    }));

  return (
    <>
      <DetailHero hero={industry.hero} icon={industry.icon} />
      <ChallengeCards challenges={industry.challenges} />
      <IndustrySolutions items={industry.solutions} />

      <section aria-labelledby="benefits-title" className="bg-slate-50 py-20 sm:py-28">
        <Container className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-16">
          <div>
            <SectionHeading
              id="benefits-title"
              align="left"
              eyebrow={copy.benefits.eyebrow}
              title={copy.benefits.title}
            />
            <PointList points={industry.benefits} className="mt-10" />
          </div>
          <MetricsCard title={detailPages.metricsTitle} metrics={industry.metrics} className="lg:sticky lg:top-28" />
        </Container>
      </section>

      <ClosingCta />
      <LinkCards title={copy.othersTitle} items={others} />
    </>
  );
}

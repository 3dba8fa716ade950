import { href } from "react-router";

import { solutionCatalogue } from "#app/content/catalogue.ts";
import { detailPages, withName } from "#app/content/overviews.ts";
import { solutions } from "#app/content/solutions.ts";
import { solutionVisuals } from "#app/content/visuals/solutions.ts";
import { NotFoundPage, notFoundMeta } from "#app/components/sections/not-found-page.tsx";
import { ClosingCta } from "#app/components/sections/closing-cta.tsx";
import { DetailHero } from "#app/components/sections/detail-hero.tsx";
import { FeatureCards } from "#app/components/sections/feature-cards.tsx";
import { LinkCards } from "#app/components/sections/link-cards.tsx";
import { MetricsCard } from "#app/components/sections/metrics-card.tsx";
import { PointList } from "#app/components/sections/point-list.tsx";
import { RoiCta } from "#app/components/sections/roi-cta.tsx";
import { productVisualMarkup } from "#app/components/visuals/markup.server.tsx";
import { StaticVisual } from "#app/components/visuals/static-visual.tsx";
import { Container, SectionHeading } from "#app/components/ui/section-heading.tsx";
import { entryFor } from "#app/lib/content-lookup.ts";
import { buildMeta } from "#app/lib/meta.ts";

import type { Route } from "./+types/solution";

/** Runs when the build prerenders the page: the product picture arrives as finished markup. */
export const loader = ({ params }: Route.LoaderArgs) => {
  const entry = entryFor(solutionCatalogue, params.slug);
  return { visual: entry ? productVisualMarkup(solutionVisuals[entry.slug]) : "" };
};

/**
 * A slug the build never rendered has no data to fetch: it is the not-found page. The slim
 * catalogue, not the pages' copy, keeps this check out of the chunks other pages load.
 */
export const clientLoader = ({ params, serverLoader }: Route.ClientLoaderArgs) =>
  entryFor(solutionCatalogue, params.slug) ? serverLoader() : { visual: "" };

export const meta = ({ params }: Route.MetaArgs) => {
  const solution = entryFor(solutions, params.slug);
  if (!solution) return notFoundMeta();
  return buildMeta({ ...solution.seo, path: href("/solutions/:slug", { slug: solution.slug }) });
};

export default function Solution({ params, loaderData }: Route.ComponentProps) {
  const solution = entryFor(solutions, params.slug);
  // The build prerenders the catalogue's slugs only. Any other slug (a client navigation, or
  // 404.html served at an unknown slug) renders the not-found page here rather than throwing:
  // a render error while React hydrates 404.html would make it render the page a second time.
  if (!solution) return <NotFoundPage />;
  const copy = detailPages.solution;
  const others = solutions
    .filter((entry) => entry.slug !== solution.slug)
    .map((entry) => ({
      icon: entry.icon,
      name: entry.name,
      summary: entry.summary,
      href: href("/solutions/:slug", { slug: entry.slug }),
    }));

  return (
    <>
      <DetailHero hero={solution.hero} icon={solution.icon} visual={<StaticVisual markup={loaderData.visual} />} />

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
          <div className="space-y-6 lg:sticky lg:top-28">
            <MetricsCard title={detailPages.metricsTitle} metrics={solution.metrics} />
            <RoiCta />
          </div>
        </Container>
      </section>

      <ClosingCta />
      <LinkCards title={copy.othersTitle} items={others} />
    </>
  );
}

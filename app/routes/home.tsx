import { home } from "#app/content/home.ts";
import { DemoBanner } from "#app/components/sections/demo-banner.tsx";
import { FraudSignals } from "#app/components/sections/fraud-signals.tsx";
import { HomeHero } from "#app/components/sections/home-hero.tsx";
import { ProblemBento } from "#app/components/sections/problem-bento.tsx";
import { ReportSection } from "#app/components/sections/report-card.tsx";
import { SolutionCards } from "#app/components/sections/solution-cards.tsx";
import { Testimonials } from "#app/components/sections/testimonials.tsx";
import { homeVisualMarkup } from "#app/components/visuals/markup.server.tsx";
import { StaticVisual } from "#app/components/visuals/static-visual.tsx";
import { site } from "#app/content/site.ts";
import { homeVisual } from "#app/content/visuals/home.ts";
import { buildMeta } from "#app/lib/meta.ts";
import { absoluteUrl } from "#app/lib/site-url.ts";

import type { Route } from "./+types/home";

/** Runs when the build prerenders the page: the product picture arrives as finished markup. */
export const loader = () => ({ visual: homeVisualMarkup(homeVisual) });

export const meta = () => [
  ...buildMeta({ ...home.seo, path: "/" }),
  {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.name,
      legalName: site.legalName,
      url: absoluteUrl("/"),
      logo: absoluteUrl("/icon-512.png"),
      email: site.email,
      foundingDate: String(site.foundedYear),
      address: site.offices.map((office) => ({
        "@type": "PostalAddress",
        streetAddress: office.lines[0],
        addressLocality: office.city,
        addressCountry: "IN",
      })),
      sameAs: site.socials.map((social) => social.href),
    },
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero visual={<StaticVisual markup={loaderData.visual} />} />
      <ProblemBento />
      <SolutionCards />
      <FraudSignals />
      <DemoBanner />
      <Testimonials />
      <ReportSection />
    </>
  );
}

import { home } from "#src/content/home.ts";
import { site } from "#src/content/site.ts";
import { homeVisual } from "#src/content/visuals/home.ts";
import { DemoRequestModal } from "#src/components/forms/demo-request-modal.tsx";
import { Island } from "#src/components/layout/island.tsx";
import { StaticPart } from "#src/components/layout/static-part.tsx";
import { DemoBanner } from "#src/components/sections/demo-banner.tsx";
import { FraudSignals } from "#src/components/sections/fraud-signals.tsx";
import { HomeHero } from "#src/components/sections/home-hero.tsx";
import { ProblemBento } from "#src/components/sections/problem-bento.tsx";
import { ReportSection } from "#src/components/sections/report-card.tsx";
import { SolutionCards } from "#src/components/sections/solution-cards.tsx";
import { Testimonials } from "#src/components/sections/testimonials.tsx";
import { ProductPicture } from "#src/components/visuals/product-picture.tsx";
import { whenNear, whenOpened } from "#src/lib/island-triggers.ts";
import { buildMeta } from "#src/lib/meta.ts";
import { pageMeta } from "#src/lib/page-meta.ts";
import { absoluteUrl } from "#src/lib/site-url.ts";
import { renderIslands, renderParts } from "#src/lib/static-parts.server.tsx";

import type { Route } from "./+types/home";

const organization = {
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
};

// The report card loads as the visitor nears it, the demo-request form when its dialog opens.
const loadReport = () => import("#src/components/sections/report-card.tsx").then((module) => <module.ReportSection />);
const loadDemoRequest = () =>
  import("#src/components/forms/demo-request-modal.tsx").then((module) => <module.DemoRequestModal />);

/**
 * Runs when the build prerenders the page: everything up to the report offer is static
 * (docs/decisions/012); the report card and the demo-request dialog are islands.
 */
export const loader = ({ request }: Route.LoaderArgs) => ({
  meta: [...buildMeta({ ...home.seo, path: "/" }), { "script:ld+json": organization }],
  parts: renderParts(request, {
    page: (
      <>
        <HomeHero visual={<ProductPicture visual={homeVisual} />} />
        <ProblemBento />
        <SolutionCards />
        <FraudSignals />
        <DemoBanner />
        <Testimonials />
      </>
    ),
  }),
  islands: renderIslands({ report: <ReportSection />, demoRequest: <DemoRequestModal /> }),
});

export const meta = pageMeta;

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaticPart html={loaderData.parts.page} />
      <Island name="report" html={loaderData.islands.report} load={loadReport} when={whenNear} />
      <Island name="demoRequest" html={loaderData.islands.demoRequest} load={loadDemoRequest} when={whenOpened} />
    </>
  );
}

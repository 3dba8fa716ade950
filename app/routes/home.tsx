import { home } from "~/content/home";
import { DemoBanner } from "~/components/sections/demo-banner";
import { FraudSignals } from "~/components/sections/fraud-signals";
import { HomeHero } from "~/components/sections/home-hero";
import { ProblemBento } from "~/components/sections/problem-bento";
import { ReportSection } from "~/components/sections/report-card";
import { SolutionCards } from "~/components/sections/solution-cards";
import { Testimonials } from "~/components/sections/testimonials";
import { site } from "~/content/site";
import { buildMeta } from "~/lib/meta";
import { absoluteUrl } from "~/lib/site-url";

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

export default function Home() {
  return (
    <>
      <HomeHero />
      <ProblemBento />
      <SolutionCards />
      <FraudSignals />
      <DemoBanner />
      <Testimonials />
      <ReportSection />
    </>
  );
}

import { figures as f, statistic } from "./figures.ts";
import { site } from "./site.ts";
import type { AboutContent } from "./types.ts";

export const about = {
  hero: {
    eyebrow: `About ${site.name}`,
    title: "Protecting Indian financial services after onboarding",
    description: `${site.name} builds AI fraud detection and continuous compliance monitoring for banks, NBFCs, fintechs, payment aggregators and digital lenders, so risk teams can see what changes in a customer relationship long after KYC is complete.`,
  },
  founded: { year: site.foundedYear, label: `Founded in ${site.foundedYear}` },
  stats: [
    statistic(f.institutionsProtected, "Institutions protected", "Banks, NBFCs, fintechs and payment aggregators"),
    statistic(f.fraudPrevented, "Fraud prevented", "In fraudulent transactions stopped across our customers"),
    statistic(f.accuracy, "Detection accuracy", "Against confirmed fraud outcomes across our customers"),
    statistic(f.countriesServed, "Countries served", "Built in India, deployed across markets"),
  ],
  mission: {
    eyebrow: "Our mission",
    title: "Compliance that does not end at KYC",
    paragraphs: [
      "Most fraud in Indian financial services no longer happens at the front door. Accounts that pass KYC and video verification are later rented out as mule accounts, taken over through SIM swaps, or used to layer proceeds through UPI and IMPS. A check performed once at onboarding cannot see any of this.",
      `${site.name} monitors every customer relationship continuously, scoring transactions, device signals and behaviour in real time and re-screening customers against sanctions and PEP lists as their profile changes. Risk teams receive prioritised alerts instead of queues of false positives, with the evidence they need to act under RBI and PMLA obligations.`,
      "Every decision our models make is explainable, with reason codes and an audit trail that internal audit, regulators and customers can follow. We design and build our platform in India, for the regulatory, payments and language realities of Indian institutions.",
    ],
  },
  image: {
    src: "/images/about/monitoring-centre.svg",
    alt: "Illustration of a fraud monitoring dashboard showing a risk-score gauge, a transaction trend line chart, alert rows coloured by severity and a dotted map of India",
    width: 960,
    height: 720,
  },
  principles: [
    {
      icon: "eye",
      title: "Explainable by design",
      description:
        "Every alert carries reason codes and the signals behind it, so analysts, auditors and regulators can understand why a decision was made.",
    },
    {
      icon: "shield-check",
      title: "Built for regulated institutions",
      description:
        "Our controls follow RBI, SEBI and PMLA expectations on data localisation, record keeping and suspicious transaction reporting.",
    },
    {
      icon: "refresh-cw",
      title: "Continuous, not periodic",
      description:
        "Customer risk is reassessed with every transaction and profile change, not only at onboarding or at the next scheduled KYC refresh.",
    },
  ],
  seo: {
    title: "About Us",
    description: `${site.name} is an Indian company building explainable AI fraud detection and post-onboarding compliance monitoring for banks, NBFCs and fintechs.`,
  },
} as const satisfies AboutContent;

import { figures as f, statistic } from "./figures.ts";
import { site } from "./site.ts";
import type { CareersContent } from "./types.ts";

export const careers = {
  hero: {
    eyebrow: `Careers at ${site.name}`,
    title: "Join Our Mission",
    description:
      "Help Indian banks, NBFCs and fintechs stop fraud that begins after onboarding. We bring together machine learning engineers, compliance specialists and product builders who care about getting the details right.",
  },
  stats: [
    statistic(f.teamSize, "Team members", "Across engineering, risk and compliance"),
    statistic(f.countriesServed, "Countries", "Where our platform is in production"),
    statistic(f.employeeRating, "Employee rating", "From our internal engagement survey"),
    statistic(f.retention, "Retention", "Of colleagues stay with us year on year"),
  ],
  perksTitle: "Why work with us",
  perks: [
    {
      icon: "heart-pulse",
      title: "Health & Wellness",
      description:
        "Comprehensive medical insurance for you, your spouse, children and parents, with annual health check-ups and confidential mental health support.",
    },
    {
      icon: "graduation-cap",
      title: "Growth & Learning",
      description:
        "An annual learning budget for courses and certifications such as CAMS and CFE, mentorship from senior practitioners and time to attend industry conferences.",
    },
    {
      icon: "sun",
      title: "Work-Life Balance",
      description:
        "Flexible working hours, hybrid working from our Noida office and generous paid leave, including time off for festivals and family commitments.",
    },
    {
      icon: "globe",
      title: "Global Impact",
      description: `Your work protects millions of account holders and UPI users every day, and helps institutions in ${f.countriesServed.value} countries meet their compliance obligations.`,
    },
  ],
  openings: {
    title: "No Open Positions Right Now",
    description: `We are not hiring for specific roles at the moment, but we are always glad to hear from people with experience in fraud analytics, AML compliance, machine learning or platform engineering. Send us your resume and we will contact you when a suitable role opens at ${site.name}.`,
    resumeButton: "Send Your Resume",
    resumeSubject: `Resume Submission: ${site.name} Careers`,
    notifyButton: "Notify Me When Roles Open",
  },
  culture: {
    title: "Our Culture",
    description:
      "We work on problems where a wrong answer affects real customers and real money. That shapes how we build, review and communicate, within the team and with the institutions we serve.",
    values: [
      {
        icon: "target",
        title: "Precision over speed",
        description:
          "We measure our work against confirmed fraud outcomes and false-positive rates, and we ship when the evidence supports it.",
      },
      {
        icon: "scale",
        title: "Integrity in every decision",
        description:
          "We handle customer data as our clients' regulators would expect, and we say plainly what our models can and cannot do.",
      },
      {
        icon: "users",
        title: "Learning together",
        description:
          "Engineers sit with compliance analysts, and analysts review model behaviour, so everyone understands the problem end to end.",
      },
      {
        icon: "handshake",
        title: "Ownership with support",
        description:
          "Each of us owns outcomes, not tasks, and can ask for help from anyone in the company without hesitation.",
      },
    ],
  },
  seo: {
    title: "Careers",
    description: `Join ${site.name} and build AI fraud detection and compliance monitoring for Indian banks, NBFCs and fintechs. See our culture, benefits and roles.`,
  },
} as const satisfies CareersContent;

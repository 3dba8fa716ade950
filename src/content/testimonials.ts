import type { Testimonial } from "./types.ts";

// Fictional people and institutions, for illustration. The first is shown large.
export const testimonials = [
  {
    quote:
      "Within three months of going live, manual review of flagged transactions fell by 85%, and our analysts now spend their time on cases that matter. Scores come back in under a second, so we can hold a suspicious UPI or IMPS transfer before the money leaves the account.",
    name: "Ananya Deshpande",
    title: "Chief Risk Officer",
    company: "Kaveri Valley Bank",
    monogram: { initials: "AD", tone: "purple" },
  },
  {
    quote:
      "Our collections and loan accounts were being used as mule accounts months after onboarding, and periodic KYC refresh never caught it. Continuous monitoring now flags these changes as they happen, and we have cut our fraud operations cost by close to 70%.",
    name: "Rohit Malhotra",
    title: "Head of Fraud Risk",
    company: "Aravalli Capital Finance",
    monogram: { initials: "RM", tone: "orange" },
  },
  {
    quote:
      "What convinced our compliance committee was explainability. Every alert comes with reason codes our investigators can put directly into an STR, and detection accuracy has held at 99.8% against confirmed fraud cases.",
    name: "Kavitha Raghunathan",
    title: "Chief Compliance Officer",
    company: "Ledgerleaf Fintech",
    monogram: { initials: "KR", tone: "pink" },
  },
  {
    quote:
      "We screen every merchant settlement in under a second without adding latency to checkout. Merchant risk reviews that took a team of six a full week now need 85% less manual effort, and suspicious merchants are flagged before funds are settled.",
    name: "Farhan Qureshi",
    title: "VP, Merchant Risk",
    company: "Tarini Payments",
    monogram: { initials: "FQ", tone: "ink" },
  },
  {
    quote:
      "Synthetic identities and loan stacking were our biggest losses in app-based lending. Behavioural and device signals now catch them during the first weeks of the loan, and our cost of fraud review is down by nearly 70%.",
    name: "Sandeep Bhatia",
    title: "Chief Credit Officer",
    company: "RupeeRise Lending",
    monogram: { initials: "SB", tone: "purple" },
  },
  {
    quote:
      "As a co-operative bank we do not have a large fraud team, so accuracy matters more than volume. With 99.8% detection accuracy and 85% fewer cases sent for manual review, our small team keeps pace with RBI expectations on transaction monitoring.",
    name: "Neha Kulkarni",
    title: "General Manager, Risk and Compliance",
    company: "Vindhyachal Mercantile Co-operative Bank",
    monogram: { initials: "NK", tone: "pink" },
  },
  {
    quote:
      "Ongoing sanctions and PEP re-screening used to be a quarterly batch exercise. It now runs continuously, with decisions returned in under a second, and our audit team can trace every alert from signal to closure.",
    name: "Arjun Menon",
    title: "Head of AML Compliance",
    company: "Dhruva Assure Finance",
    monogram: { initials: "AM", tone: "orange" },
  },
] as const satisfies readonly Testimonial[];

import type { Testimonial } from "./types.ts";

// Fictional people and institutions, for illustration.
export const testimonials = [
  {
    quote:
      "Within three months of going live, manual review of flagged transactions fell by 85%, and our analysts now spend their time on cases that matter. Scores come back in under a second, so we can hold a suspicious UPI or IMPS transfer before the money leaves the account.",
    name: "Ananya Deshpande",
    title: "Chief Risk Officer",
    company: "Kaveri Valley Bank",
    image: "/images/testimonials/ananya-deshpande.svg",
    background: "indigo",
    text: "light",
  },
  {
    quote:
      "Our collections and loan accounts were being used as mule accounts months after onboarding, and periodic KYC refresh never caught it. Continuous monitoring now flags these changes as they happen, and we have cut our fraud operations cost by close to 70%.",
    name: "Rohit Malhotra",
    title: "Head of Fraud Risk",
    company: "Aravalli Capital Finance",
    image: "/images/testimonials/rohit-malhotra.svg",
    background: "amber",
    text: "dark",
  },
  {
    quote:
      "What convinced our compliance committee was explainability. Every alert comes with reason codes our investigators can put directly into an STR, and detection accuracy has held at 99.8% against confirmed fraud cases.",
    name: "Kavitha Raghunathan",
    title: "Chief Compliance Officer",
    company: "Ledgerleaf Fintech",
    image: "/images/testimonials/kavitha-raghunathan.svg",
    background: "violet",
    text: "light",
  },
  {
    quote:
      "We screen every merchant settlement in under a second without adding latency to checkout. Merchant risk reviews that took a team of six a full week now need 85% less manual effort, and suspicious merchants are flagged before funds are settled.",
    name: "Farhan Qureshi",
    title: "VP, Merchant Risk",
    company: "Tarini Payments",
    image: "/images/testimonials/farhan-qureshi.svg",
    background: "emerald",
    text: "dark",
  },
  {
    quote:
      "Synthetic identities and loan stacking were our biggest losses in app-based lending. Behavioural and device signals now catch them during the first weeks of the loan, and our cost of fraud review is down by nearly 70%.",
    name: "Sandeep Bhatia",
    title: "Chief Credit Officer",
    company: "RupeeRise Lending",
    image: "/images/testimonials/sandeep-bhatia.svg",
    background: "rose",
    text: "light",
  },
  {
    quote:
      "As a co-operative bank we do not have a large fraud team, so accuracy matters more than volume. With 99.8% detection accuracy and 85% fewer cases sent for manual review, our small team keeps pace with RBI expectations on transaction monitoring.",
    name: "Neha Kulkarni",
    title: "General Manager, Risk and Compliance",
    company: "Vindhyachal Mercantile Co-operative Bank",
    image: "/images/testimonials/neha-kulkarni.svg",
    background: "sky",
    text: "dark",
  },
  {
    quote:
      "Ongoing sanctions and PEP re-screening used to be a quarterly batch exercise. It now runs continuously, with decisions returned in under a second, and our audit team can trace every alert from signal to closure.",
    name: "Arjun Menon",
    title: "Head of AML Compliance",
    company: "Dhruva Assure Finance",
    image: "/images/testimonials/arjun-menon.svg",
    background: "slate",
    text: "light",
  },
] as const satisfies readonly Testimonial[];

/** Header and mobile menu (SPEC "Header"). Paths are checked against the route table by a unit test. */
export const mainNav = [
  { label: "Home", path: "/" },
  { label: "About", path: "/about" },
  { label: "Solutions", path: "/solutions" },
  { label: "Industries", path: "/industries" },
  { label: "Contact", path: "/contact" },
] as const;

export const hiringBadge = { label: "We're Hiring", path: "/careers" } as const;

/** The header's call to action: the home page's book-a-demo banner (anchor "contact"). */
export const headerCta = { label: "Book a Demo", path: "/#contact" } as const;

/** Quick links into the home page's anchors, shown in the footer. */
export const homeAnchors = [
  { label: "Features", path: "/#features" },
  { label: "Book a Demo", path: "/#contact" },
  { label: "Testimonials", path: "/#testimonials" },
  { label: "Free Report", path: "/#report" },
] as const;

export const companyLinks = [
  { label: "About", path: "/about" },
  { label: "Careers", path: "/careers" },
  { label: "Contact", path: "/contact" },
  { label: "ROI Calculator", path: "/roi-calculator" },
  { label: "Privacy Policy", path: "/privacy-policy" },
  { label: "Terms of Service", path: "/terms-of-service" },
] as const;

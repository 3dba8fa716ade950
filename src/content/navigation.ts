/**
 * Header and mobile menu (SPEC "Header"). Paths are checked against the route table by a unit
 * test. Solutions and Industries also open a menu of their five pages (the catalogue), through
 * a button of their own named `menuLabel`, so that the links themselves still lead to the
 * overview pages.
 */
export const mainNav = [
  { label: "Home", path: "/" },
  { label: "About", path: "/about" },
  { label: "Solutions", path: "/solutions", menu: "solutions", menuLabel: "Solutions pages" },
  { label: "Industries", path: "/industries", menu: "industries", menuLabel: "Industries pages" },
  { label: "Contact", path: "/contact" },
] as const;

/** Names of the header's landmarks and of the controls that show an icon only. */
export const navLabels = {
  skipLink: "Skip to content",
  desktop: "Main",
  mobile: "Mobile",
  menuButton: "Menu",
} as const;

export const hiringBadge = { label: "We're Hiring", path: "/careers" } as const;

/** The header's call to action: the home page's book-a-demo banner (anchor "contact"). */
export const headerCta = { label: "Book a demo", path: "/#contact" } as const;

/** Quick links into the home page's anchors, shown in the footer. */
export const homeAnchors = [
  { label: "Features", path: "/#features" },
  { label: "Book a demo", path: "/#contact" },
  { label: "Testimonials", path: "/#testimonials" },
  { label: "Free report", path: "/#report" },
] as const;

export const companyLinks = [
  { label: "About", path: "/about" },
  { label: "Careers", path: "/careers" },
  { label: "Contact", path: "/contact" },
  { label: "ROI calculator", path: "/roi-calculator" },
  { label: "Privacy Policy", path: "/privacy-policy" },
  { label: "Terms of Service", path: "/terms-of-service" },
] as const;

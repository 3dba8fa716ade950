import { site } from "./site.ts";

/** The not-found page (SPEC "Not-found"): its heading and buttons are the spec's own words. */
export const notFound = {
  seo: {
    title: "Page not found",
    description: `The page you asked for does not exist. Go back or return to the ${site.name} home page.`,
  },
  eyebrow: "Error 404",
  title: "We couldn't locate the page you requested",
  description: "The link may be out of date, or the address may have a typo.",
  home: "Go Home",
  back: "Go back",
} as const;

import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// One line per route. The ten detail pages are two parameterised routes, prerendered for
// each slug of the catalogue (app/pages.ts); any other slug is the not-found page.
export default [
  layout("components/layout/site-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("solutions", "routes/solutions.tsx"),
    route("solutions/:slug", "routes/solution.tsx"),
    route("industries", "routes/industries.tsx"),
    route("industries/:slug", "routes/industry.tsx"),
    route("contact", "routes/contact.tsx"),
    route("terms-of-service", "routes/terms.tsx"),
    route("privacy-policy", "routes/privacy.tsx"),
    route("careers", "routes/careers.tsx"),
    route("roi-calculator", "routes/roi-calculator.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;

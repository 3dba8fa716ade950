import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

import { industryCatalogue, solutionCatalogue } from "./content/catalogue";

// The spec's route table has no parameters: each detail page is its own route, all five
// served by one module, so an unknown slug falls through to the not-found page.
export default [
  layout("components/layout/site-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("solutions", "routes/solutions.tsx"),
    ...solutionCatalogue.map(({ slug }) =>
      route(`solutions/${slug}`, "routes/solution.tsx", { id: `solution-${slug}` }),
    ),
    route("industries", "routes/industries.tsx"),
    ...industryCatalogue.map(({ slug }) =>
      route(`industries/${slug}`, "routes/industry.tsx", { id: `industry-${slug}` }),
    ),
    route("contact", "routes/contact.tsx"),
    route("terms-of-service", "routes/terms.tsx"),
    route("privacy-policy", "routes/privacy.tsx"),
    route("careers", "routes/careers.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;

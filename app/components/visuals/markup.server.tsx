import { renderToStaticMarkup } from "react-dom/server";

import type { HomeVisualContent, ProductVisualContent } from "#app/content/visuals/types.ts";

import { HomeVisual } from "./home-visual.tsx";
import { ProductVisual } from "./product-visual.tsx";

// The product pictures are drawn once, when the build prerenders the page (route loaders),
// so their components and data stay out of the pages' JavaScript and hydration.

// Their own prefix for useId, so an id inside a picture (the logo's gradient) cannot repeat one
// that React gives the page around it.
const options = { identifierPrefix: "visual-" };

export const productVisualMarkup = (visual: ProductVisualContent) =>
  renderToStaticMarkup(<ProductVisual visual={visual} />, options);

export const homeVisualMarkup = (visual: HomeVisualContent) =>
  renderToStaticMarkup(<HomeVisual visual={visual} />, options);

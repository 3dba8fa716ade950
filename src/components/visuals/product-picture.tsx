import type { HomeVisualContent, ProductVisualContent } from "#src/content/visuals/schema.ts";
import { cn } from "#src/lib/cn.ts";

import { HomeVisual } from "./home-visual.tsx";
import { ProductVisual } from "./product-visual.tsx";

/**
 * A hero's picture of the product, drawn at build time (docs/decisions/017): no JavaScript is
 * shipped or run for it. Decorative, so hidden from assistive technology; the page's text says
 * what it shows.
 */
export function ProductPicture({
  visual,
  className,
}: {
  visual: ProductVisualContent | HomeVisualContent;
  className?: string;
}) {
  return (
    <div aria-hidden="true" data-product-visual="" className={cn("relative", className)}>
      {"blocks" in visual ? <ProductVisual visual={visual} /> : <HomeVisual visual={visual} />}
    </div>
  );
}

import { cn } from "#app/lib/cn.ts";

/**
 * A product picture whose markup the build rendered (./markup.server.tsx, from a route loader).
 * React sets it once and leaves it alone when it hydrates, as with the inline stylesheet in
 * root.tsx: a picture needs no JavaScript, so none is shipped or run for it. Decorative, so
 * hidden from assistive technology; the page's text says what it shows.
 */
export function StaticVisual({ markup, className }: { markup: string; className?: string }) {
  return (
    <div
      aria-hidden="true"
      data-product-visual=""
      className={cn("relative", className)}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

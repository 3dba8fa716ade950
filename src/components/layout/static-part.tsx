/**
 * A static part of a page: markup the build rendered once, when it prerendered the page
 * (the route's loader, app/lib/static-parts.server.tsx), shown as it is (docs/decisions/012).
 * Its components and copy never reach the browser's JavaScript and React never hydrates it.
 * The build empties the markup from the router's data in the page (scripts/static-parts.ts),
 * and an empty dangerouslySetInnerHTML is one React neither compares nor replaces when it
 * hydrates, so the prerendered DOM stays. A move to the page in the browser fetches its data,
 * markup included, and sets it. Its links work through app/lib/use-static-links.ts.
 */
export function StaticPart({
  html,
  ...props
}: { html: string } & Omit<React.ComponentProps<"div">, "children" | "className" | "dangerouslySetInnerHTML">) {
  return (
    <div
      {...props}
      data-static-part=""
      className="contents"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

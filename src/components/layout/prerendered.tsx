/**
 * Markup that only the prerendered HTML carries, for what never changes once drawn: icons the
 * header shows whatever the state, and the footer. On the client the element's content is an
 * empty dangerouslySetInnerHTML, which hydration neither compares nor replaces (as with the
 * inline stylesheet in root.tsx), so what the server drew stays: the layout is prerendered on
 * every page and never created anew in the browser. Give it children on the server only
 * (`{import.meta.env.SSR && ...}`): the client build then drops them and all they import.
 * Its links work through app/lib/use-static-links.ts.
 */
export function Prerendered({
  as: Tag = "span",
  className,
  children,
}: {
  as?: "span" | "div";
  className: string;
  children: React.ReactNode;
}) {
  if (children) {
    return (
      <Tag data-prerendered="" className={className}>
        {children}
      </Tag>
    );
  }
  return (
    <Tag data-prerendered="" className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
  );
}

/**
 * Markup that only the prerendered HTML carries, for what never changes once drawn (icons
 * the header shows whatever the state). On the client the element's content is an empty
 * dangerouslySetInnerHTML, which hydration neither compares nor replaces (as with the inline
 * stylesheet in root.tsx), so what the server drew stays: the header is prerendered on every
 * page and never created anew in the browser. Give it children on the server only
 * (`{import.meta.env.SSR && ...}`): the client build then drops them and all they import.
 */
export function Prerendered({ className, children }: { className: string; children: React.ReactNode }) {
  if (children) return <span className={className}>{children}</span>;
  return <span className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
}

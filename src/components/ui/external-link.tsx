/** A link to another site: always a new tab, never handing it our window. */
export function ExternalLink(props: Omit<React.ComponentProps<"a">, "target" | "rel">) {
  return <a target="_blank" rel="noopener noreferrer" {...props} />;
}

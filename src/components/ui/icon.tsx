import type { LucideIcon } from "lucide-react";

/** A decorative icon: the text beside it carries the meaning. */
export function Icon({ icon: Component, ...props }: React.ComponentProps<LucideIcon> & { icon: LucideIcon }) {
  return <Component aria-hidden="true" {...props} />;
}

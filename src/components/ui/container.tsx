import { cn } from "#src/lib/cn.ts";

/** The page's content width and side padding. On its own, so an island that needs it brings no section heading. */
export function Container({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("mx-auto max-w-7xl px-4 sm:px-6 lg:px-8", className)} {...props} />;
}

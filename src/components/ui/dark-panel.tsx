import { cn } from "#src/lib/cn.ts";

const sizes = {
  /** A banner across the content column. */
  section: {
    box: "rounded-[2rem] px-6 py-12 sm:px-12 sm:py-16",
    glow: ["-top-24 -right-24 size-96", "-bottom-24 -left-24 size-96"],
  },
  /** A card among other cards. */
  card: { box: "rounded-3xl p-7", glow: ["-top-16 -right-16 size-56", "-bottom-20 -left-10 size-56"] },
} as const;

/** The dark panel with a pink and a purple glow: banners, the report offer, the help and metrics cards. */
export function DarkPanel({
  as: Tag = "div",
  size = "section",
  className,
  children,
  ...props
}: React.HTMLAttributes<HTMLElement> & { as?: "div" | "li"; size?: keyof typeof sizes }) {
  const [pink, purple] = sizes[size].glow;
  return (
    <Tag
      className={cn("relative isolate overflow-hidden bg-ink-900 text-slate-300", sizes[size].box, className)}
      {...props}
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className={cn("absolute rounded-full bg-brand-pink/30 blur-3xl", pink)} />
        <div className={cn("absolute rounded-full bg-brand-purple/30 blur-3xl", purple)} />
      </div>
      {children}
    </Tag>
  );
}

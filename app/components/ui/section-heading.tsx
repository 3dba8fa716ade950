import { cn } from "#app/lib/cn.ts";

/** Eyebrow, heading and lead paragraph that open a section. */
export function SectionHeading({
  eyebrow,
  title,
  description,
  align = "center",
  tone = "light",
  id,
  className,
}: {
  eyebrow?: string;
  title: string;
  description?: string;
  align?: "center" | "left";
  tone?: "light" | "dark";
  id?: string;
  className?: string;
}) {
  const dark = tone === "dark";
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && (
        <p className={cn("text-sm font-semibold tracking-wide uppercase", dark ? "text-pink-300" : "text-pink-700")}>
          {eyebrow}
        </p>
      )}
      <h2 id={id} className={cn("mt-3 text-h2 font-bold text-balance", dark ? "text-white" : "text-ink-900")}>
        {title}
      </h2>
      {description && (
        <p className={cn("mt-4 text-lg leading-relaxed", dark ? "text-slate-300" : "text-slate-600")}>{description}</p>
      )}
    </div>
  );
}

export function Container({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("mx-auto max-w-7xl px-4 sm:px-6 lg:px-8", className)} {...props} />;
}

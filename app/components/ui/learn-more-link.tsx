import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

import { cn } from "#app/lib/cn.ts";

/** "Learn More" whose accessible name also says what it is about. */
export function LearnMoreLink({
  to,
  label,
  about,
  className,
}: {
  to: string;
  label: string;
  about: string;
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={cn(
        "group inline-flex items-center gap-1.5 self-start rounded-full font-semibold text-brand-purple hover:text-ink-900",
        className,
      )}
    >
      {label}
      <span className="sr-only"> about {about}</span>
      <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
    </Link>
  );
}

import { useId } from "react";

import { site } from "#src/content/site.ts";
import { cn } from "#src/lib/cn.ts";

/** The product mark: a shield with a pulse line, in the brand gradient. */
export function LogoMark({ className, ...props }: React.ComponentProps<"svg">) {
  const gradient = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8", className)} {...props}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#7c3aed" />
          <stop offset="0.55" stopColor="#db2777" />
          <stop offset="1" stopColor="#f97316" />
        </linearGradient>
      </defs>
      <path
        d="M16 2.5 4.5 7v8.2c0 7.2 4.9 12.4 11.5 14.3 6.6-1.9 11.5-7.1 11.5-14.3V7L16 2.5Z"
        fill={`url(#${gradient})`}
      />
      <path
        d="M8.5 16.5h4l2-4.5 3 9 2-4.5h4"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo({ className, tone = "light" }: { className?: string; tone?: "light" | "dark" }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <LogoMark />
      <span className={cn("text-lg font-bold tracking-tight", tone === "light" ? "text-white" : "text-ink-900")}>
        {site.name}
      </span>
    </span>
  );
}

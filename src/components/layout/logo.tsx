import { useId } from "react";

import { brand } from "#shared/brand.ts";
import { cn } from "#src/lib/cn.ts";
import { logoMark } from "#src/lib/logo-mark.ts";

/** The product mark (lib/logo-mark.ts), its gradient named per use so two marks on a page stay apart. */
export function LogoMark({ className, ...props }: React.ComponentProps<"svg">) {
  const gradient = useId();
  return (
    <svg viewBox={logoMark.viewBox} aria-hidden="true" className={cn("size-8", className)} {...props}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          {logoMark.stops.map(({ offset, color }) => (
            <stop key={offset} offset={offset} stopColor={color} />
          ))}
        </linearGradient>
      </defs>
      <path d={logoMark.shield} fill={`url(#${gradient})`} />
      <path
        d={logoMark.pulse}
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
        {brand.name}
      </span>
    </span>
  );
}

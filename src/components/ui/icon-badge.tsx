import type { LucideIcon } from "lucide-react";

import type { IconName } from "#src/content/types.ts";
import { cn } from "#src/lib/cn.ts";

import { Icon } from "./icon.tsx";

const tones = {
  brand: "bg-brand-gradient text-white shadow-lg shadow-brand-pink/25",
  soft: "bg-pink-50 text-brand-pink",
  glass: "bg-white/10 text-pink-200",
  success: "bg-emerald-50 text-emerald-600",
  /** Colours come from the caller's className. */
  plain: "",
} as const;

const sizes = {
  sm: { box: "size-10", radius: "rounded-xl", icon: "size-5" },
  md: { box: "size-12", radius: "rounded-2xl", icon: "size-6" },
  lg: { box: "size-14", radius: "rounded-2xl", icon: "size-7" },
} as const;

/** An icon on a coloured square (or circle): the mark that leads cards, list items and panels. */
export function IconBadge({
  icon: glyph,
  tone = "soft",
  size = "sm",
  round = false,
  className,
}: {
  icon: IconName | LucideIcon;
  tone?: keyof typeof tones;
  size?: keyof typeof sizes;
  round?: boolean;
  className?: string;
}) {
  const { box, radius, icon } = sizes[size];
  return (
    <span
      className={cn(
        "flex shrink-0 items-center justify-center",
        box,
        round ? "rounded-full" : radius,
        tones[tone],
        className,
      )}
    >
      <Icon icon={glyph} className={icon} />
    </span>
  );
}

import type { IconItem } from "#src/content/types.ts";
import { cn } from "#src/lib/cn.ts";

import { IconBadge } from "./icon-badge.tsx";

/** Items with an icon badge, a title and a line of description, on a light or a dark ground. */
export function IconList({
  items,
  tone = "light",
  className,
}: {
  items: readonly IconItem[];
  tone?: "light" | "dark";
  className?: string;
}) {
  const dark = tone === "dark";
  return (
    <ul className={cn("space-y-5", className)}>
      {items.map((item) => (
        <li key={item.title} className="flex gap-4">
          <IconBadge icon={item.icon} tone={dark ? "glass" : "soft"} />
          <span>
            <span className={cn("block font-semibold", dark ? "text-white" : "text-ink-900")}>{item.title}</span>
            <span className={cn("block text-sm", dark ? "text-slate-400" : "text-slate-600")}>{item.description}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

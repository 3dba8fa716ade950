import type { LucideIcon } from "lucide-react";

import { Icon } from "#app/components/ui/icon.tsx";

import type { MenuName } from "./menu-pages.ts";
import { Prerendered } from "./prerendered.tsx";

const bySlug = (entries: readonly { slug: string; icon: LucideIcon }[]) =>
  Object.fromEntries(entries.map(({ slug, icon }) => [slug, icon]));

// Only the prerender reads these, and the client build folds this to undefined: neither the
// icons (with the pages' copy they sit in) nor the menu lines reach the layout's JavaScript.
const details = import.meta.env.SSR
  ? {
      icons: {
        solutions: bySlug((await import("#app/content/solutions.ts")).solutions),
        industries: bySlug((await import("#app/content/industries.ts")).industries),
      },
      lines: await import("#app/content/catalogue.ts").then(({ solutionLines, industryLines }) => ({
        solutions: solutionLines as Record<string, string>,
        industries: industryLines as Record<string, string>,
      })),
    }
  : undefined;

/** A menu entry's icon (the one on its cards and page), or the line under its name. */
export function MenuDetail({
  menu,
  slug,
  show,
  className,
}: {
  menu: MenuName;
  slug: string;
  show: "icon" | "line";
  className: string;
}) {
  const icon = details?.icons[menu][slug];
  return (
    <Prerendered className={className}>
      {show === "line" ? details?.lines[menu][slug] : icon && <Icon icon={icon} className="size-full" />}
    </Prerendered>
  );
}

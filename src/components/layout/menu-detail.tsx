import { industryLines, solutionLines } from "#src/content/catalogue.ts";
import { industries } from "#src/content/industries.ts";
import { solutions } from "#src/content/solutions.ts";
import type { IconName } from "#src/content/types.ts";
import { Icon } from "#src/components/ui/icon.tsx";

import type { MenuName } from "./menu-pages.ts";

const bySlug = (entries: readonly { slug: string; icon: IconName }[]) =>
  Object.fromEntries(entries.map(({ slug, icon }) => [slug, icon]));

// The header is drawn at build time and never hydrates (./site-header.tsx): neither the icons,
// with the pages' copy they sit in, nor the menu lines reach the page's JavaScript.
const details = {
  icons: { solutions: bySlug(solutions), industries: bySlug(industries) },
  lines: { solutions: solutionLines as Record<string, string>, industries: industryLines as Record<string, string> },
};

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
  const icon = details.icons[menu][slug];
  return (
    <span className={className}>
      {show === "line" ? details.lines[menu][slug] : icon && <Icon icon={icon} className="size-full" />}
    </span>
  );
}

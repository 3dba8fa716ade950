import { MessageSquare } from "lucide-react";

import type { DetailPages } from "#src/content/detail-pages.ts";
import type { Hero, IconName } from "#src/content/types.ts";
import { buttonClasses } from "#src/components/ui/button.ts";
import { ScheduleDemoLink } from "#src/components/ui/external-cta.tsx";

import { PageHero } from "./page-hero.tsx";

/** The hero of a solution or industry page: its copy, Book Your Demo, a way to talk to us and a picture of the product. */
export function DetailHero({
  hero,
  icon,
  buttons,
  visual,
}: {
  hero: Hero;
  icon: IconName;
  buttons: DetailPages["buttons"];
  visual?: React.ReactNode;
}) {
  return (
    <PageHero
      visual={visual}
      eyebrow={hero.eyebrow}
      eyebrowIcon={icon}
      title={hero.title}
      description={hero.description}
    >
      <div className="mt-9 flex flex-col gap-3 sm:flex-row">
        <ScheduleDemoLink label={buttons.demo} />
        <a href={buttons.contact.path} className={buttonClasses({ variant: "ghost", size: "lg" })}>
          <MessageSquare className="size-5" aria-hidden="true" />
          {buttons.contact.label}
        </a>
      </div>
    </PageHero>
  );
}

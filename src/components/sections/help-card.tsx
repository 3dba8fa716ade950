import { ArrowRight, Sparkles } from "lucide-react";

import type { HelpCard as HelpCardContent } from "#src/content/overviews.ts";
import { TrailingIcon } from "#src/components/ui/arrow-link.tsx";
import { buttonClasses } from "#src/components/ui/button.ts";
import { DarkPanel } from "#src/components/ui/dark-panel.tsx";
import { IconBadge } from "#src/components/ui/icon-badge.tsx";
import { cn } from "#src/lib/cn.ts";

/** The dark card that closes an overview grid and sends undecided visitors to /contact. */
export function HelpCard({ help, className }: { help: HelpCardContent; className?: string }) {
  return (
    <DarkPanel as="li" size="card" className={cn("flex flex-col", className)}>
      <IconBadge icon={Sparkles} tone="glass" size="md" />
      <h3 className="mt-6 text-xl font-bold text-white">{help.title}</h3>
      <p className="mt-3 flex-1 leading-relaxed">{help.description}</p>
      <a href={help.action.path} className={buttonClasses({ variant: "light", className: "mt-8 self-start" })}>
        <TrailingIcon text={help.action.label} icon={ArrowRight} />
      </a>
    </DarkPanel>
  );
}

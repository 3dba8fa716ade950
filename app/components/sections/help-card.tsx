import { ArrowRight, Sparkles } from "lucide-react";
import { Link } from "react-router";

import type { HelpCard as HelpCardContent } from "#app/content/overviews.ts";
import { TrailingIcon } from "#app/components/ui/arrow-link.tsx";
import { buttonClasses } from "#app/components/ui/button.ts";
import { Icon } from "#app/components/ui/icon.tsx";

/** The dark card that closes an overview grid and sends undecided visitors to /contact. */
export function HelpCard({ help }: { help: HelpCardContent }) {
  return (
    <li className="relative isolate flex flex-col overflow-hidden rounded-3xl bg-ink-900 p-7 text-slate-300">
      <div
        aria-hidden="true"
        className="absolute -top-16 -right-16 -z-10 size-56 rounded-full bg-brand-pink/30 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-20 -left-10 -z-10 size-56 rounded-full bg-brand-purple/30 blur-3xl"
      />
      <span className="flex size-12 items-center justify-center rounded-2xl bg-white/10 text-pink-200">
        <Icon icon={Sparkles} className="size-6" />
      </span>
      <h3 className="mt-6 text-xl font-bold text-white">{help.title}</h3>
      <p className="mt-3 flex-1 leading-relaxed">{help.description}</p>
      <Link to={help.action.path} className={buttonClasses({ variant: "light", className: "mt-8 self-start" })}>
        <TrailingIcon text={help.action.label} icon={ArrowRight} />
      </Link>
    </li>
  );
}

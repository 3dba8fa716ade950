import { CalendarCheck } from "lucide-react";
import { about } from "~/content/about";
import { Mission } from "~/components/sections/mission";
import { PageHero } from "~/components/sections/page-hero";
import { StatsBand } from "~/components/sections/stats-band";
import { Icon } from "~/components/ui/icon";
import { buildMeta } from "~/lib/meta";

export const meta = () => buildMeta({ ...about.seo, path: "/about" });

export default function About() {
  return (
    <>
      <PageHero
        eyebrow={about.hero.eyebrow}
        title={about.hero.title}
        description={about.hero.description}
        className="pb-28! sm:pb-36!"
      >
        <p className="mt-8 inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm font-medium text-slate-200">
          <Icon icon={CalendarCheck} className="size-4 text-pink-300" />
          {about.founded.label}
        </p>
      </PageHero>
      <StatsBand stats={about.stats} />
      <Mission />
    </>
  );
}

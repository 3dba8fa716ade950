import { Building2, type LucideIcon, Mail, MapPin } from "lucide-react";

import type { ContactCopy } from "#src/content/pages/contact.ts";
import { mailto, type officeKinds } from "#src/content/site.ts";
import { siteInUse } from "#src/content/values.ts";
import { AddressLines } from "#src/components/ui/address-lines.tsx";
import { cardClasses } from "#src/components/ui/card.ts";
import { IconBadge } from "#src/components/ui/icon-badge.tsx";

type OfficeKind = (typeof officeKinds)[number];

function InfoCard({ icon, title, children }: { icon: LucideIcon; title: string; children: React.ReactNode }) {
  return (
    <li className={cardClasses({ className: "flex gap-4" })}>
      <IconBadge icon={icon} />
      <div className="min-w-0">
        <h2 className="font-bold text-ink-900">{title}</h2>
        <div className="mt-1.5 text-sm leading-relaxed text-slate-600">{children}</div>
      </div>
    </li>
  );
}

function OfficeCard({ kind, icon, title }: { kind: OfficeKind; icon: LucideIcon; title: string }) {
  const office = siteInUse().offices.find((entry) => entry.kind === kind);
  if (!office) return null;
  return (
    <InfoCard icon={icon} title={title}>
      <address className="not-italic">
        <AddressLines lines={office.lines} />
      </address>
    </InfoCard>
  );
}

/** The contact page's three cards: e-mail, corporate office, registered office. */
export function ContactInfo({ info }: { info: ContactCopy["info"] }) {
  const site = siteInUse();
  return (
    <ul className="grid gap-5">
      <InfoCard icon={Mail} title={info.write.title}>
        <a href={mailto(site)} className="font-semibold break-words text-brand-purple hover:underline">
          {site.email}
        </a>
        <p className="mt-1">{info.write.note}</p>
      </InfoCard>
      <OfficeCard kind="Corporate Office" icon={Building2} title={info.corporate} />
      <OfficeCard kind="Registered Office" icon={MapPin} title={info.registered} />
    </ul>
  );
}

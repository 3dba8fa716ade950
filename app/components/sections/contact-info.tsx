import { Building2, Mail, MapPin } from "lucide-react";

import { contact } from "#app/content/contact.ts";
import { mailto, site } from "#app/content/site.ts";

type OfficeKind = (typeof site.offices)[number]["kind"];

const officeAt = (kind: OfficeKind) => site.offices.find((office) => office.kind === kind);

function InfoCard({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-pink-50 text-brand-pink">
        {icon}
      </span>
      <div className="min-w-0">
        <h2 className="font-bold text-ink-900">{title}</h2>
        <div className="mt-1.5 text-sm leading-relaxed text-slate-600">{children}</div>
      </div>
    </li>
  );
}

/** The contact page's three cards: e-mail, corporate office, registered office. */
export function ContactInfo() {
  const { info } = contact;
  const corporate = officeAt("Corporate Office");
  const registered = officeAt("Registered Office");
  return (
    <ul className="grid gap-5">
      <InfoCard icon={<Mail className="size-5" aria-hidden="true" />} title={info.write.title}>
        <a href={mailto()} className="font-semibold break-words text-brand-purple hover:underline">
          {site.email}
        </a>
        <p className="mt-1">{info.write.note}</p>
      </InfoCard>
      {corporate && (
        <InfoCard icon={<Building2 className="size-5" aria-hidden="true" />} title={info.corporate.title}>
          <address className="not-italic">
            {corporate.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </InfoCard>
      )}
      {registered && (
        <InfoCard icon={<MapPin className="size-5" aria-hidden="true" />} title={info.registered.title}>
          <address className="not-italic">
            {registered.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </InfoCard>
      )}
    </ul>
  );
}

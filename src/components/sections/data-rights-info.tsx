import type { DataRightsCopy } from "#src/content/pages/data-rights.ts";
import { siteInUse } from "#src/content/values.ts";
import { cardClasses } from "#src/components/ui/card.ts";
import { DATA_RIGHTS_KINDS } from "#shared/data-rights-requests.ts";

const heading = "text-xl font-bold tracking-tight text-ink-900 sm:text-2xl";
const link = "font-medium text-ink-900 underline underline-offset-2 hover:text-brand-purple";

/** What a person may ask for, and how a request is made and confirmed. */
export function DataRightsInfo({ rights, steps }: Pick<DataRightsCopy, "rights" | "steps">) {
  return (
    <div className="grid gap-10">
      <section aria-labelledby="rights-title">
        <h2 id="rights-title" className={heading}>
          {rights.title}
        </h2>
        <dl className="mt-5 grid gap-4">
          {DATA_RIGHTS_KINDS.map((kind) => (
            <div key={kind} className={cardClasses({ size: "tile" })}>
              <dt className="font-semibold text-ink-900">{rights.items[kind].title}</dt>
              <dd className="mt-1 text-sm leading-relaxed text-slate-600">{rights.items[kind].description}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="steps-title">
        <h2 id="steps-title" className={heading}>
          {steps.title}
        </h2>
        <ol className="mt-5 grid list-decimal gap-3 pl-6 leading-relaxed text-slate-700 marker:font-semibold marker:text-brand-purple">
          {steps.items.map((step) => (
            <li key={step} className="pl-1">
              {step}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function InfoCard({
  titleId,
  title,
  text,
  children,
}: {
  titleId: string;
  title: string;
  text: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className={cardClasses()}>
      <h2 id={titleId} className={heading}>
        {title}
      </h2>
      <p className="mt-3 leading-relaxed text-slate-600">{text}</p>
      {children}
    </section>
  );
}

/** Whom to write to when a request goes wrong, and the Board beyond; then the full policy. */
export function GrievanceAndBoard({
  grievance,
  board,
  policy,
}: Pick<DataRightsCopy, "grievance" | "board" | "policy">) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <InfoCard titleId="grievance-title" title={grievance.title} text={grievance.text}>
        <address className="mt-4 text-sm leading-relaxed text-slate-700 not-italic">
          <span className="block font-semibold text-ink-900">{grievance.officer}</span>
          <a href={`mailto:${siteInUse().email}`} className={link}>
            {siteInUse().email}
          </a>
          <span className="block">{grievance.address}</span>
        </address>
        <p className="mt-4 text-sm leading-relaxed text-slate-600">{grievance.responseTime}</p>
      </InfoCard>
      <InfoCard titleId="board-title" title={board.title} text={board.text}>
        <p className="mt-4 text-sm leading-relaxed text-slate-600">
          {policy.before}{" "}
          <a href={policy.link.path} className={link}>
            {policy.link.label}
          </a>
          .
        </p>
      </InfoCard>
    </div>
  );
}

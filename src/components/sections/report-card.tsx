import { BookOpen, CircleCheck, Download } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import countryList from "#src/content/countries.yaml";
import type { FormsCopy } from "#src/content/controls/forms.ts";
import type { FormNotices } from "#src/content/notices.ts";
import { buttonClasses } from "#src/components/ui/button.ts";
import { CloseButton } from "#src/components/ui/close-button.tsx";
import { PageToasts } from "#src/components/ui/toasts.tsx";
import { Field, FieldLabel, Input, Select } from "#src/components/ui/field.tsx";
import { DarkPanel } from "#src/components/ui/dark-panel.tsx";
import { IconBadge } from "#src/components/ui/icon-badge.tsx";
import { IconList } from "#src/components/ui/icon-list.tsx";
import { Container } from "#src/components/ui/container.tsx";
import { SectionHeading } from "#src/components/ui/section-heading.tsx";
import { cn } from "#src/lib/cn.ts";
import { ActionButton } from "#src/components/forms/action-button.tsx";
import { DataNotice, MarketingOptIn } from "#src/components/forms/data-notice.tsx";
import { Honeypot, SubmitButton } from "#src/components/forms/form-extras.tsx";
import { insertLead } from "#src/lib/leads/client.ts";
import { $noticeLanguage } from "#src/lib/notice-language.ts";
import { optedIn, reportPayload } from "#src/lib/leads/payload.ts";
import { useLeadForm } from "#src/lib/leads/use-lead-form.ts";
import { type ReportValues, reportRules } from "#src/lib/leads/validation.ts";

type Face = "front" | "form" | "thanks";

/** Where focus lands on each face: the control that was used to turn the card goes inert with its face. */
const focusOnFace: Record<Face, string> = {
  front: "#report-download",
  form: "#report-first-name",
  thanks: "#report-thanks-close",
};

const emptyReport: ReportValues = {
  firstName: "",
  lastName: "",
  email: "",
  designation: "",
  company: "",
  country: "",
  marketing_opt_in: "",
};

/**
 * The report offer: a card that flips (0.3 s) between the offer and the request form. Both
 * faces share one grid cell; once a turn has ended, the face turned away stops taking room,
 * so the card is as tall as the face the visitor sees.
 */
type ReportCopy = FormsCopy["reportOffer"];

export function ReportSection({
  copy: report,
  toasts,
  notices,
}: {
  copy: ReportCopy;
  toasts: FormsCopy["toasts"];
  notices: FormNotices;
}) {
  const [face, setFace] = useState<Face>("front");
  // Whether the request sent asked for marketing e-mails too: the thank-you then says a link to confirm them follows.
  const [confirming, setConfirming] = useState(false);
  const flipped = face !== "front";
  const backRef = useRef<HTMLDivElement>(null);
  useFocusFollowsFace(face, backRef);

  return (
    <section id="report" aria-labelledby="report-title" className="py-20 sm:py-28">
      <PageToasts />
      <Container>
        <div className="[perspective:2000px]">
          <div
            data-face={face}
            className={cn(
              "grid transition-transform duration-300 [transform-style:preserve-3d]",
              flipped && "[transform:rotateY(180deg)]",
            )}
          >
            <ReportFront
              report={report}
              inert={flipped}
              className={faceHeight(!flipped)}
              onRequest={() => setFace("form")}
            />
            <div
              ref={backRef}
              inert={!flipped}
              className={cn(
                "[transform:rotateY(180deg)] scroll-mt-24 overflow-hidden rounded-[2rem] bg-white shadow-2xl ring-1 shadow-ink-900/10 ring-slate-200 [backface-visibility:hidden] [grid-area:1/1]",
                faceHeight(flipped),
                face === "form" && "min-h-[540px]",
              )}
            >
              {face === "thanks" ? (
                <ReportThanks
                  copy={report.thankYou}
                  confirmInvitations={confirming ? toasts.confirmInvitations : undefined}
                  onClose={() => setFace("front")}
                />
              ) : (
                <ReportForm
                  copy={report.form}
                  toasts={toasts}
                  notices={notices}
                  onClose={() => setFace("front")}
                  onSent={(invitations) => {
                    setConfirming(invitations);
                    setFace("thanks");
                  }}
                  active={face === "form"}
                />
              )}
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}

/**
 * A face in view takes its full height at once; a face turned away keeps it until the 0.3 s
 * turn has ended, then collapses, so the card never jumps while it turns.
 */
const faceHeight = (shown: boolean) =>
  shown ? "max-h-[1000rem]" : "max-h-0 transition-[max-height] delay-300 duration-0 motion-reduce:delay-0";

/**
 * Moves focus to the new face after each turn of the card, but never on page load. The thank-you
 * face is shorter than the form it replaces, so it is also brought fully into view.
 */
function useFocusFollowsFace(face: Face, backRef: React.RefObject<HTMLDivElement | null>) {
  const shown = useRef(face);
  useEffect(() => {
    if (shown.current === face) return;
    shown.current = face;
    const thanks = face === "thanks";
    document.querySelector<HTMLElement>(focusOnFace[face])?.focus({ preventScroll: thanks });
    if (thanks) backRef.current?.scrollIntoView({ block: "nearest" });
  }, [face, backRef]);
}

function ReportFront({
  report,
  inert,
  className,
  onRequest,
}: {
  report: ReportCopy;
  inert: boolean;
  className: string;
  onRequest: () => void;
}) {
  return (
    <DarkPanel inert={inert} className={cn("[backface-visibility:hidden] [grid-area:1/1]", className)}>
      <div className="grid items-center gap-10 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <SectionHeading
            id="report-title"
            tone="dark"
            align="left"
            eyebrow={report.eyebrow}
            title={report.title}
            description={report.description}
          />
          <IconList items={report.benefits} tone="dark" className="mt-8" />
          {/* Pressed before the island has hydrated, it still turns the card once it has. */}
          <ActionButton
            id="report-download"
            action={onRequest}
            className={buttonClasses({ size: "lg", className: "mt-9" })}
          >
            <Download className="size-5" aria-hidden="true" />
            {report.button}
          </ActionButton>
          <p className="mt-3 text-sm text-slate-400">{report.noSpam}</p>
        </div>
        <ReportCover cover={report.cover} />
      </div>
    </DarkPanel>
  );
}

function ReportCover({ cover }: { cover: ReportCopy["cover"] }) {
  return (
    <div aria-hidden="true" className="mx-auto w-full max-w-xs [transform:rotate(3deg)] lg:max-w-sm">
      <div className="relative aspect-[3/4] overflow-hidden rounded-2xl bg-gradient-to-br from-brand-purple via-brand-pink to-brand-orange p-7 shadow-2xl shadow-black/40">
        <div className="hero-grid absolute inset-0 opacity-30" />
        <div className="relative flex h-full flex-col">
          <span className="self-start rounded-full bg-white/20 px-3 py-1 text-xs font-bold tracking-widest text-white">
            {cover.edition}
          </span>
          <BookOpen className="mt-auto size-10 text-white/90" />
          <p className="mt-4 text-2xl leading-tight font-extrabold text-white">{cover.title}</p>
          <p className="mt-2 text-sm text-white/85">{cover.subtitle}</p>
          <p className="mt-6 border-t border-white/30 pt-4 text-sm font-semibold text-white">{cover.meta}</p>
        </div>
      </div>
    </div>
  );
}

function ReportForm({
  copy,
  active,
  onClose,
  onSent,
  toasts,
  notices,
}: {
  copy: ReportCopy["form"];
  active: boolean;
  onClose: () => void;
  /** After a success; `invitations`: the marketing box was ticked. */
  onSent: (invitations: boolean) => void;
  toasts: FormsCopy["toasts"];
  notices: FormNotices;
}) {
  const { form, field, sending } = useLeadForm({
    empty: emptyReport,
    rules: reportRules,
    messages: copy.errors,
    toasts,
    optedIn: (values) => optedIn(values.marketing_opt_in),
    label: "Report request",
    send: (values) => insertLead("download_report", reportPayload(values, $noticeLanguage.get())),
    onSent: (values) => onSent(optedIn(values.marketing_opt_in)),
  });
  // The countries are listed once the form is first shown: written into the prerendered page
  // they made the home page a round trip slower to arrive on a mobile link, for a face that
  // only a press turns to.
  const [listed, setListed] = useState(active);
  if (active && !listed) setListed(true);

  return (
    <form {...form} aria-labelledby="report-form-title" className="relative p-6 sm:p-10">
      <Honeypot />
      <div className="flex items-start justify-between gap-4">
        <div>
          <h3 id="report-form-title" className="text-2xl font-bold text-ink-900">
            {copy.title}
          </h3>
          <p className="mt-1 text-slate-600">{copy.subtitle}</p>
        </div>
        <CloseButton label={copy.close} onClick={onClose} />
      </div>
      <div className="mt-8 grid gap-5 sm:grid-cols-2">
        <Field>
          <FieldLabel htmlFor="report-first-name">{copy.labels.firstName}</FieldLabel>
          <Input id="report-first-name" autoComplete="given-name" required {...field("firstName")} />
        </Field>
        <Field>
          <FieldLabel htmlFor="report-last-name">{copy.labels.lastName}</FieldLabel>
          <Input id="report-last-name" autoComplete="family-name" required {...field("lastName")} />
        </Field>
        <Field>
          <FieldLabel htmlFor="report-email">{copy.labels.email}</FieldLabel>
          <Input id="report-email" type="email" autoComplete="email" required {...field("email")} />
        </Field>
        <Field>
          <FieldLabel htmlFor="report-designation">{copy.labels.designation}</FieldLabel>
          <Input id="report-designation" autoComplete="organization-title" required {...field("designation")} />
        </Field>
        <Field>
          <FieldLabel htmlFor="report-company">{copy.labels.company}</FieldLabel>
          <Input id="report-company" autoComplete="organization" required {...field("company")} />
        </Field>
        <Field>
          <FieldLabel htmlFor="report-country">{copy.labels.country}</FieldLabel>
          <Select id="report-country" autoComplete="country-name" required {...field("country")}>
            <option value="">{copy.countryPrompt}</option>
            {listed &&
              countryList.countries.map((country) => (
                <option key={country} value={country}>
                  {country}
                </option>
              ))}
          </Select>
        </Field>
      </div>
      <div className="space-y-3 pt-6">
        <MarketingOptIn notices={notices} defaultChecked={field("marketing_opt_in").defaultValue !== ""} />
        <SubmitButton sending={sending} className="w-full sm:w-auto">
          {copy.submit}
        </SubmitButton>
        <DataNotice notices={notices} />
      </div>
    </form>
  );
}

function ReportThanks({
  copy: thankYou,
  confirmInvitations,
  onClose,
}: {
  copy: ReportCopy["thankYou"];
  /** Said when the request asked for marketing e-mails too. */
  confirmInvitations: string | undefined;
  onClose: () => void;
}) {
  return (
    <div role="status" className="flex flex-col items-center p-10 text-center sm:p-14">
      <IconBadge icon={CircleCheck} tone="success" size="lg" round />
      <h3 className="mt-6 text-2xl font-bold text-ink-900">{thankYou.title}</h3>
      <p className="mt-3 max-w-md text-slate-600">{thankYou.description}</p>
      {confirmInvitations && <p className="mt-3 max-w-md text-slate-600">{confirmInvitations}</p>}
      <button
        id="report-thanks-close"
        type="button"
        onClick={onClose}
        className={buttonClasses({ variant: "dark", size: "lg", className: "mt-8" })}
      >
        {thankYou.button}
      </button>
    </div>
  );
}

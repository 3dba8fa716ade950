import { useStore } from "@nanostores/react";
import { ChevronDown } from "lucide-react";
import { useEffect, useId, useState } from "react";

import { NOTICE_LANGUAGES, type NoticeLanguage } from "#shared/data-rights.ts";
import type { FormNotices } from "#src/content/notices.ts";
import { cn } from "#src/lib/cn.ts";
import { $noticeLanguage, chooseNoticeLanguage, restoreNoticeLanguage } from "#src/lib/notice-language.ts";

const session = () => window.sessionStorage;

const link = "font-medium text-ink-900 underline underline-offset-2 hover:text-brand-purple";

/** The language every notice of the visit is shown in, taken up from earlier in the visit once hydrated. */
function useNoticeLanguage(): NoticeLanguage {
  useEffect(() => restoreNoticeLanguage(session), []);
  return useStore($noticeLanguage);
}

/** `template` with `{placeholder}` replaced by `node`. */
function fill(template: string, placeholder: string, node: React.ReactNode): React.ReactNode {
  const [before, after = ""] = template.split(`{${placeholder}}`);
  return (
    <>
      {before}
      {node}
      {after}
    </>
  );
}

/**
 * The privacy notice beside a form (DPDP Act s.5, Rules r.3): what the form's data is for and
 * how long it is kept, and how to withdraw and use the rights, always shown; the itemised
 * details, the Grievance Officer and the Board in a disclosure, so that all of it is read
 * without leaving the form. Its language choice switches every notice and opt-in of the visit.
 */
export function DataNotice({ notices, className }: { notices: FormNotices; className?: string }) {
  const language = useNoticeLanguage();
  const [announced, setAnnounced] = useState<NoticeLanguage | null>(null);
  const headingId = useId();
  const notice = notices[language];

  const choose = (chosen: NoticeLanguage) => {
    chooseNoticeLanguage(chosen, session);
    setAnnounced(chosen);
  };

  return (
    <div
      role="group"
      aria-labelledby={headingId}
      data-notice
      className={cn(
        "rounded-2xl border border-slate-200 bg-slate-50 p-4 text-xs leading-relaxed text-slate-600",
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p id={headingId} lang={language} className="text-sm font-semibold text-ink-900">
          {notice.heading}
        </p>
        <div
          role="group"
          aria-label={notice.languageChoice}
          className="flex rounded-full bg-white p-0.5 ring-1 ring-slate-200"
        >
          {NOTICE_LANGUAGES.map((option) => (
            <button
              key={option}
              type="button"
              lang={option}
              aria-pressed={option === language}
              onClick={() => choose(option)}
              className="notice-language rounded-full px-3 py-1 text-xs font-semibold text-slate-600 transition-colors hover:text-ink-900 aria-pressed:bg-ink-900 aria-pressed:text-white"
            >
              {notices[option].name}
            </button>
          ))}
        </div>
      </div>
      <div lang={language} className="mt-2 space-y-2">
        <p>{notice.summary}</p>
        <p>
          {fill(
            notice.rights.text,
            "link",
            <a href={notice.rights.link.path} className={link}>
              {notice.rights.link.label}
            </a>,
          )}
        </p>
        <details className="group">
          <summary className="inline-flex cursor-pointer list-none items-center gap-1 font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
            {notice.details}
            <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
          </summary>
          <dl className="mt-2 space-y-1.5">
            {notice.items.map(({ item, purpose, fields }) => (
              <div key={item} data-fields={fields.join(" ")}>
                <dt className="font-semibold text-ink-900">{item}</dt>
                <dd>{purpose}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-2 space-y-2">
            <p>{notice.kept}</p>
            <p>{notice.storage}</p>
            <p>
              {fill(
                notice.grievance.text,
                "address",
                <a href={`mailto:${notice.grievance.address}`} lang="en" className={link}>
                  {notice.grievance.address}
                </a>,
              )}
            </p>
            <p>{notice.board}</p>
            <p>
              <a href={notice.policy.path} className={link}>
                {notice.policy.label}
              </a>
            </p>
          </div>
        </details>
      </div>
      <p aria-live="polite" className="sr-only" lang={announced ?? undefined}>
        {announced ? notices[announced].announcement : ""}
      </p>
    </div>
  );
}

/** The name of the opt-in's field; ticked, it sends a value, unticked nothing. */
export const MARKETING_OPT_IN_FIELD = "marketing_opt_in";

/**
 * The separate consent to marketing e-mails (DPDP Act s.6(1)): never ticked for the visitor,
 * never needed to send the form, and in the notice's language.
 */
export function MarketingOptIn({ notices, defaultChecked }: { notices: FormNotices; defaultChecked: boolean }) {
  const language = useNoticeLanguage();
  return (
    <label className="flex items-start gap-3 text-sm text-slate-700">
      <input
        type="checkbox"
        name={MARKETING_OPT_IN_FIELD}
        value="yes"
        defaultChecked={defaultChecked}
        className="mt-0.5 size-4 shrink-0 accent-brand-purple"
      />
      <span lang={language}>{notices[language].optIn}</span>
    </label>
  );
}

// The privacy notice beside each form (India's DPDP Act s.5, DPDP Rules r.3): the schema each
// language's file (src/content/notices/<language>.yaml) is checked against as the site is
// built, and read with by the tests. A notice stands on its own: each form's items and their
// purposes, how long they are kept, how to withdraw consent and use the rights, whom to
// complain to, and the Data Protection Board.
import { z } from "astro/zod";

import { NOTICE_LANGUAGES, NOTICE_VERSIONS, type NoticeLanguage } from "#shared/data-rights.ts";

import { copyText } from "./copy-text.ts";
import { linkSchema, templateText } from "./copy-parts.ts";

/** The forms that ask for personal data, each with its own notice. */
export const NOTICE_FORMS = ["contact", "demo", "report", "careers", "roiEstimate"] as const;

export type NoticeForm = (typeof NOTICE_FORMS)[number];

/** The forms that ask for marketing e-mails too, with their own unticked box. */
export const OPT_IN_FORMS = ["contact", "report"] as const satisfies readonly NoticeForm[];

/** Copy of at most `max` characters: the notice sits beside a submit button, on a phone too. */
const text = (max: number) => copyText.pipe(z.string().min(1).max(max));

/** The names of each form's fields, as it sends them: its notice lists each one. */
export const NOTICE_FIELDS = {
  contact: ["full_name", "email", "company", "phone", "question", "message"],
  demo: ["name", "phone", "email", "company", "message"],
  report: ["firstName", "lastName", "email", "designation", "company", "country"],
  careers: ["full_name", "email"],
  roiEstimate: ["name", "email", "company"],
} as const satisfies Record<NoticeForm, readonly string[]>;

/**
 * One item a form collects, and what it is used for. `fields` names the form's fields it
 * describes; an item with none is collected with the form (where the visit came from).
 */
const itemSchema = z.strictObject({ item: text(60), purpose: text(160), fields: z.array(z.string()).default([]) });

/** A form's own part of the notice; its items name every field the form has, and no other. */
const formNoticeSchema = (form: NoticeForm) =>
  z
    .strictObject({
      /** Always shown: what the form's data is for and how long it is kept, in one or two sentences. */
      summary: text(240),
      /** The items the form collects, in its order, each with its purpose. */
      items: z.array(itemSchema).min(1).max(8),
      /** How long the data is kept, naming its period as a `{{retention.…}}` token. */
      kept: text(200),
    })
    .refine(
      ({ items }) => {
        const named = items.flatMap((item) => item.fields).sort();
        return JSON.stringify(named) === JSON.stringify([...NOTICE_FIELDS[form]].sort());
      },
      { path: ["items"], message: `the items name each of ${NOTICE_FIELDS[form].join(", ")} once, and no other field` },
    );

type FormNoticeSchema = ReturnType<typeof formNoticeSchema>;

export const noticeSchema = z.strictObject({
  /** Its BCP 47 code, which is also the file's name. */
  language: z.enum(NOTICE_LANGUAGES),
  /** The language's name in its own script, as the language choice offers it. */
  name: text(20),
  version: z.enum(NOTICE_VERSIONS),
  heading: text(60),
  /** The accessible name of the language choice. */
  languageChoice: text(60),
  /** Said politely to a screen reader once the notice has switched to this language. */
  announcement: text(80),
  /** The label of the disclosure that holds the itemised details. */
  details: text(60),
  forms: z.strictObject(
    Object.fromEntries(NOTICE_FORMS.map((form) => [form, formNoticeSchema(form)])) as Record<
      NoticeForm,
      FormNoticeSchema
    >,
  ),
  /** Withdrawal and the rights to access, correct and erase, with a link where they are used. */
  rights: z.strictObject({ text: templateText("link").pipe(z.string().max(240)), link: linkSchema }),
  /** Where the data is stored and who processes it. */
  storage: text(240),
  /** The Grievance Officer's contact: `{address}` is where the address, a mail link, stands. */
  grievance: z.strictObject({
    text: templateText("address").pipe(z.string().max(200)),
    address: copyText.pipe(z.email()),
  }),
  /** The right to complain to the Data Protection Board of India. */
  board: text(200),
  policy: linkSchema,
  /** The separate, optional consent to marketing e-mails. */
  optIn: text(160),
});

export type Notice = z.output<typeof noticeSchema>;

/** What one form's notice shows in one language: its own items, and the parts every notice shares. */
export type FormNotice = Omit<Notice, "forms"> & Notice["forms"][NoticeForm];

/** One form's notice in each language, as the page gives it to the form. */
export type FormNotices = Readonly<Record<NoticeLanguage, FormNotice>>;

/**
 * One form's notice in every language, from the notices by language: a form's island is given
 * its own words only, not every form's.
 */
export function noticesFor(notices: readonly Notice[], form: NoticeForm): FormNotices {
  return Object.fromEntries(
    NOTICE_LANGUAGES.map((language) => {
      const notice = notices.find((entry) => entry.language === language);
      if (!notice) throw new Error(`No notice in ${language}: src/content/notices/${language}.yaml is missing`);
      const { forms, ...shared } = notice;
      return [language, { ...shared, ...forms[form] }];
    }),
  ) as Record<NoticeLanguage, FormNotice>;
}

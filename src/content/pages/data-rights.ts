// What the data-rights pages' copy is (/data-rights, /data-rights/confirm, /data-rights/withdraw):
// the schema src/content/pages/data-rights.yaml is checked against when the site is built
// (src/content.config.ts), and read with by the tests.
import { z } from "astro/zod";

import { heroSchema, linkSchema, pageSeoSchema, pointSchema, templateText } from "#src/content/copy-parts.ts";
import { copyText } from "#src/content/copy-text.ts";
import { DATA_RIGHTS_KINDS } from "#shared/data-rights-requests.ts";

/** One entry per kind of request, in the form's order. */
const byKind = <S extends z.ZodType>(schema: S) =>
  z.object(
    Object.fromEntries(DATA_RIGHTS_KINDS.map((kind) => [kind, schema])) as Record<
      (typeof DATA_RIGHTS_KINDS)[number],
      S
    >,
  );

/** What a page says after the press: a heading and what to do next. */
const outcomeSchema = z.object({ title: copyText, text: copyText });

/** The parts the confirm and withdraw pages share: a link's page. */
const tokenPageSchema = z.object({
  seo: pageSeoSchema,
  hero: heroSchema,
  /** Beside the button, before anything changes. */
  intro: copyText,
  button: copyText,
  busy: copyText,
  /** The page opened without its link's token: what it needs, and a link to ask for a new one. */
  noToken: outcomeSchema,
  /** Too many requests: try again later. */
  limited: outcomeSchema,
  /** The request did not reach us: the page keeps the button to try again. */
  failed: outcomeSchema,
  /** A link back to /data-rights under a refusal. */
  again: copyText,
});

export const dataRightsCopySchema = z.object({
  seo: pageSeoSchema,
  hero: heroSchema,
  rights: z.object({ title: copyText, items: byKind(pointSchema) }),
  steps: z.object({ title: copyText, items: z.array(copyText).min(2) }),
  grievance: z.object({
    title: copyText,
    text: copyText,
    /** The Grievance Officer's designation; the page adds the site's e-mail address, linked. */
    officer: copyText,
    address: copyText,
    responseTime: copyText,
  }),
  board: z.object({ title: copyText, text: copyText }),
  policy: z.object({ before: copyText, link: linkSchema }),
  form: z.object({
    title: copyText,
    description: copyText,
    labels: z.object({ email: copyText, kind: copyText, correction: copyText }),
    hints: z.object({ email: copyText, correction: copyText }),
    kinds: byKind(copyText),
    submit: copyText,
    errors: z.object({
      emailRequired: copyText,
      emailInvalid: copyText,
      kindRequired: copyText,
      correctionRequired: copyText,
      /** {max}: the longest correction the database keeps. */
      correctionTooLong: templateText("max"),
    }),
    /** The answers, each the same for every address: none says whether we know it. */
    sent: outcomeSchema,
    /** Over the hour's budget of links: {time}, India's, when it is sent. */
    queued: z.object({ title: copyText, text: templateText("time") }),
    /** The mailbox or its domain had its links for the hour: {time}, India's, to try again. */
    spent: z.object({ title: copyText, text: templateText("time") }),
    limited: outcomeSchema,
    failed: outcomeSchema,
    another: copyText,
  }),
  confirm: tokenPageSchema.extend({
    outcomes: z.object({
      /** Each kind of request the link stood for, and a ticked marketing box it confirmed. */
      done: byKind(outcomeSchema).extend({ marketing: outcomeSchema }),
      expired: outcomeSchema,
      used: outcomeSchema,
      invalid: outcomeSchema,
    }),
  }),
  withdraw: tokenPageSchema.extend({
    /** `expired`: the link is past its days; erasure is still asked for on /data-rights. */
    outcomes: z.object({ withdrawn: outcomeSchema, expired: outcomeSchema, invalid: outcomeSchema }),
  }),
});

export type DataRightsCopy = z.output<typeof dataRightsCopySchema>;
export type TokenPageCopy = z.output<typeof tokenPageSchema>;

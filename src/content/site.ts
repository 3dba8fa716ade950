// The site's contacts and external addresses (src/content/site.yaml), with the brand (name,
// e-mail, origin) from shared/brand.ts, and the values copy names as `{{token}}`. The file is
// read with the figures, as the values copy is filled from (values.ts).
import { z } from "astro/zod";

import { brand } from "#shared/brand.ts";
import { VERIFICATION_LINK_HOURS, WITHDRAWAL_LINK_DAYS, retentionValues } from "#shared/data-rights.ts";
import { freeReport, REPORT_TITLE } from "#shared/free-report.ts";
import { fillSiteValues } from "#shared/site-values.ts";

/** The offices the pages name by kind: the contact page's cards, and the registered address the legal pages quote. */
export const officeKinds = ["Corporate Office", "Registered Office"] as const;

/** The networks the footer draws an icon for (components/layout/social-icon.tsx). */
export const socialNetworks = ["linkedin", "x", "youtube", "instagram"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

const text = z.string().min(2);

const apiLinkSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/, "lower-case letters, digits and -")
    .describe("The page's name in its address."),
  name: text,
});

export type ApiLink = z.output<typeof apiLinkSchema>;

export const siteSchema = z
  .strictObject({
    tagline: text.describe("What the company does, in a line; copy names it as {{tagline}}."),
    summary: text.describe(
      "The tagline and whom it serves, as the web manifest and the share image put it; {{tagline}} is the line above.",
    ),
    foundedYear: z.number().int().describe("Copy names it as {{foundedYear}}."),
    copyrightYear: z.number().int().describe("The year of the footer's copyright line."),
    schedulerUrl: z.url({ protocol: /^https?$/ }).describe("The external scheduler every SCHEDULE DEMO button opens."),
    offices: z
      .array(
        z.strictObject({
          kind: z
            .enum(officeKinds)
            .describe("Which office: the contact page shows both, the legal pages quote the registered one's address."),
          city: text,
          lines: z.array(text).min(1).describe("The address, one line each."),
        }),
      )
      .min(1),
    socials: z.array(
      z.strictObject({ network: z.enum(socialNetworks), label: text, href: z.url({ protocol: /^https?$/ }) }),
    ),
    apiSite: z
      .strictObject({
        baseUrl: z.url({ protocol: /^https?$/ }),
        overviewPath: z.string().regex(/^\/\S*$/, 'a path, such as "/apis"'),
        groups: z.array(z.strictObject({ id: apiLinkSchema.shape.id, title: text, links: z.array(apiLinkSchema) })),
      })
      .describe('The provider\'s API documentation site; the footer links into it (SPEC "Footer").'),
  })
  .transform((file, context) => {
    try {
      return { ...file, summary: fillSiteValues(file.summary, { tagline: file.tagline }) };
    } catch (error) {
      context.addIssue({
        code: "custom",
        path: ["summary"],
        message: error instanceof Error ? error.message : String(error),
      });
      return z.NEVER;
    }
  });

/** Contacts and every external address, with the brand (name, e-mail, origin) from shared/brand.ts. */
export const siteOf = (file: z.output<typeof siteSchema>) => ({ ...brand, ...file });
export type Site = ReturnType<typeof siteOf>;

/** What Markdown content names as `{{token}}` (the legal pages): each value is written once, in the file or in the brand. */
export function markdownValuesOf(site: Site): Readonly<Record<string, string>> {
  const registeredOffice = site.offices.find((office) => office.kind === "Registered Office") ?? site.offices[0];
  return {
    name: site.name,
    legalName: site.legalName,
    email: site.email,
    registeredAddress: registeredOffice?.lines.join(", ") ?? "",
    verificationLinkHours: String(VERIFICATION_LINK_HOURS),
    withdrawalLinkDays: String(WITHDRAWAL_LINK_DAYS),
    ...retentionValues,
  };
}

/** Every value copy may name as `{{token}}` but the figures' (values.ts adds those), with its value. */
export function siteCopyValuesOf(site: Site): Readonly<Record<string, string>> {
  return {
    ...markdownValuesOf(site),
    tagline: site.tagline,
    "report.title": REPORT_TITLE,
    "report.name": freeReport.name,
    "report.edition": String(freeReport.edition),
    foundedYear: String(site.foundedYear),
    responsePromise: site.responsePromise,
  };
}

/** The provider's API documentation site's overview (SPEC "Footer"). */
export const apiOverviewUrl = ({ apiSite }: Site) => `${apiSite.baseUrl}${apiSite.overviewPath}`;

/** A page of the provider's API documentation site. */
export const apiLinkUrl = (site: Site, groupId: string, linkId: string) =>
  `${apiOverviewUrl(site)}/${groupId}/${linkId}`;

export const mailto = (site: Site, subject?: string) =>
  `mailto:${site.email}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;

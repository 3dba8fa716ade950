import { brand } from "#shared/brand.ts";
import { VERIFICATION_LINK_HOURS, WITHDRAWAL_LINK_DAYS, retentionValues } from "#shared/data-rights.ts";

import type { ApiLink } from "./types.ts";

const tagline = "AI fraud detection and post-onboarding compliance monitoring";

/** Contacts and every external address, with the brand (name, e-mail, origin) from shared/brand.ts. */
export const site = {
  ...brand,
  tagline,
  /** The tagline and whom it serves, as the web manifest and the share image put it. */
  summary: `${tagline} for Indian financial institutions`,
  foundedYear: 2025,
  copyrightYear: 2025,
  schedulerUrl: "https://cal.sentinelai.example/book-a-demo",
  offices: [
    {
      kind: "Corporate Office",
      city: "Noida",
      lines: ["7th Floor, Tower B, Sector 62", "Noida, Uttar Pradesh 201309", "India"],
    },
    {
      kind: "Registered Office",
      city: "New Delhi",
      lines: ["508, Ansal Bhawan, 16 Kasturba Gandhi Marg", "Connaught Place, New Delhi 110001", "India"],
    },
  ],
  socials: [
    { network: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/company/sentinel-ai-india" },
    { network: "x", label: "X (Twitter)", href: "https://x.com/sentinelai_in" },
    { network: "youtube", label: "YouTube", href: "https://www.youtube.com/@sentinelai-india" },
    { network: "instagram", label: "Instagram", href: "https://www.instagram.com/sentinelai.india" },
  ],
} as const;

export type SocialNetwork = (typeof site.socials)[number]["network"];

const registeredOffice = site.offices.find((office) => office.kind === "Registered Office") ?? site.offices[0];

/** What Markdown content names as `{{token}}` (the legal pages): each value is written once, above or in the brand. */
export const markdownValues = {
  name: site.name,
  legalName: site.legalName,
  email: site.email,
  registeredAddress: registeredOffice.lines.join(", "),
  verificationLinkHours: String(VERIFICATION_LINK_HOURS),
  withdrawalLinkDays: String(WITHDRAWAL_LINK_DAYS),
  ...retentionValues,
} as const;

/** The provider's API documentation site; the footer links into it (SPEC "Footer"). */
export const apiSite = {
  baseUrl: "https://developers.sentinelai.example",
  overviewPath: "/apis",
  groups: [
    {
      id: "kyc",
      title: "KYC APIs",
      links: [
        { id: "identity-document-verification", name: "Identity Document Verification" },
        { id: "facial-recognition-match", name: "Facial Recognition Match" },
        { id: "address-verification", name: "Address Verification" },
        { id: "phone-number-validation", name: "Phone Number Validation" },
        { id: "email-verification", name: "Email Verification" },
        { id: "age-verification", name: "Age Verification" },
      ],
    },
    {
      id: "kyb",
      title: "KYB APIs",
      links: [
        { id: "company-registration-lookup", name: "Company Registration Lookup" },
        { id: "ultimate-beneficial-owner", name: "Ultimate Beneficial Owner" },
      ],
    },
    {
      id: "aml",
      title: "AML APIs",
      links: [
        { id: "sanctions-screening", name: "Sanctions Screening" },
        { id: "pep-screening", name: "PEP Screening" },
      ],
    },
  ],
} as const satisfies {
  baseUrl: string;
  overviewPath: string;
  groups: readonly { id: string; title: string; links: readonly ApiLink[] }[];
};

export const apiOverviewUrl = `${apiSite.baseUrl}${apiSite.overviewPath}`;

export function apiLinkUrl(groupId: string, linkId: string): string {
  return `${apiSite.baseUrl}${apiSite.overviewPath}/${groupId}/${linkId}`;
}

export const mailto = (subject?: string) =>
  `mailto:${site.email}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;

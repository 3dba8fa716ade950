// What the /solutions and /industries overview pages say: the schemas their files
// (src/content/solutions-overview.yaml, src/content/industries-overview.yaml) are checked
// against as the site is built, and read with by the tests.
import { z } from "astro/zod";

import { heroSchema, iconName, linkSchema, pageSeoSchema, sectionHeadSchema } from "./copy-parts.ts";
import { copyText } from "./copy-text.ts";

export const alertSeverity = z.enum(["critical", "high", "medium"]);

export type AlertSeverity = z.output<typeof alertSeverity>;

/** One sample card of the Solutions overview's alert feed; `source` is the monitor that raised it. */
const sampleAlertSchema = z.object({
  kind: copyText,
  detail: copyText,
  source: copyText,
  severity: alertSeverity,
  icon: iconName,
});

export type SampleAlert = z.output<typeof sampleAlertSchema>;

export const sampleAlertsSchema = z.object({
  severityLabel: copyText,
  severityLabels: z.record(alertSeverity, copyText),
  /** SPEC "Solutions overview": three kinds of alert, which the feed repeats. */
  items: z.array(sampleAlertSchema).length(3),
});

export type SampleAlerts = z.output<typeof sampleAlertsSchema>;

/** The card that fills the last grid cell on an overview and points undecided visitors to /contact. */
export const helpCardSchema = z.object({ title: copyText, description: copyText, action: linkSchema });

export type HelpCard = z.output<typeof helpCardSchema>;

const cardsSchema = sectionHeadSchema.extend({ learnMore: copyText });

export const solutionsOverviewSchema = z.object({
  hero: heroSchema,
  alerts: sampleAlertsSchema,
  cards: cardsSchema,
  help: helpCardSchema,
  seo: pageSeoSchema,
});

export type SolutionsOverview = z.output<typeof solutionsOverviewSchema>;

export const industriesOverviewSchema = z.object({
  hero: heroSchema,
  cards: cardsSchema.extend({ challenges: copyText, benefits: copyText }),
  help: helpCardSchema,
  seo: pageSeoSchema,
});

export type IndustriesOverview = z.output<typeof industriesOverviewSchema>;

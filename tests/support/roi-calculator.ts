import type { RoiCalculatorProps } from "#src/components/roi/calculator.ts";
import { roiCalculatorSchema } from "#src/content/roi-calculator.ts";
import { roiExamplesSchema } from "#src/content/roi-examples.ts";
import { fieldLimits, numberFields } from "#src/lib/roi/fields.ts";
import { assumptionFields } from "#src/lib/roi/summary.ts";
import { readFilledContent } from "#src/collections/values-files.ts";

import { forms } from "./forms.ts";
import { noticeOf } from "./notices.ts";

/** The ROI calculator's words, read and checked as the build reads them. */
export const roiCalculator = readFilledContent(
  "roi-calculator.yaml",
  roiCalculatorSchema({ fields: numberFields, assumptions: assumptionFields }),
);

/** The example figures of each kind of institution, checked as the build checks them, in the calculator's order, and the kind it starts from. */
export const { examples: roiExamples, defaultInstitution } = readFilledContent(
  "roi-examples.yaml",
  roiExamplesSchema(fieldLimits),
);

/** What the calculator's page gives its island. */
export const roiCalculatorProps: RoiCalculatorProps = {
  copy: (({ seo: _seo, cta: _cta, ...copy }) => copy)(roiCalculator),
  examples: roiExamples,
  defaultInstitution,
  toasts: forms.toasts,
  notices: noticeOf("roiEstimate"),
};

/** What the figures' rules read from the calculator's content (lib/roi/fields.ts). */
export const roiFigureCopy = { ...roiCalculator, defaults: roiExamples, defaultInstitution };

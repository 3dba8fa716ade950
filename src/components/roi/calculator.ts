import { roiAssumptions } from "#src/content/controls/roi-assumptions.ts";
import { roiEstimate } from "#src/content/controls/roi-estimate.ts";
import { roiEstimateWords } from "#src/content/controls/roi-estimate-words.ts";
import { roiCalculator } from "#src/content/roi-calculator.ts";
import { createCalculator } from "#src/lib/roi/calculator-store.ts";
import type { EstimateMessageCopy } from "#src/lib/roi/estimate-message.ts";
import { figureRules } from "#src/lib/roi/fields.ts";

/** The calculator's figures, read and worded with the site's copy. */
export const figures = figureRules(roiCalculator);

/** The page's one calculator: the figures the calculator draws and the estimate form sends. */
export const { exampleState, $calculator, $settled, calculator } = createCalculator(figures);

/** The copy the sent estimate is written in. */
export const estimateMessageCopy: EstimateMessageCopy = {
  calculator: roiCalculator,
  assumptions: roiAssumptions,
  results: roiEstimateWords.results,
  message: roiEstimate.message,
};

import { roiCalculator } from "#src/content/roi-calculator.ts";
import { createCalculator } from "#src/lib/roi/calculator-store.ts";
import { figureRules } from "#src/lib/roi/fields.ts";

/** The calculator's figures, read and worded with the site's copy. */
export const figures = figureRules(roiCalculator);

/** The page's one calculator: the figures the calculator draws and the estimate form sends. */
export const { exampleState, $calculator, $settled, calculator } = createCalculator(figures);

import { createContext, useCallback, useContext, useSyncExternalStore } from "react";

import type { FormsCopy } from "#src/content/controls/forms.ts";
import type { FormNotices } from "#src/content/notices.ts";
import type { InstitutionType, RoiCalculatorCopy } from "#src/content/roi-calculator.ts";
import type { RoiExample } from "#src/content/roi-examples.ts";
import { type CalculatorState, createCalculator } from "#src/lib/roi/calculator-store.ts";
import { type NumberField, figureRules } from "#src/lib/roi/fields.ts";
import type { AssumptionField } from "#src/lib/roi/summary.ts";

/** What the calculator's island shows: the page's own words stay on the page. */
export type RoiIslandCopy = Omit<RoiCalculatorCopy<NumberField, AssumptionField>, "seo" | "cta">;

/** What the calculator's island is given by its page: its words and the example figures, by kind of institution. */
export interface RoiCalculatorProps {
  copy: RoiIslandCopy;
  /** In the order the calculator offers them. */
  examples: Readonly<Record<InstitutionType, RoiExample<NumberField>>>;
  /** The kind the calculator starts from, and an address without one gets. */
  defaultInstitution: InstitutionType;
  /** What the form that sends the estimate says once it is sent, as every form does. */
  toasts: FormsCopy["toasts"];
  /** The privacy notice beside the form that sends the estimate. */
  notices: FormNotices;
}

/**
 * The page's one calculator: its words, its figures' rules, and the store the calculator draws
 * and the estimate form sends.
 */
export function roiCalculatorOf({ copy, examples, defaultInstitution, toasts, notices }: RoiCalculatorProps) {
  const figures = figureRules({ ...copy, defaults: examples, defaultInstitution });
  const institutions = Object.keys(examples) as InstitutionType[];
  return { copy, toasts, notices, figures, institutions, ...createCalculator(figures) };
}

export type RoiCalculatorKit = ReturnType<typeof roiCalculatorOf>;

export const RoiCalculatorContext = createContext<RoiCalculatorKit | null>(null);

/** The calculator of the island this part is drawn in. */
export function useRoiCalculator(): RoiCalculatorKit {
  const kit = useContext(RoiCalculatorContext);
  if (!kit) throw new Error("a part of the ROI calculator is drawn outside <RoiCalculator>");
  return kit;
}

/**
 * One reading of the calculator's figures, such as a box's text: the part that asks redraws when
 * that reading changes, not whenever any figure does, so a keystroke redraws its own box and
 * little else. The reading must be a string, number or other value that compares equal when
 * unchanged.
 */
export function useCalculatorReading<Reading>(read: (state: CalculatorState<InstitutionType>) => Reading): Reading {
  const { $calculator } = useRoiCalculator();
  const subscribe = useCallback((onChange: () => void) => $calculator.listen(onChange), [$calculator]);
  const snapshot = () => read($calculator.get());
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

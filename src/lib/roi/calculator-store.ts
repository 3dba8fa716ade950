import { atom } from "nanostores";

import {
  type CalculatorValues,
  type FieldErrors,
  type FigureRules,
  type NumberField,
  type RawValues,
  rawFromValues,
  switchLossBasis,
  toSearch,
} from "./fields.ts";
import { type LossBasis, type RoiEstimate, estimate } from "./model.ts";

// The calculator's figures, in a store of their own rather than a component's state: the
// calculator draws and edits them, and the form that sends the estimate reads them when it is
// sent, wherever on the page that form is.

export interface CalculatorState<Institution extends string = string> {
  raw: RawValues<Institution>;
  values: CalculatorValues<Institution>;
  errors: FieldErrors;
  result: RoiEstimate;
}

/** How long typing pauses before the address bar and screen readers hear of the change. */
export const SETTLE_MS = 600;

const withResult = <Institution extends string>(
  state: Omit<CalculatorState<Institution>, "result">,
): CalculatorState<Institution> => ({
  ...state,
  result: estimate(state.values),
});

const addressOf = (values: CalculatorValues) => `${window.location.pathname}?${toSearch(values)}`;

/**
 * A calculator's store, its figures read with these rules (lib/roi/fields.ts). The page has one
 * (components/roi/calculator.ts).
 */
export function createCalculator<Institution extends string>(rules: FigureRules<Institution>) {
  const { defaultValues, readValues, stateFromSearch, switchInstitution } = rules;

  /** The default example: what the prerendered page shows, and what the calculator hydrates with. */
  const exampleState: CalculatorState<Institution> = withResult(stateFromSearch(""));

  /** The figures on screen and their estimate. */
  const $calculator = atom<CalculatorState<Institution>>(exampleState);

  /** The estimate once typing has settled, for the polite live region; null until a figure changes. */
  const $settled = atom<RoiEstimate | null>(null);

  let settling: ReturnType<typeof setTimeout> | undefined;

  const current = () => $calculator.get();

  /**
   * Each change recomputes the estimate at once and, when typing settles, rewrites the query
   * string (replacing the history entry) and hands the estimate to the live region.
   */
  function change(state: Omit<CalculatorState<Institution>, "result">) {
    const changed = withResult(state);
    $calculator.set(changed);
    clearTimeout(settling);
    settling = setTimeout(() => {
      window.history.replaceState(window.history.state, "", addressOf(changed.values));
      $settled.set(changed.result);
    }, SETTLE_MS);
  }

  const apply = (raw: RawValues<Institution>) => change({ raw, ...readValues(raw, current().values) });

  const calculator = {
    /**
     * The estimate an address links to, shown as the page opens: the address already says it,
     * and nobody changed anything, so it is neither written back nor announced.
     */
    open: (search: string) => {
      $calculator.set(withResult(stateFromSearch(search)));
    },
    setField: (field: NumberField, text: string) => apply({ ...current().raw, [field]: text }),
    setInstitution: (to: Institution) => apply(switchInstitution(current().raw, to)),
    setLossBasis: (to: LossBasis) => apply(switchLossBasis(current().raw, current().values, to)),
    reset: () => {
      const values = defaultValues(current().values.institution);
      change({ raw: rawFromValues(values), values, errors: {} });
    },
    /** The address of the estimate on screen, to share or send. */
    shareUrl: () => `${window.location.origin}${addressOf(current().values)}`,
  };

  return { exampleState, $calculator, $settled, calculator };
}

import { useSyncExternalStore } from "react";

import { roiCalculator } from "#src/content/roi-calculator.ts";
import type { IslandTrigger } from "#src/components/layout/island.tsx";
import { whenNear } from "#src/lib/island-triggers.ts";

import {
  type FieldErrors,
  type NumberField,
  type RawValues,
  defaultValues,
  rawFromValues,
  readValues,
  stateFromSearch,
  switchInstitution,
  switchLossBasis,
  toSearch,
} from "./fields.ts";
import { formatRupees } from "./format.ts";
import { type InstitutionType, type LossBasis, type RoiEstimate, type RoiValues, estimate } from "./model.ts";
import { paybackText } from "./summary.ts";

// The calculator's state, kept outside React: its inputs are part of the page, while its
// estimate, its assumptions and the form that sends it are islands, React roots of their own
// (docs/decisions/012), and all of them read and change the same figures here.

export interface CalculatorState {
  raw: RawValues;
  values: RoiValues;
  errors: FieldErrors;
  result: RoiEstimate;
}

/** How long typing pauses before the address bar and screen readers hear of the change. */
const SETTLE_MS = 600;

const withResult = (state: Omit<CalculatorState, "result">): CalculatorState => ({
  ...state,
  result: estimate(state.values),
});

/** The default example: what the prerendered page shows, and what each part hydrates with. */
const example = withResult(stateFromSearch(""));

const figures = new Set<() => void>();
const announcements = new Set<() => void>();

/** What the visitor has changed since the calculator was shown; until then, the URL's figures. */
let edited: CalculatorState | null = null;
let announcement = "";
let settling: ReturnType<typeof setTimeout> | undefined;
let fromUrl = { search: "", state: example };

function current(): CalculatorState {
  if (edited) return edited;
  const { search } = window.location;
  if (search !== fromUrl.search) fromUrl = { search, state: withResult(stateFromSearch(search)) };
  return fromUrl.state;
}

/** The sentence the live region reads once typing settles. */
function announce({ result }: CalculatorState): string {
  return roiCalculator.announce.sentence
    .replace("{net}", formatRupees(result.netAnnualBenefit))
    .replace("{payback}", paybackText(result));
}

/**
 * Each change recomputes the estimate at once and, when typing settles, rewrites the query
 * string (replacing the history entry, keeping the router's state) and produces one sentence
 * for the polite live region.
 */
function change(state: Omit<CalculatorState, "result">) {
  const changed = withResult(state);
  edited = changed;
  for (const listener of figures) listener();
  clearTimeout(settling);
  settling = setTimeout(() => {
    window.history.replaceState(window.history.state, "", `${window.location.pathname}?${toSearch(changed.values)}`);
    announcement = announce(changed);
    for (const listener of announcements) listener();
  }, SETTLE_MS);
}

const apply = (raw: RawValues) => change({ raw, ...readValues(raw, current().values) });

export const calculator = {
  setField: (field: NumberField, text: string) => apply({ ...current().raw, [field]: text }),
  setInstitution: (to: InstitutionType) => apply(switchInstitution(current().raw, to)),
  setLossBasis: (to: LossBasis) => apply(switchLossBasis(current().raw, current().values, to)),
  reset: () => {
    const values = defaultValues(current().values.institution);
    change({ raw: rawFromValues(values), values, errors: {} });
  },
  /** The address of the estimate on screen, to share or send. */
  shareUrl: () => `${window.location.origin}${window.location.pathname}?${toSearch(current().values)}`,
  /** The estimate on screen, read when it is sent. */
  state: current,
};

/**
 * Forgets the visitor's changes when the calculator goes: shown again later, it starts from its
 * address, as a page does.
 */
export function leaveCalculator() {
  clearTimeout(settling);
  edited = null;
  announcement = "";
}

const subscribe = (listeners: Set<() => void>) => (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const subscribeToFigures = subscribe(figures);
const subscribeToAnnouncements = subscribe(announcements);

/** The figures and the estimate; the default example while the page hydrates. */
export function useCalculator(): CalculatorState {
  return useSyncExternalStore(subscribeToFigures, current, () => example);
}

/** The last sentence for the live region. */
export function useAnnouncement(): string {
  return useSyncExternalStore(
    subscribeToAnnouncements,
    () => announcement,
    () => "",
  );
}

/**
 * When a part of the calculator that is an island should load: at once when the address
 * carries figures other than the example's, else as the visitor nears it or first changes a
 * figure, whichever comes first, so it never shows an estimate that is not the visitor's.
 */
export const whenCalculatorPartNeeded: IslandTrigger = (element, signal) => {
  if (edited || window.location.search) return Promise.resolve();
  const changed = new Promise<void>((resolve) => {
    const unsubscribe = subscribeToFigures(() => {
      unsubscribe();
      resolve();
    });
    signal.addEventListener("abort", unsubscribe, { once: true });
  });
  return Promise.race([whenNear(element, signal), changed]);
};

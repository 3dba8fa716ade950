import { useEffect, useMemo, useState, useSyncExternalStore } from "react";

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
import { type InstitutionType, type LossBasis, type RoiValues, estimate } from "./model.ts";

interface CalculatorState {
  raw: RawValues;
  values: RoiValues;
  errors: FieldErrors;
}

const subscribe = () => () => {};

/** How long typing pauses before the address bar and screen readers hear of the change. */
const SETTLE_MS = 600;

/**
 * The calculator's state. The prerendered page and hydration use the default example; once
 * hydrated, the query string's figures take over. Each change recomputes the estimate at once
 * and, when typing settles, rewrites the query string (replacing the history entry, keeping
 * the router's state) and produces one sentence for the polite live region.
 */
export function useRoiCalculator(
  /** The sentence read out after a change; a module-level function, so its identity is stable. */
  announce: (values: RoiValues) => string,
) {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => "",
  );
  const fromUrl = useMemo(() => stateFromSearch(search), [search]);
  const [edited, setEdited] = useState<CalculatorState | null>(null);
  const state = edited ?? fromUrl;
  const result = useMemo(() => estimate(state.values), [state.values]);
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    if (!edited) return;
    const timer = window.setTimeout(() => {
      const query = toSearch(edited.values);
      window.history.replaceState(window.history.state, "", `${window.location.pathname}?${query}`);
      setAnnouncement(announce(edited.values));
    }, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [edited, announce]);

  const apply = (raw: RawValues) => setEdited({ raw, ...readValues(raw, state.values) });

  return {
    ...state,
    result,
    announcement,
    setField: (field: NumberField, text: string) => apply({ ...state.raw, [field]: text }),
    setInstitution: (to: InstitutionType) => apply(switchInstitution(state.raw, to)),
    setLossBasis: (to: LossBasis) => apply(switchLossBasis(state.raw, state.values, to)),
    reset: () => {
      const values = defaultValues(state.values.institution);
      setEdited({ raw: rawFromValues(values), values, errors: {} });
    },
    /** The address of this estimate, to share or send. */
    shareUrl: () => `${window.location.origin}${window.location.pathname}?${toSearch(state.values)}`,
  };
}

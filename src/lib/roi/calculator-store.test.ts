import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { roiFigureCopy } from "#tests/support/roi-calculator.ts";

import { SETTLE_MS, createCalculator } from "./calculator-store.ts";
import { figureRules, toSearch } from "./fields.ts";
import { estimate } from "./model.ts";

const rules = figureRules(roiFigureCopy);
const { defaultValues, stateFromSearch } = rules;

/** A fresh store for each test, as a page load starts one. */
let { $calculator, $settled, calculator, exampleState } = createCalculator(rules);

const LINK = "?type=bank&basis=amount&tx=987654&ticket=2500";

const replaceState = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("window", {
    location: { origin: "https://sentinel.example", pathname: "/roi-calculator", search: "" },
    history: { state: null, replaceState },
  });
  ({ $calculator, $settled, calculator, exampleState } = createCalculator(rules));
});

afterEach(() => {
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  replaceState.mockClear();
});

describe("the calculator's figures", () => {
  it("start as the complete default example, for a page prerendered without any address", () => {
    expect($calculator.get()).toEqual({ ...stateFromSearch(""), result: estimate(defaultValues("bank")) });
  });

  it("show a linked estimate's own figures and estimate, not the example's", () => {
    calculator.open(LINK);
    const { raw, values, result } = $calculator.get();
    expect(raw.monthlyTransactions).toBe("987654");
    expect(values).toMatchObject({ institution: "bank", monthlyTransactions: 987_654, averageTicket: 2500 });
    expect(result).toEqual(estimate(values));
    expect(result.annualValue).not.toBe(exampleState.result.annualValue);
  });

  it("take an opened link as it is: the address is not rewritten and nothing is announced", () => {
    calculator.open(LINK);
    vi.advanceTimersByTime(SETTLE_MS * 2);
    expect(replaceState).not.toHaveBeenCalled();
    expect($settled.get()).toBeNull();
  });

  it("recompute the estimate at each edit, and tell the address and the live region once typing settles", () => {
    calculator.setField("monthlyTransactions", "2000");
    const { values, result } = $calculator.get();
    expect(values.monthlyTransactions).toBe(2000);
    expect(result).toEqual(estimate(values));

    vi.advanceTimersByTime(SETTLE_MS - 1);
    calculator.setField("monthlyTransactions", "20000");
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(replaceState).not.toHaveBeenCalled();
    expect($settled.get()).toBeNull();

    vi.advanceTimersByTime(1);
    const settled = $calculator.get();
    expect(replaceState).toHaveBeenCalledOnce();
    expect(replaceState).toHaveBeenCalledWith(null, "", `/roi-calculator?${toSearch(settled.values)}`);
    expect($settled.get()).toEqual(settled.result);
  });

  it("keep the last valid figure under a field that is out of range, and say why", () => {
    calculator.setField("averageTicket", "0");
    const { values, errors } = $calculator.get();
    expect(values.averageTicket).toBe(exampleState.values.averageTicket);
    expect(errors.averageTicket).toMatch(/Average ticket/);
  });

  it("go back to the defaults of the chosen institution on reset", () => {
    calculator.setInstitution("fintech");
    calculator.setField("monthlyTransactions", "123");
    calculator.reset();
    expect($calculator.get().values).toEqual(defaultValues("fintech"));
  });
});

describe("the share link", () => {
  it("carries the figures on screen, and opening it shows the same estimate", () => {
    calculator.open(LINK);
    calculator.setField("reviewAnalysts", "12");
    const shared = calculator.shareUrl();
    expect(shared.startsWith("https://sentinel.example/roi-calculator?")).toBe(true);

    const onScreen = $calculator.get();
    calculator.reset();
    calculator.open(new URL(shared).search);
    expect($calculator.get().values).toEqual(onScreen.values);
    expect($calculator.get().result).toEqual(onScreen.result);
  });
});

import { describe, expect, it } from "vitest";

import { roiFigureCopy } from "#tests/support/roi-calculator.ts";

import { figureRules, rawFromValues, switchLossBasis, toSearch } from "./fields.ts";
import { estimate } from "./model.ts";

const { defaultValues, parseField, readValues, stateFromSearch, switchInstitution } = figureRules(roiFigureCopy);

const bank = defaultValues("bank");

describe("reading a typed figure", () => {
  it.each([
    ["monthlyTransactions", "1,00,00,000", 10_000_000],
    ["monthlyTransactions", " 10000000 ", 10_000_000],
    ["averageTicket", "₹4,500.50", 4_500.5],
    ["falsePositiveShare", "95%", 95],
    ["fraudLossRateBps", ".5", 0.5],
    ["reviewAnalysts", "2.5", 2.5],
  ] as const)("reads %s %j as %d", (field, text, value) => {
    expect(parseField(field, text)).toEqual({ ok: true, value });
  });

  it.each([
    ["monthlyTransactions", "", "Monthly transactions is required"],
    ["monthlyTransactions", "lots", "Please enter monthly transactions as a number"],
    ["monthlyTransactions", "1e5", "Please enter monthly transactions as a number"],
    ["monthlyTransactions", "-1", "Monthly transactions must be between 0 and 10,00,00,00,000"],
    ["monthlyTransactions", "99999999999", "Monthly transactions must be between 0 and 10,00,00,00,000"],
    ["monthlyTransactions", "10.5", "Monthly transactions must be a whole number"],
    ["averageTicket", "0", "Average ticket size must be between ₹1 and ₹10 crore"],
    ["falsePositiveShare", "101", "False positives must be between 0% and 100%"],
    ["fraudLossRateBps", "1001", "Fraud loss rate must be between 0 bps and 1,000 bps"],
    ["analystCostLakh", "5000", "Cost per analyst must be between ₹0 and ₹10 crore"],
    ["annualFraudLosses", "Infinity", "Please enter annual fraud losses as a number"],
  ] as const)("rejects %s %j: %s", (field, text, message) => {
    expect(parseField(field, text)).toEqual({ ok: false, message });
  });

  it("keeps the last valid value of an invalid figure and reports it", () => {
    const previous = { ...bank, monthlyTransactions: 2_000_000 };
    const raw = { ...rawFromValues(previous), monthlyTransactions: "-5", reviewAnalysts: "12" };
    const { values, errors } = readValues(raw, previous);
    expect(values.monthlyTransactions).toBe(2_000_000);
    expect(values.reviewAnalysts).toBe(12);
    expect(errors).toEqual({ monthlyTransactions: "Monthly transactions must be between 0 and 10,00,00,00,000" });
  });

  it("does not report the loss figure the chosen basis leaves unused", () => {
    const raw = { ...rawFromValues(bank), fraudLossRateBps: "abc" };
    expect(readValues(raw, bank).errors).toEqual({});
    expect(readValues({ ...raw, lossBasis: "rate" }, bank).errors).toEqual({
      fraudLossRateBps: "Please enter fraud loss rate as a number",
    });
  });
});

describe("the estimate in the URL", () => {
  it("round-trips every figure through the query string", () => {
    const values = {
      ...defaultValues("fintech"),
      monthlyTransactions: 7_654_321,
      fraudLossRateBps: 2.75,
      platformCostLakh: 42,
    };
    const search = toSearch(values);
    expect(search).toContain("type=fintech");
    expect(search).toContain("tx=7654321");
    expect(search).toContain("bps=2.75");
    expect(stateFromSearch(`?${search}`)).toMatchObject({ values, errors: {} });
  });

  it("starts from the default bank with no query string, and from a type's defaults for a partial one", () => {
    expect(stateFromSearch("").values).toEqual(bank);
    expect(stateFromSearch("?type=nbfc&analysts=3").values).toEqual({ ...defaultValues("nbfc"), reviewAnalysts: 3 });
    expect(stateFromSearch("?type=unknown&basis=sideways").values).toEqual(bank);
  });

  it("shows an out-of-range figure from the URL with its message and estimates with the default", () => {
    const { raw, values, errors } = stateFromSearch("?type=bank&fp=250");
    expect(raw.falsePositiveShare).toBe("250");
    expect(values.falsePositiveShare).toBe(95);
    expect(errors).toEqual({ falsePositiveShare: "False positives must be between 0% and 100%" });
  });
});

describe("switching", () => {
  it("moves untouched figures to the new type's defaults and keeps the visitor's own", () => {
    const raw = { ...rawFromValues(bank), reviewAnalysts: "7" };
    const next = switchInstitution(raw, "payment-processor");
    const target = defaultValues("payment-processor");
    expect(next.institution).toBe("payment-processor");
    expect(next.lossBasis).toBe("rate");
    expect(next.reviewAnalysts).toBe("7");
    expect(readValues(next, target).values).toEqual({ ...target, reviewAnalysts: 7 });
  });

  it("fills the other loss basis with the equivalent figure, so the estimate stays the same", () => {
    const toRate = switchLossBasis(rawFromValues(bank), bank, "rate");
    expect(toRate.fraudLossRateBps).toBe("2");
    const rate = readValues(toRate, bank).values;
    expect(estimate(rate).fraudLossesToday).toBeCloseTo(estimate(bank).fraudLossesToday, 4);
    const back = switchLossBasis(toRate, rate, "amount");
    expect(back.annualFraudLosses).toBe("12,00,00,000");
  });
});

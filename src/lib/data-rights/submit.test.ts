import { describe, expect, it, vi } from "vitest";

import { LeadSubmissionError } from "#src/lib/leads/client.ts";
import { HONEYPOT_FIELD } from "#src/lib/leads/use-lead-form.ts";

import { runLinkAction, submitRequest } from "./submit.ts";

const formData = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const valid = { email: " Priya.Nair@Kaveri-Bank.example ", kind: "copy", correction: "" };
const sentNow = { status: "sent", send_at: null, retry_at: null };
const refused = (status: number) => new LeadSubmissionError("refused", status === 429 ? "PT429" : "PGRST000", status);

describe("the request form, on a press", () => {
  it("sends the address lower-cased with the kind, and answers sent", async () => {
    const send = vi.fn().mockResolvedValue(sentNow);
    expect(await submitRequest(formData(valid), send, vi.fn())).toEqual({ step: "sent", answer: sentNow });
    expect(send).toHaveBeenCalledWith({ email: "priya.nair@kaveri-bank.example", kind: "copy" });
  });

  it("sends the correction only when a correction is asked", async () => {
    const send = vi.fn().mockResolvedValue(sentNow);
    await submitRequest(
      formData({ ...valid, kind: "correction", correction: " My company is Kaveri Bank. " }),
      send,
      vi.fn(),
    );
    await submitRequest(formData({ ...valid, kind: "erasure", correction: "left from before" }), send, vi.fn());
    expect(send.mock.calls).toEqual([
      [{ email: "priya.nair@kaveri-bank.example", kind: "correction", correction: "My company is Kaveri Bank." }],
      [{ email: "priya.nair@kaveri-bank.example", kind: "erasure" }],
    ]);
  });

  it.each([
    [{ ...valid, email: "" }, "email", "emailRequired"],
    [{ ...valid, email: "priya at bank" }, "email", "emailInvalid"],
    [{ ...valid, kind: "" }, "kind", "kindRequired"],
    [{ ...valid, kind: "everything" }, "kind", "kindRequired"],
    [{ ...valid, kind: "correction", correction: "  " }, "correction", "correctionRequired"],
    [{ ...valid, kind: "correction", correction: "x".repeat(2001) }, "correction", "correctionTooLong"],
  ])("names the first failing field, keeps what was typed and sends nothing (%#)", async (fields, field, message) => {
    const send = vi.fn();
    const state = await submitRequest(formData(fields), send, vi.fn());
    expect(state).toEqual({ step: "editing", values: fields, invalid: { field, message }, alert: null });
    expect(send).not.toHaveBeenCalled();
  });

  it.each([
    { status: "queued", send_at: "2026-12-07T10:00:00Z", retry_at: null },
    { status: "limited", send_at: null, retry_at: "2026-12-07T10:00:00Z" },
  ])("keeps the database's answer when the link waits or the mailbox's are spent ($status)", async (answer) => {
    expect(await submitRequest(formData(valid), () => Promise.resolve(answer as never), vi.fn())).toEqual({
      step: "sent",
      answer,
    });
  });

  it("says to try again later on a 429, keeping what was typed, without logging an error", async () => {
    const log = vi.fn();
    const state = await submitRequest(formData(valid), () => Promise.reject(refused(429)), log);
    expect(state).toEqual({ step: "editing", values: valid, invalid: null, alert: "limited" });
    expect(log).not.toHaveBeenCalled();
  });

  it("says the request did not arrive on any other failure, keeping what was typed, and logs it", async () => {
    const log = vi.fn();
    const state = await submitRequest(formData(valid), () => Promise.reject(new TypeError("Failed to fetch")), log);
    expect(state).toEqual({ step: "editing", values: valid, invalid: null, alert: "failed" });
    expect(log).toHaveBeenCalledOnce();
  });

  it("answers a bot that filled the hidden field as sent, and sends nothing", async () => {
    const send = vi.fn();
    expect(await submitRequest(formData({ ...valid, [HONEYPOT_FIELD]: "x" }), send, vi.fn())).toEqual({
      step: "sent",
      answer: sentNow,
    });
    expect(send).not.toHaveBeenCalled();
  });
});

describe("a link page's button, on a press", () => {
  it("shows the database's answer", async () => {
    const call = vi.fn().mockResolvedValue("withdrawn");
    expect(await runLinkAction("a1b2", call, vi.fn())).toEqual({ step: "answered", answer: "withdrawn" });
    expect(call).toHaveBeenCalledWith("a1b2");
  });

  it("says to try again later on a 429, and that it did not arrive on any other failure", async () => {
    expect(await runLinkAction("t", () => Promise.reject(refused(429)), vi.fn())).toEqual({ step: "limited" });
    const log = vi.fn();
    expect(await runLinkAction("t", () => Promise.reject(refused(500)), log)).toEqual({ step: "failed" });
    expect(log).toHaveBeenCalledOnce();
  });
});

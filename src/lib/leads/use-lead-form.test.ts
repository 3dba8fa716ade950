import { describe, expect, it, vi } from "vitest";

import { forms } from "#tests/support/forms.ts";

import { optedIn } from "./payload.ts";
import { HONEYPOT_FIELD, readFields, submitLead } from "./use-lead-form.ts";
import { type ContactValues, contactRules } from "./validation.ts";

const empty: ContactValues = {
  full_name: "",
  email: "",
  company: "",
  phone: "",
  question: "",
  message: "",
  marketing_opt_in: "",
};

const complete: ContactValues = {
  full_name: "Asha Rao",
  email: "asha@bank.example",
  company: "Acme Bank",
  phone: "",
  question: "Pricing Information",
  message: "Tell us about pricing.",
  marketing_opt_in: "",
};

function formData(values: Partial<ContactValues> & { [HONEYPOT_FIELD]?: string }): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

function submit(values: Partial<ContactValues> & { [HONEYPOT_FIELD]?: string }, send = vi.fn(async () => {})) {
  const say = vi.fn();
  const log = vi.fn();
  const outcome = submitLead(formData(values), {
    empty,
    rules: contactRules,
    messages: forms.contactForm.errors,
    toasts: forms.toasts,
    optedIn: (values: ContactValues) => optedIn(values.marketing_opt_in),
    send,
    say,
    log,
  });
  return { outcome, send, say, log };
}

describe("reading a form's fields", () => {
  it("reads each field by name as text, and a field the form lacks, or a file, as empty", () => {
    const data = formData({ full_name: "Asha Rao", email: "asha@bank.example", website: "x" });
    data.set("message", new Blob(["a file"]));
    expect(readFields(data, empty)).toEqual({ ...empty, full_name: "Asha Rao", email: "asha@bank.example" });
  });
});

describe("a lead form's submission", () => {
  it("gives the first failing rule to say once the form is reset, sends nothing, and keeps what was typed", async () => {
    const { outcome, send, say } = submit({ ...complete, email: "", company: "" });
    expect(await outcome).toEqual({
      values: { ...complete, email: "", company: "" },
      invalid: "email",
      error: "Work Email is required",
      succeeded: false,
    });
    expect(say).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the values, thanks the visitor and clears the fields", async () => {
    const { outcome, send, say } = submit(complete);
    expect(await outcome).toEqual({ values: empty, invalid: null, succeeded: true });
    expect(send).toHaveBeenCalledExactlyOnceWith(complete);
    expect(say).toHaveBeenCalledExactlyOnceWith(forms.toasts.sent, undefined);
  });

  it("says, under its thanks, that a link to confirm the invitations is on its way when the box was ticked", async () => {
    const { outcome, send, say } = submit({ ...complete, marketing_opt_in: "yes" });
    expect(await outcome).toEqual({ values: empty, invalid: null, succeeded: true });
    expect(send).toHaveBeenCalledExactlyOnceWith({ ...complete, marketing_opt_in: "yes" });
    expect(say).toHaveBeenCalledExactlyOnceWith(forms.toasts.sent, forms.toasts.confirmInvitations);
  });

  it("keeps what was typed, logs the cause and gives the failure to say when the request fails", async () => {
    const cause = new Error("offline");
    const { outcome, say, log } = submit(
      complete,
      vi.fn(async () => {
        throw cause;
      }),
    );
    expect(await outcome).toEqual({ values: complete, invalid: null, error: forms.toasts.failed, succeeded: false });
    expect(log).toHaveBeenCalledExactlyOnceWith(cause);
    expect(say).not.toHaveBeenCalled();
  });

  it("shows a bot that filled the hidden field the success path, and sends nothing", async () => {
    const { outcome, send, say } = submit({ ...complete, [HONEYPOT_FIELD]: "https://spam.example" });
    expect(await outcome).toEqual({ values: empty, invalid: null, succeeded: true });
    expect(send).not.toHaveBeenCalled();
    expect(say).toHaveBeenCalledExactlyOnceWith(forms.toasts.sent, undefined);
  });
});

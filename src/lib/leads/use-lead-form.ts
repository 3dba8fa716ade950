import { useState } from "react";

import { notify, toasterFor } from "#src/lib/notify.ts";
import { useFormValues } from "#src/lib/use-form-values.ts";

import { FAILURE_MESSAGE, SUCCESS_MESSAGE } from "./messages.ts";
import { type Rule, firstError } from "./validation.ts";

/** The name of the hidden field only bots fill in. */
export const HONEYPOT_FIELD = "website";

/**
 * One lead form's life: values, ordered validation (first failure as a toast, nothing sent),
 * a busy flag while the request runs, the spec's toasts, and every value kept on failure.
 */
export function useLeadForm<Values extends { [Key in keyof Values]: string }>({
  empty,
  rules,
  send,
  onSent,
  label,
}: {
  empty: Values;
  rules: readonly Rule<Values>[];
  send: (values: Values) => Promise<void>;
  onSent?: () => void;
  /** Names the form in the error log. */
  label: string;
}) {
  const { values, onChange, reset, attach } = useFormValues(empty);
  const [submitting, setSubmitting] = useState(false);
  const [invalid, setInvalid] = useState<keyof Values | null>(null);

  const succeed = () => {
    void notify("success", SUCCESS_MESSAGE);
    reset();
    setInvalid(null);
    onSent?.();
  };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    // Errors show in the form's dialog, if it has one; a success closes that dialog, so its
    // toast shows on the page.
    const errorToaster = toasterFor(form);
    // A bot that filled the hidden field sees the normal success path, and nothing is sent.
    const trap = form.elements.namedItem(HONEYPOT_FIELD);
    if (trap instanceof HTMLInputElement && trap.value !== "") {
      trap.value = "";
      succeed();
      return;
    }
    const error = firstError(rules, values);
    if (error) {
      setInvalid(error.field);
      void notify("error", error.message, errorToaster);
      form.querySelector<HTMLElement>(`[name="${error.field}"]`)?.focus();
      return;
    }
    setInvalid(null);
    setSubmitting(true);
    try {
      await send(values);
      succeed();
    } catch (cause) {
      console.error(`${label} failed`, cause);
      void notify("error", FAILURE_MESSAGE, errorToaster);
    } finally {
      setSubmitting(false);
    }
  }

  /** Props for a field: value, change handler and aria-invalid until the failing field is edited. */
  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      onChange(event);
      if (invalid === name) setInvalid(null);
    },
    "aria-invalid": invalid === name ? true : undefined,
  });

  return { values, field, submitting, onSubmit, reset, attach };
}

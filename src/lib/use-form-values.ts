import { useCallback, useState } from "react";

type FormField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isField = (element: unknown): element is FormField =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

/**
 * Controlled form state: values, a change handler for inputs, a reset to empty strings, and a
 * `attach` for the <form>'s ref. A form is prerendered, and may be typed into before its script has run
 * (a dialog opens, or an island waits to load: docs/decisions/012); once it hydrates, what the
 * visitor typed becomes its state, rather than an empty state under their words.
 */
export function useFormValues<Values extends { [Key in keyof Values]: string }>(empty: Values) {
  const [values, setValues] = useState<Values>(empty);

  const attach = useCallback(
    (form: HTMLFormElement | null) => {
      if (!form) return;
      const typed: Partial<Values> = {};
      for (const name of Object.keys(empty) as (keyof Values & string)[]) {
        const field = form.elements.namedItem(name);
        if (isField(field) && field.value !== empty[name]) typed[name] = field.value as Values[typeof name];
      }
      if (Object.keys(typed).length) setValues((current) => ({ ...current, ...typed }));
    },
    [empty],
  );
  const onChange = useCallback((event: React.ChangeEvent<FormField>) => {
    const { name, value } = event.currentTarget;
    setValues((current) => ({ ...current, [name]: value }));
  }, []);
  const reset = useCallback(() => setValues(empty), [empty]);
  return { values, onChange, reset, attach };
}

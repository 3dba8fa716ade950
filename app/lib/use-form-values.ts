import { useCallback, useState } from "react";

/** Controlled form state: values, a change handler for inputs, and a reset to empty strings. */
export function useFormValues<Values extends { [Key in keyof Values]: string }>(empty: Values) {
  const [values, setValues] = useState<Values>(empty);
  const onChange = useCallback(
    (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const { name, value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
    [],
  );
  const reset = useCallback(() => setValues(empty), [empty]);
  return { values, onChange, reset };
}

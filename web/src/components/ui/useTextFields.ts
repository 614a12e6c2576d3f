import { useState } from 'react';

/**
 * The text of a form's inputs, one record for all of them. `bind(name)` wires an input
 * (its name, value and onChange); `setValues` replaces the record, e.g. on each opening.
 */
export function useTextFields<F extends Record<string, string>>(initial: F | (() => F)) {
  const [values, setValues] = useState<F>(initial);
  const bind = (name: keyof F & string) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  return { values, setValues, bind };
}

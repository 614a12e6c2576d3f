import * as fieldStyles from './Field.css';
import { FieldFrame } from './FieldFrame';

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** `[value, text]` pairs, in order; the first is usually the 'all' choice. */
  options: readonly (readonly [value: string, text: string])[];
  className?: string;
}

/** A labelled native select (keyboard, screen readers and phones handle it well). */
export function SelectField({ label, value, onChange, options, className }: SelectFieldProps) {
  return (
    <FieldFrame label={label}>
      {(control) => (
        <select
          {...control}
          className={className ? `${fieldStyles.input} ${className}` : fieldStyles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map(([choice, text]) => (
            <option key={choice} value={choice}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

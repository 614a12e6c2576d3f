import * as fieldStyles from '../../../components/ui/Field.css';
import { FieldFrame } from '../../../components/ui/FieldFrame';
import * as styles from './FilterPanel.css';

interface FilterSelectProps<T extends string> {
  label: string;
  /** What the unset choice reads, e.g. 'All Types'. */
  allLabel: string;
  labels: Readonly<Record<T, string>>;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}

/** A labelled native select (keyboard, screen readers and phones handle it well) with an "all" choice first. */
export function FilterSelect<T extends string>({
  label,
  allLabel,
  labels,
  value,
  onChange,
}: FilterSelectProps<T>) {
  const choices = Object.entries(labels) as [T, string][];
  return (
    <FieldFrame label={label}>
      {(control) => (
        <select
          {...control}
          className={`${fieldStyles.input} ${styles.select}`}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value === '' ? undefined : (e.target.value as T))}
        >
          <option value="">{allLabel}</option>
          {choices.map(([choice, text]) => (
            <option key={choice} value={choice}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

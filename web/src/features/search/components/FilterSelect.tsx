import { SelectField } from '../../../components/ui/SelectField';
import * as styles from './FilterPanel.css';

interface FilterSelectProps<T extends string> {
  label: string;
  /** What the unset choice reads, e.g. 'All Types'. */
  allLabel: string;
  labels: Readonly<Record<T, string>>;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}

/** A search filter's select: an "all" choice (the filter unset) first, then its labelled values. */
export function FilterSelect<T extends string>({
  label,
  allLabel,
  labels,
  value,
  onChange,
}: FilterSelectProps<T>) {
  return (
    <SelectField
      label={label}
      className={styles.select}
      value={value ?? ''}
      onChange={(choice) => onChange(choice === '' ? undefined : (choice as T))}
      options={[['', allLabel], ...(Object.entries(labels) as [T, string][])]}
    />
  );
}

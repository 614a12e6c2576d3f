import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { TextField } from '../../../../components/ui/TextField';
import * as styles from './manage.css';

export interface PlaceFormValues {
  name: string;
  state: string;
}

interface PlaceFormProps {
  /** 'City' shows a State field too; 'Area' only the name. */
  kind: 'City' | 'Area';
  initial?: PlaceFormValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: PlaceFormValues) => void;
  onCancel: () => void;
}

/** The small add/rename form of the management mode. */
export function PlaceForm({ kind, initial, submitLabel, pending, onSubmit, onCancel }: PlaceFormProps) {
  const [name, setName] = useState(initial?.name ?? '');
  const [state, setState] = useState(initial?.state ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    onSubmit({ name: name.trim(), state: state.trim() });
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label={`${submitLabel} ${kind.toLowerCase()}`}>
      <TextField
        label={`${kind} name`}
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={100}
        required
        autoFocus
      />
      {kind === 'City' ? (
        <TextField
          label="State"
          value={state}
          onChange={(e) => setState(e.target.value)}
          maxLength={100}
          hint="Optional: the city's name is used when left empty. Country: India."
        />
      ) : null}
      <div className={styles.formActions}>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={pending || name.trim() === ''}>
          {pending ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}

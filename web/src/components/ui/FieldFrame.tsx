import { type ReactNode, useId } from 'react';
import * as styles from './Field.css';

export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  /** Usually text; a node for richer labels (e.g. a numbered form step). */
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** `{length, max}` to show a live counter beside the label. */
  count?: { length: number; max: number } | undefined;
  /** The control, given the id and ARIA wiring that tie it to its label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** The frame every form field shares: label (and counter), the control, then its error and hint. */
export function FieldFrame({ label, hint, error, count, children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {count ? (
          <span className={styles.counter} aria-hidden="true">
            {count.length}/{count.max}
          </span>
        ) : null}
      </div>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
      })}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

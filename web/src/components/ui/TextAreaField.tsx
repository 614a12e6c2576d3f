import { type ComponentProps, type ReactNode, useId } from 'react';
import * as styles from './Field.css';

interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  /** Usually text; a node for richer labels (e.g. a numbered form step). */
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
}

/** A labelled multi-line input with a live `length/maxLength` counter. */
export function TextAreaField({ label, hint, error, className, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const length = String(textarea.value ?? '').length;
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {textarea.maxLength ? (
          <span className={styles.counter}>
            {length}/{textarea.maxLength}
          </span>
        ) : null}
      </div>
      <textarea
        id={id}
        className={[styles.input, styles.textarea, error && styles.invalid, className]
          .filter(Boolean)
          .join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        {...textarea}
      />
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

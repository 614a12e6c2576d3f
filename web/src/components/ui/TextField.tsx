import { type ComponentProps, type ReactNode, useId } from 'react';
import * as styles from './Field.css';
import { Icon } from './Icon';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  /** Usually text; a node for richer labels (e.g. a numbered form step). */
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** Live "looks right" state: green border and a tick (announced with the label). */
  valid?: boolean;
  /** A control inside the input's right edge, e.g. a show-password toggle. */
  trailing?: ReactNode;
  /** Shows `length/maxLength` beside the label. */
  showCount?: boolean;
}

/** A labelled text input with its hint, error and valid state wired for assistive tech. */
export function TextField({
  label,
  hint,
  error,
  valid = false,
  trailing,
  showCount = false,
  className,
  ...input
}: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const showTick = valid && !error;
  const classes = [
    styles.input,
    showTick && styles.valid,
    error && styles.invalid,
    (trailing || showTick) && styles.withTrailing,
    className,
  ];
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {showCount && input.maxLength ? (
          <span className={styles.counter} aria-hidden="true">
            {String(input.value ?? '').length}/{input.maxLength}
          </span>
        ) : null}
      </div>
      <div className={styles.control}>
        <input
          id={id}
          className={classes.filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
          {...input}
        />
        {trailing || showTick ? (
          <span className={styles.trailing}>
            {showTick ? <Icon name="check" size={18} label="valid" className={styles.tick} /> : null}
            {trailing}
          </span>
        ) : null}
      </div>
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

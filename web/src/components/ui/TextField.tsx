import type { ComponentProps, ReactNode } from 'react';
import * as styles from './Field.css';
import { FieldFrame } from './FieldFrame';
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
  const showTick = valid && !error;
  const classes = [
    styles.input,
    showTick && styles.valid,
    error && styles.invalid,
    (trailing || showTick) && styles.withTrailing,
    className,
  ];
  const count =
    showCount && input.maxLength
      ? { length: String(input.value ?? '').length, max: input.maxLength }
      : undefined;
  return (
    <FieldFrame label={label} hint={hint} error={error} count={count}>
      {(control) => (
        <div className={styles.control}>
          <input {...control} className={classes.filter(Boolean).join(' ')} {...input} />
          {trailing || showTick ? (
            <span className={styles.trailing}>
              {showTick ? <Icon name="check" size={18} label="valid" className={styles.tick} /> : null}
              {trailing}
            </span>
          ) : null}
        </div>
      )}
    </FieldFrame>
  );
}

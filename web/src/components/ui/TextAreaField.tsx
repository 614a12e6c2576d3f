import type { ComponentProps, ReactNode } from 'react';
import * as styles from './Field.css';
import { FieldFrame } from './FieldFrame';

interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  /** Usually text; a node for richer labels (e.g. a numbered form step). */
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
}

/** A labelled multi-line input with a live `length/maxLength` counter. */
export function TextAreaField({ label, hint, error, className, ...textarea }: TextAreaFieldProps) {
  const count = textarea.maxLength
    ? { length: String(textarea.value ?? '').length, max: textarea.maxLength }
    : undefined;
  return (
    <FieldFrame label={label} hint={hint} error={error} count={count}>
      {(control) => (
        <textarea
          {...control}
          className={[styles.input, styles.textarea, error && styles.invalid, className]
            .filter(Boolean)
            .join(' ')}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}

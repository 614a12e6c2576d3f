import * as styles from './Spinner.css';

interface SpinnerProps {
  /** Shown beside the spinner and announced politely to screen readers. */
  label: string;
  className?: string;
}

export function Spinner({ label, className }: SpinnerProps) {
  return (
    <div role="status" aria-live="polite" className={[styles.wrapper, className].filter(Boolean).join(' ')}>
      <span className={styles.ring} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

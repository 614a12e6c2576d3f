import * as styles from './CreatePostDialog.css';

interface StepTitleProps {
  number: number;
  title: string;
  optional?: boolean;
}

/** A create-post step's numbered title: a fieldset's legend, or a single field's label. */
export function StepTitle({ number, title, optional = false }: StepTitleProps) {
  return (
    <span className={styles.legend}>
      <span className={styles.number} aria-hidden="true">
        {number}
      </span>
      {title}
      {optional ? <span className={styles.optional}>(optional)</span> : null}
    </span>
  );
}

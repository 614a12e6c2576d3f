import type { ReactNode } from 'react';
import * as styles from './CreatePostDialog.css';
import { StepTitle } from './StepTitle';

interface FormStepProps {
  number: number;
  title: string;
  optional?: boolean;
  children: ReactNode;
}

/** One numbered step of the create-post form that groups several controls. */
export function FormStep({ number, title, optional = false, children }: FormStepProps) {
  return (
    <fieldset className={styles.step}>
      <legend className={styles.legendBox}>
        <StepTitle number={number} title={title} optional={optional} />
      </legend>
      {children}
    </fieldset>
  );
}

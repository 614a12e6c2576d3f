import type { ReactNode } from 'react';
import type { IconName } from './Icon';
import { Icon } from './Icon';
import * as styles from './StateMessage.css';

export interface StateMessageProps {
  icon: IconName;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  tone?: keyof typeof styles.tone;
  /** Errors interrupt (alert); empty states do not. */
  role?: 'alert' | 'status';
  headingLevel?: 'h1' | 'h2' | 'h3';
}

/** Empty and error states: one icon, one sentence of what happened, one way forward. */
export function StateMessage({
  icon,
  title,
  description,
  action,
  tone = 'neutral',
  role,
  headingLevel: Heading = 'h3',
}: StateMessageProps) {
  return (
    <div className={styles.root} role={role}>
      <span className={`${styles.badge} ${styles.tone[tone]}`}>
        <Icon name={icon} size={24} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}

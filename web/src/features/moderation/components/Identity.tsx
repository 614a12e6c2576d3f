import type { AuditIdentity } from '@mohalla/contracts';
import * as styles from './ModerationPage.css';

/** Who did something: the real person and the alias they showed, as only moderators see it. */
export function Identity({ who }: { who: AuditIdentity }) {
  return (
    <span className={styles.identity}>
      <strong>{who.name}</strong> <span>&lt;{who.email || 'no email'}&gt;</span>
      {who.alias ? <span> as “{who.alias}”</span> : null}
      <span className={styles.userId}> · id {who.userId}</span>
    </span>
  );
}

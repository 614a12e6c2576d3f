import { DECISION_KEYS } from '../decisionKeys';
import * as styles from './ModerationPage.css';

const SHORTCUTS = [
  ['j / ↓', 'next report'],
  ['k / ↑', 'previous report'],
  ['Enter', 'open it'],
  ['h', 'hide or restore'],
  ...DECISION_KEYS.map((decision) => [decision.key, decision.label.toLowerCase()] as const),
] as const;

/** The keys, always on screen: a moderator should not have to guess them. */
export function ShortcutLegend() {
  return (
    <dl className={styles.legend} aria-label="Keyboard shortcuts">
      {SHORTCUTS.map(([keys, what]) => (
        <div key={keys} className={styles.legendItem}>
          <dt>
            <kbd className={styles.kbd}>{keys}</kbd>
          </dt>
          <dd>{what}</dd>
        </div>
      ))}
    </dl>
  );
}
